import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { logisticsQueries } from '../../features/logistics/api/logistics-queries';
import { ensureAll } from '../../lib/query-client';
import { ShipmentModeForm } from '../../features/logistics/components/shipment-flow';

/** `{id}` is the outsourced carrier; without it the shipment goes with the own fleet. */
export const Route = createFileRoute('/_app/transportation-mode/{-$id}')({
  loader: ({ context }) => ensureAll(context.queryClient, logisticsQueries.transportModes(), logisticsQueries.warehouses(), logisticsQueries.nextOwners()),
  component: TransportationModePage,
});

function TransportationModePage() {
  const { id } = Route.useParams();
  return (
    <>
      <PageHeader eyebrow="Logistics" title="Transportation details" description="Mode, vehicle, driver, origin, destination and expected date." />
      <ShipmentModeForm key={id ?? 'own'} carrier={id ?? 'own'} />
    </>
  );
}
