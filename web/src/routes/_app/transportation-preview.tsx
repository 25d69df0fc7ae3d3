import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { logisticsQueries } from '../../features/logistics/api/logistics-queries';
import { ShipmentControl } from '../../features/logistics/components/shipment-control';
import { ShipmentDraftReview } from '../../features/logistics/components/shipment-flow';
import { shipmentSearch } from '../../features/logistics/model/logistics-search';
import { ensureAll } from '../../lib/query-client';

/** Without `?shipment=`: review the shipment being planned. With it: that shipment, to dispatch, track and deliver. */
export const Route = createFileRoute('/_app/transportation-preview')({
  validateSearch: shipmentSearch,
  loaderDeps: ({ search }) => ({ shipment: search.shipment }),
  loader: ({ context, deps }) => (deps.shipment ? ensureAll(context.queryClient, logisticsQueries.shipment(deps.shipment)) : undefined),
  component: TransportationPreviewPage,
});

function TransportationPreviewPage() {
  const { shipment } = Route.useSearch();
  return (
    <>
      <PageHeader eyebrow="Logistics" title={shipment ? 'Shipment' : 'Review the shipment'} description={shipment ? 'Dispatch it, report its positions, deliver it.' : 'Check everything, then plan it: the goods are reserved for it.'} />
      {shipment ? <ShipmentControl key={shipment} id={shipment} /> : <ShipmentDraftReview />}
    </>
  );
}
