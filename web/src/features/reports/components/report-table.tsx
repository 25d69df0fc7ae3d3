import { Button, Card, Group, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ResponsiveTable, type Column } from '../../../components/data/responsive-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import { downloadCsv, toCsv, type CsvColumn } from '../model/csv';

type ReportTableProps<T> = {
  title: string;
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  columns: readonly (Column<T> & { csv: CsvColumn<T>['value'] })[];
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
