import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../components/feedback/query-state';
import { PageHeader } from '../../components/layout/page-header';
import { logisticsQueries } from '../../features/logistics/api/logistics-queries';
import { WarehouseForm } from '../../features/logistics/components/warehouse-form';
import { ensureAll } from '../../lib/query-client';
import { warehouseFlowSearch } from '../../features/logistics/model/logistics-search';

export const Route = createFileRoute('/_app/warehouse-basic-details/{-$id}')({
  validateSearch: warehouseFlowSearch,
  loader: ({ context, params }) =>
    ensureAll(context.queryClient, logisticsQueries.warehouseTypes(), params.id ? logisticsQueries.warehouse(params.id) : undefined),
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
      ) : (
        <QueryState query={warehouse} errorTitle="This warehouse could not be loaded">
          {(data) => <WarehouseForm key={data.id} warehouse={data} type={type} />}
        </QueryState>
      )}
    </>
  );
}
