import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { logisticsQueries } from '../../features/logistics/api/logistics-queries';
import { ShipmentGoodsStep } from '../../features/logistics/components/shipment-flow';

export const Route = createFileRoute('/_app/packagelist')({
  loader: ({ context }) => context.queryClient.ensureQueryData(logisticsQueries.movable()).catch(() => undefined),
  component: () => (
    <>
      <PageHeader eyebrow="Logistics" title="Goods to ship" description="Pick the packages and loose items of the shipment." />
      <ShipmentGoodsStep />
    </>
  ),
});
