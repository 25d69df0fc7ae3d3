import { useSearch } from '@tanstack/react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { ShipmentControl } from './shipment-control';
import { ShipmentDraftReview } from './shipment-flow';

/** The `/transportation-preview` screen. Without `?shipment=`: review the shipment being planned. With it: that shipment, to dispatch, track and deliver. */
export function TransportationPreviewPage() {
  const { shipment } = useSearch({ from: '/_app/transportation-preview' });
  return (
    <>
      <PageHeader eyebrow="Logistics" title={shipment ? 'Shipment' : 'Review the shipment'} description={shipment ? 'Dispatch it, report its positions, deliver it.' : 'Check everything, then plan it: the goods are reserved for it.'} />
      {shipment ? <ShipmentControl key={shipment} id={shipment} /> : <ShipmentDraftReview />}
    </>
  );
}
