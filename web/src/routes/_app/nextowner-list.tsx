import { IconPlus } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { logisticsQueries } from '../../features/logistics/api/logistics-queries';
import { NextOwnerList } from '../../features/logistics/components/next-owner-lists';
import { ensureAll } from '../../lib/query-client';

export const Route = createFileRoute('/_app/nextowner-list')({
  loader: ({ context }) => ensureAll(context.queryClient, logisticsQueries.nextOwners()),
  component: () => (
    <>
      <PageHeader eyebrow="Logistics" title="Next owners" description="Registered partners you hand goods to." link={{ to: '/nextowner-basic-details', leftSection: <IconPlus size={16} />, children: 'Add a next owner' }} />
      <NextOwnerList />
    </>
  ),
});
