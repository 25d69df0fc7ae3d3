import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../components/feedback/query-state';
import { PageHeader } from '../../components/layout/page-header';
import { logisticsQueries } from '../../features/logistics/api/logistics-queries';
import { CheckInPanel, NoWarehouseYet, WarehouseSelect } from '../../features/logistics/components/warehouse-stock';
import { ensureAll } from '../../lib/query-client';
import { warehouseSearch } from '../../features/logistics/model/logistics-search';

export const Route = createFileRoute('/_app/inventory-preview')({
  validateSearch: warehouseSearch,
  loaderDeps: ({ search }) => ({ warehouse: search.warehouse }),
  loader: ({ context, deps }) => ensureAll(context.queryClient, logisticsQueries.movable(), deps.warehouse ? logisticsQueries.warehouse(deps.warehouse) : undefined),
  component: CheckInPage,
});

function CheckInPage() {
  const { warehouse: id } = Route.useSearch();
  const warehouse = useQuery({ ...logisticsQueries.warehouse(id ?? ''), enabled: Boolean(id) });
  return (
    <>
      <PageHeader eyebrow="Logistics" title="Check goods in" description="Pick what to store, review the room it takes, and confirm." />
      <Stack gap="lg">
        <WarehouseSelect value={id} to="/inventory-preview" />
        {!id ? (
          <NoWarehouseYet />
        ) : (
          <QueryState query={warehouse} errorTitle="This warehouse could not be loaded">
            {(data) => <CheckInPanel key={data.id} warehouse={data} />}
          </QueryState>
        )}
      </Stack>
    </>
  );
}
