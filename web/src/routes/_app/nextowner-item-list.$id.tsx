import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { FullPageLoader } from '../../components/feedback/full-page-loader';
import { QueryError } from '../../components/feedback/query-error';
import { PageHeader } from '../../components/layout/page-header';
import { logisticsQueries } from '../../features/logistics/api/logistics-queries';
import { NextOwnerGoods } from '../../features/logistics/components/next-owner-lists';
import { ensureAll } from '../../lib/query-client';

export const Route = createFileRoute('/_app/nextowner-item-list/$id')({
  loader: ({ context, params }) => ensureAll(context.queryClient, logisticsQueries.nextOwner(params.id), logisticsQueries.movable()),
  component: NextOwnerItemsPage,
});

function NextOwnerItemsPage() {
  const { id } = Route.useParams();
  const nextOwner = useQuery(logisticsQueries.nextOwner(id));
  return (
    <>
      <PageHeader eyebrow="Logistics" title={nextOwner.data ? nextOwner.data.user.fullname || nextOwner.data.user.email : 'Next owner'} description="What was delivered to them; deliver more." />
      {nextOwner.isError ? (
        <QueryError error={nextOwner.error} onRetry={() => nextOwner.refetch()} title="This next owner could not be loaded" />
      ) : nextOwner.data ? (
        <NextOwnerGoods nextOwner={nextOwner.data} />
      ) : (
        <FullPageLoader />
      )}
    </>
  );
}
