import { createFileRoute } from '@tanstack/react-router';
import { reportQueries } from '../../features/reports/api/report-queries';
import { InventoryReportView } from '../../features/reports/components/inventory-report-view';
import { RangeReportPage } from '../../features/reports/components/range-report-page';
import { reportRangeRoute } from '../../features/reports/model/report-route';

export const Route = createFileRoute('/_app/inventory-report')({
  ...reportRangeRoute,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(reportQueries.inventory(deps)),
  component: () => <RangeReportPage route={Route} view={InventoryReportView} />,
});
