import { Stack, Text } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { shortMonth } from '../../../components/charts/chart-colors';
import { QueryError } from '../../../components/feedback/query-error';
import { PageHeader } from '../../../components/layout/page-header';
import { ReportsTabs } from '../../../components/layout/reports-tabs';
import type { MonthRange } from '../api/report-queries';
import { MonthRangePicker } from './month-range-picker';

type ReportQuery = { data?: { range: { from: string; to: string } }; isError: boolean; error: unknown; refetch: () => unknown };

type ReportFrameProps = {
  title: string;
  description: string;
  tab: ComponentProps<typeof ReportsTabs>['current'];
  range: MonthRange;
  onRangeChange: (range: MonthRange) => void;
  report: ReportQuery;
  errorTitle: string;
  children: ReactNode;
};

/** What every month-range report shows around its figures: the header with the range picker, the report tabs, the load error, the months shown. */
export function ReportFrame({ title, description, tab, range, onRangeChange, report, errorTitle, children }: ReportFrameProps) {
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
