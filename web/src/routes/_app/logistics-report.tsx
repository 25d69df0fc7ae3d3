import { createFileRoute } from '@tanstack/react-router';
import { reportQueries, type MonthRange } from '../../features/reports/api/report-queries';
import { LogisticsReportView } from '../../features/reports/components/logistics-report-view';
import { optionalMonth, searchSchema } from '../../lib/search-params';

// `?from=2026-01&to=2026-06`: UTC months, both included (the server's default: everything up to this month).
const rangeSearch = searchSchema({ from: optionalMonth(), to: optionalMonth() });

export const Route = createFileRoute('/_app/logistics-report')({
  validateSearch: rangeSearch,
  loaderDeps: ({ search }) => ({ from: search.from, to: search.to }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(reportQueries.logistics(deps)),
  component: LogisticsReportPage,
});

function LogisticsReportPage() {
  const range: MonthRange = Route.useSearch();
  const navigate = Route.useNavigate();
  return <LogisticsReportView range={range} onRangeChange={(next) => void navigate({ search: { from: next.from, to: next.to }, replace: true })} />;
}
