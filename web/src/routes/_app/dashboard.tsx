import { createFileRoute } from '@tanstack/react-router';
import { reportQueries } from '../../features/reports/api/report-queries';
import { DashboardView } from '../../features/reports/components/dashboard-view';

export const Route = createFileRoute('/_app/dashboard')({
  // The screen shows its own loading and error states; the loader only starts the fetch early.
  loader: ({ context }) => void context.queryClient.prefetchQuery(reportQueries.dashboard()),
  component: DashboardView,
});
