import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { logisticsQueries } from '../../features/logistics/api/logistics-queries';
import { ShipmentGoodsStep } from '../../features/logistics/components/shipment-flow';
import { ensureAll } from '../../lib/query-client';

export const Route = createFileRoute('/_app/packagelist')({
  loader: ({ context }) => ensureAll(context.queryClient, logisticsQueries.movable()),
  component: () => (
    <>
      <PageHeader eyebrow="Logistics" title="Goods to ship" description="Pick the packages and loose items of the shipment." />
      <ShipmentGoodsStep />
    </>
  ),
});
