import { createFileRoute } from '@tanstack/react-router';
import { reportQueries } from '../../features/reports/api/report-queries';
import { ActivityTimeline } from '../../features/reports/components/activity-timeline';

export const Route = createFileRoute('/_app/activities')({
  loader: ({ context }) => void context.queryClient.prefetchInfiniteQuery(reportQueries.activityFeed()),
  component: ActivityTimeline,
});
