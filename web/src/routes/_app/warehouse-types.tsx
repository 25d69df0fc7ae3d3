import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { logisticsQueries } from '../../features/logistics/api/logistics-queries';
import { WarehouseTypePicker } from '../../features/logistics/components/warehouse-types';
import { ensureAll } from '../../lib/query-client';

export const Route = createFileRoute('/_app/warehouse-types')({
  loader: ({ context }) => ensureAll(context.queryClient, logisticsQueries.warehouseTypes()),
  component: () => (
    <>
      <PageHeader eyebrow="Logistics" title="Warehouse type" description="What kind of site is it? You give its details next." link={{ to: '/warehouse-list', variant: 'default', children: 'Your warehouses' }} />
      <WarehouseTypePicker />
    </>
  ),
});
