import { Stack, Text } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { shortMonth } from '../../../components/charts/chart-colors';
import { QueryError } from '../../../components/feedback/query-error';
import { PageHeader } from '../../../components/layout/page-header';
import { ReportsTabs } from '../../../components/layout/reports-tabs';
import type { MonthRange } from '../api/report-queries';
import { MonthRangePicker } from './month-range-picker';

type ReportQuery = { data?: { range: { from: string; to: string } }; isError: boolean; error: unknown; refetch: () => unknown };

type ReportPage = { title: string; description: string; tab: ComponentProps<typeof ReportsTabs>['current']; errorTitle: string };

const REPORT_PAGES = {
  inventory: {
    title: 'Inventory report',
    description: 'Stock you own now, by the month it came to you (registered or received). Months are UTC.',
    tab: '/inventory-report',
    errorTitle: 'The inventory report could not be loaded',
  },
  logistics: {
    title: 'Logistics report',
    description: 'Your stock in packages and warehouses, your shipments and deliveries. Months are UTC.',
    tab: '/logistics-report',
    errorTitle: 'The logistics report could not be loaded',
  },
} satisfies Record<string, ReportPage>;

type ReportFrameProps = {
  kind: keyof typeof REPORT_PAGES;
  range: MonthRange;
  onRangeChange: (range: MonthRange) => void;
  report: ReportQuery;
  children: ReactNode;
};

/** What every month-range report shows around its figures: the header with the range picker, the report tabs, the load error, the months shown. */
export function ReportFrame({ kind, range, onRangeChange, report, children }: ReportFrameProps) {
  const { title, description, tab, errorTitle } = REPORT_PAGES[kind];
  return (
    <Stack gap="lg">
      <PageHeader eyebrow="Reports" title={title} description={description} actions={<MonthRangePicker value={range} onChange={onRangeChange} />} />
      <ReportsTabs current={tab} />
      {report.isError && <QueryError error={report.error} onRetry={() => void report.refetch()} title={errorTitle} />}
      {report.data && (
        <Text size="sm" c="dimmed" data-testid="report-range">
          {shortMonth(report.data.range.from)} – {shortMonth(report.data.range.to)}
        </Text>
      )}
      {children}
    </Stack>
  );
}
