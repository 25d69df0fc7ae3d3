import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { FullPageLoader } from '../../components/feedback/full-page-loader';
import { QueryError } from '../../components/feedback/query-error';
import { PageHeader } from '../../components/layout/page-header';
import { logisticsQueries } from '../../features/logistics/api/logistics-queries';
import { CheckInPanel, NoWarehouseYet, WarehouseSelect } from '../../features/logistics/components/warehouse-stock';
import { warehouseSearch } from '../../features/logistics/model/logistics-search';

export const Route = createFileRoute('/_app/inventory-preview')({
  validateSearch: warehouseSearch,
  loaderDeps: ({ search }) => ({ warehouse: search.warehouse }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(logisticsQueries.movable()),
      deps.warehouse ? context.queryClient.ensureQueryData(logisticsQueries.warehouse(deps.warehouse)) : undefined,
    ]).catch(() => undefined),
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
        ) : warehouse.isError ? (
          <QueryError error={warehouse.error} onRetry={() => warehouse.refetch()} title="This warehouse could not be loaded" />
        ) : warehouse.data ? (
          <CheckInPanel key={warehouse.data.id} warehouse={warehouse.data} />
        ) : (
          <FullPageLoader />
        )}
      </Stack>
    </>
  );
}
