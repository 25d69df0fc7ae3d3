import { IconPlus } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { ButtonLink } from '../../components/links/router-links';
import { logisticsQueries } from '../../features/logistics/api/logistics-queries';
import { NextOwnerList } from '../../features/logistics/components/next-owner-lists';

export const Route = createFileRoute('/_app/nextowner-list')({
  loader: ({ context }) => context.queryClient.ensureQueryData(logisticsQueries.nextOwners()).catch(() => undefined),
  component: () => (
    <>
      <PageHeader
        eyebrow="Logistics"
        title="Next owners"
        description="Registered partners you hand goods to."
        actions={
          <ButtonLink to="/nextowner-basic-details" leftSection={<IconPlus size={16} />}>
            Add a next owner
          </ButtonLink>
        }
      />
      <NextOwnerList />
    </>
  ),
});
