import { createFileRoute } from '@tanstack/react-router';
import { logisticsQueries } from '../../features/logistics/api/logistics-queries';
import { NextOwnerListPage } from '../../features/logistics/components/next-owner-lists';
import { ensureAll } from '../../lib/query-client';

export const Route = createFileRoute('/_app/nextowner-list')({
  loader: ({ context }) => ensureAll(context.queryClient, logisticsQueries.nextOwners()),
  component: NextOwnerListPage,
});
