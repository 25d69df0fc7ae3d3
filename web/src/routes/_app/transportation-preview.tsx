import { createFileRoute } from '@tanstack/react-router';
import { logisticsQueries } from '../../features/logistics/api/logistics-queries';
import { TransportationPreviewPage } from '../../features/logistics/components/transportation-preview-page';
import { shipmentSearch } from '../../features/logistics/model/logistics-search';
import { ensureAll } from '../../lib/query-client';

export const Route = createFileRoute('/_app/transportation-preview')({
  validateSearch: shipmentSearch,
  loaderDeps: ({ search }) => ({ shipment: search.shipment }),
  loader: ({ context, deps }) => (deps.shipment ? ensureAll(context.queryClient, logisticsQueries.shipment(deps.shipment)) : undefined),
  component: TransportationPreviewPage,
});
