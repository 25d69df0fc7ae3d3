import { createFileRoute } from '@tanstack/react-router';
import { reportQueries, type MonthRange } from '../../features/reports/api/report-queries';
import { LogisticsReportView } from '../../features/reports/components/logistics-report-view';
import { reportRangeRoute } from '../../features/reports/model/report-route';

export const Route = createFileRoute('/_app/logistics-report')({
  ...reportRangeRoute,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(reportQueries.logistics(deps)),
  component: LogisticsReportPage,
});

function LogisticsReportPage() {
  const range: MonthRange = Route.useSearch();
  const navigate = Route.useNavigate();
  return <LogisticsReportView range={range} onRangeChange={(next) => void navigate({ search: { from: next.from, to: next.to }, replace: true })} />;
}
