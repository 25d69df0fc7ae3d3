import { createFileRoute } from '@tanstack/react-router';
import { logisticsQueries } from '../../features/logistics/api/logistics-queries';
import { WarehouseListPage } from '../../features/logistics/components/warehouse-list';
import { ensureAll } from '../../lib/query-client';

export const Route = createFileRoute('/_app/warehouse-list')({
  loader: ({ context }) => ensureAll(context.queryClient, logisticsQueries.warehouses()),
  component: WarehouseListPage,
});
