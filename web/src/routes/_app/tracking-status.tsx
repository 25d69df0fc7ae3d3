import { createFileRoute } from '@tanstack/react-router';
import { logisticsQueries } from '../../features/logistics/api/logistics-queries';
import { TrackingStatusPage } from '../../features/logistics/components/shipment-control';
import { ensureAll } from '../../lib/query-client';

export const Route = createFileRoute('/_app/tracking-status')({
  loader: ({ context }) => ensureAll(context.queryClient, logisticsQueries.shipments()),
  component: TrackingStatusPage,
});
