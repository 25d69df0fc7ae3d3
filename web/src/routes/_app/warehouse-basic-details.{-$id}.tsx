import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { FullPageLoader } from '../../components/feedback/full-page-loader';
import { QueryError } from '../../components/feedback/query-error';
import { PageHeader } from '../../components/layout/page-header';
import { logisticsQueries } from '../../features/logistics/api/logistics-queries';
import { WarehouseForm } from '../../features/logistics/components/warehouse-form';
import { warehouseFlowSearch } from '../../features/logistics/model/logistics-search';

export const Route = createFileRoute('/_app/warehouse-basic-details/{-$id}')({
  validateSearch: warehouseFlowSearch,
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(logisticsQueries.warehouseTypes()),
      params.id ? context.queryClient.ensureQueryData(logisticsQueries.warehouse(params.id)) : undefined,
    ]).catch(() => undefined),
  component: WarehouseDetailsPage,
});

function WarehouseDetailsPage() {
  const { id } = Route.useParams();
  const { type } = Route.useSearch();
  const warehouse = useQuery({ ...logisticsQueries.warehouse(id ?? ''), enabled: Boolean(id) });
  return (
    <>
      <PageHeader eyebrow="Logistics" title={id ? 'Edit warehouse' : 'Warehouse details'} description="Name, capacity, contact, address and position of the site." />
      {!id ? (
        <WarehouseForm type={type} />
      ) : warehouse.isError ? (
        <QueryError error={warehouse.error} onRetry={() => warehouse.refetch()} title="This warehouse could not be loaded" />
      ) : warehouse.data ? (
        <WarehouseForm key={warehouse.data.id} warehouse={warehouse.data} type={type} />
      ) : (
        <FullPageLoader />
      )}
    </>
  );
}
