import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { IconUserQuestion } from '@tabler/icons-react';
import { EmptyState } from '../../components/feedback/empty-state';
import { FullPageLoader } from '../../components/feedback/full-page-loader';
import { QueryError } from '../../components/feedback/query-error';
import { PageHeader } from '../../components/layout/page-header';
import { isApiError } from '../../lib/api-error';
import { optionalText, searchSchema } from '../../lib/search-params';
import { profileQueries } from '../../features/profile/api/profile-queries';
import { PartnerProfileCard } from '../../features/profile/components/partner-profile-card';
import { ensureAll } from '../../lib/query-client';

const partnerSearch = searchSchema({ id: optionalText() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/_app/userProfile')({
  validateSearch: partnerSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  // An unknown id is an expected outcome, shown by the screen; never a router error.
  loader: ({ context, deps }) => (deps.id && UUID.test(deps.id) ? ensureAll(context.queryClient, profileQueries.partner(deps.id)) : undefined),
  component: UserProfilePage,
});

function UserProfilePage() {
  const { id } = Route.useSearch();
  const valid = !!id && UUID.test(id);
  const partner = useQuery({ ...profileQueries.partner(id ?? ''), enabled: valid });
  return (
    <>
      <PageHeader eyebrow="Partners" title="Partner profile" description="Who you are trading with: their name, role and company." />
      {!valid || isApiError(partner.error, 404) ? (
        <EmptyState
          icon={<IconUserQuestion size={28} stroke={1.5} />}
          title="No such partner"
          description="Open a partner's profile from an ownership request or an owner history."
        />
      ) : partner.data ? (
        <PartnerProfileCard partner={partner.data} />
      ) : partner.isError ? (
        <QueryError error={partner.error} onRetry={() => partner.refetch()} />
      ) : (
        <FullPageLoader />
      )}
    </>
  );
}
