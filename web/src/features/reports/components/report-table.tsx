import { Button, Card, Group, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ResponsiveTable, type Column } from '../../../components/data/responsive-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import { shortMonth } from '../../../components/charts/chart-colors';
import { downloadCsv, toCsv, type CsvColumn } from '../model/csv';

/** A column of a report table: what it shows and what its CSV export holds. */
export type ReportColumn<T> = Column<T> & { csv: CsvColumn<T>['value'] };

/** The month of a by-month row: short on screen, `YYYY-MM` in the export. */
export const monthColumn: ReportColumn<{ month: string }> = { key: 'month', label: 'Month (UTC)', primary: true, cell: (m) => shortMonth(m.month), csv: (m) => m.month };

/** A figure of the row, the same on screen and in the export. */
export function figureColumn<K extends string>(key: K, label: string, options: Pick<Column<unknown>, 'nowrap'> = {}): ReportColumn<Record<K, number>> {
  return { key, label, ...options, cell: (row) => row[key], csv: (row) => row[key] };
}

/** A report table of figures per month: one row a month, the month first. */
export function MonthTable<T extends { month: string }>({ figures, ...table }: Omit<ReportTableProps<T>, 'rowKey' | 'columns' | 'emptyText'> & { figures: readonly ReportColumn<T>[] }) {
  return <ReportTable<T> {...table} rowKey={(m) => m.month} columns={[monthColumn, ...figures]} emptyText="No months in this range." />;
}

type ReportTableProps<T> = {
  title: string;
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  columns: readonly ReportColumn<T>[];
  /** File name of the CSV export, without the extension. */
  file: string;
  loading?: boolean;
  emptyText: string;
  testId?: string;
};

/** A report table with its CSV export (exactly the rows and columns shown). */
export function ReportTable<T>({ title, rows, rowKey, columns, file, loading, emptyText, testId }: ReportTableProps<T>) {
  const exportCsv = () => downloadCsv(`${file}.csv`, toCsv(rows ?? [], columns.map((c) => ({ header: c.label, value: c.csv }))));
  return (
    <Card withBorder padding="lg" data-testid={testId}>
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} fz="md">
          {title}
        </Title>
        <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} onClick={exportCsv} disabled={!rows?.length} aria-label={`Download ${title} as CSV`}>
          CSV
        </Button>
      </Group>
      <ResponsiveTable label={title} rows={rows} rowKey={rowKey} columns={columns} loading={loading} empty={<EmptyState compact title="Nothing here" description={emptyText} />} />
    </Card>
  );
}
