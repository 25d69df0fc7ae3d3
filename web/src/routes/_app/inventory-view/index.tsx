import { createFileRoute } from '@tanstack/react-router';
import { logisticsQueries } from '../../../features/logistics/api/logistics-queries';
import { WarehouseInventoryPage } from '../../../features/logistics/components/warehouse-stock-pages';
import { ensureAll } from '../../../lib/query-client';
import { warehouseSearch } from '../../../features/logistics/model/logistics-search';

// A folder index rather than `inventory-view.tsx`: the generator would derive the same identifier for
// `/inventory-view` and `/inventoryView`, both of which the specification lists.
export const Route = createFileRoute('/_app/inventory-view/')({
  validateSearch: warehouseSearch,
  loaderDeps: ({ search }) => ({ warehouse: search.warehouse }),
  loader: ({ context, deps }) => ensureAll(context.queryClient, logisticsQueries.warehouses(), deps.warehouse ? logisticsQueries.warehouse(deps.warehouse) : undefined),
  component: WarehouseInventoryPage,
});
