import { createFileRoute } from '@tanstack/react-router';
import { reportQueries } from '../../features/reports/api/report-queries';
import { LogisticsReportView } from '../../features/reports/components/logistics-report-view';
import { RangeReportPage } from '../../features/reports/components/range-report-page';
import { reportRangeRoute } from '../../features/reports/model/report-route';

export const Route = createFileRoute('/_app/logistics-report')({
  ...reportRangeRoute,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(reportQueries.logistics(deps)),
  component: () => <RangeReportPage route={Route} view={LogisticsReportView} />,
});
