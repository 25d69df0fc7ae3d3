import { createFileRoute } from '@tanstack/react-router';
import { logisticsQueries } from '../../features/logistics/api/logistics-queries';
import { CheckInPage } from '../../features/logistics/components/warehouse-stock-pages';
import { ensureAll } from '../../lib/query-client';
import { warehouseSearch } from '../../features/logistics/model/logistics-search';

export const Route = createFileRoute('/_app/inventory-preview')({
  validateSearch: warehouseSearch,
  loaderDeps: ({ search }) => ({ warehouse: search.warehouse }),
  loader: ({ context, deps }) => ensureAll(context.queryClient, logisticsQueries.movable(), deps.warehouse ? logisticsQueries.warehouse(deps.warehouse) : undefined),
  component: CheckInPage,
});
