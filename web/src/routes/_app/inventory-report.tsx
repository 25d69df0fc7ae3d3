import { createFileRoute } from '@tanstack/react-router';
import { reportQueries, type MonthRange } from '../../features/reports/api/report-queries';
import { InventoryReportView } from '../../features/reports/components/inventory-report-view';
import { reportRangeRoute } from '../../features/reports/model/report-route';

export const Route = createFileRoute('/_app/inventory-report')({
  ...reportRangeRoute,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(reportQueries.inventory(deps)),
  component: InventoryReportPage,
});

function InventoryReportPage() {
  const range: MonthRange = Route.useSearch();
  const navigate = Route.useNavigate();
  return <InventoryReportView range={range} onRangeChange={(next) => void navigate({ search: { from: next.from, to: next.to }, replace: true })} />;
}
