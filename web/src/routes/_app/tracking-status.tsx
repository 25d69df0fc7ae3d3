import { IconPlus } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { logisticsQueries } from '../../features/logistics/api/logistics-queries';
import { TrackingStatus } from '../../features/logistics/components/shipment-control';
import { ensureAll } from '../../lib/query-client';

export const Route = createFileRoute('/_app/tracking-status')({
  loader: ({ context }) => ensureAll(context.queryClient, logisticsQueries.shipments()),
  component: () => (
    <>
      <PageHeader eyebrow="Tracking" title="Tracking status" description="Your shipments with their live status, and where those in transit are." link={{ to: '/transportation-types', leftSection: <IconPlus size={16} />, children: 'Plan a shipment' }} />
      <TrackingStatus />
    </>
  ),
});
