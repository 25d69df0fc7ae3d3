import { IconPlus } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { logisticsQueries } from '../../features/logistics/api/logistics-queries';
import { WarehouseList } from '../../features/logistics/components/warehouse-list';
import { ensureAll } from '../../lib/query-client';

export const Route = createFileRoute('/_app/warehouse-list')({
  loader: ({ context }) => ensureAll(context.queryClient, logisticsQueries.warehouses()),
  component: () => (
    <>
      <PageHeader eyebrow="Logistics" title="Warehouses" description="Your warehouses, newest first, with what they hold." link={{ to: '/warehouse-types', leftSection: <IconPlus size={16} />, children: 'Add a warehouse' }} />
      <WarehouseList />
    </>
  ),
});
