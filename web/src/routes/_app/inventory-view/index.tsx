import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { logisticsQueries } from '../../../features/logistics/api/logistics-queries';
import { NoWarehouseYet, WarehouseSelect, WarehouseStock } from '../../../features/logistics/components/warehouse-stock';
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

function WarehouseInventoryPage() {
  const { warehouse } = Route.useSearch();
  return (
    <>
      <PageHeader eyebrow="Logistics" title="Warehouse inventory" description="What each warehouse holds; check goods in and out." />
      <Stack gap="lg">
        <WarehouseSelect value={warehouse} to="/inventory-view" />
        {warehouse ? <WarehouseStock key={warehouse} id={warehouse} /> : <NoWarehouseYet />}
      </Stack>
    </>
  );
}
