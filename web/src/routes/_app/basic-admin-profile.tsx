import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { FullPageLoader } from '../../components/feedback/full-page-loader';
import { QueryError } from '../../components/feedback/query-error';
import { PageHeader } from '../../components/layout/page-header';
import { docsQueries } from '../../features/docs/api/docs-queries';
import { profileQueries } from '../../features/profile/api/profile-queries';
import { AccountAdmin } from '../../features/profile/components/account-admin';

export const Route = createFileRoute('/_app/basic-admin-profile')({
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(profileQueries.me()), context.queryClient.ensureQueryData(profileQueries.sessions()).catch(() => undefined),
      context.queryClient.ensureQueryData(docsQueries.apiKeys()).catch(() => undefined),
    ]),
  component: AdminProfilePage,
});

function AdminProfilePage() {
  const profile = useQuery(profileQueries.me());
  return (
    <>
      <PageHeader eyebrow="Settings" title="Account and administration" description="Your role, your company, your support rights, where you are signed in and your API keys." />
      {profile.data ? (
        <AccountAdmin profile={profile.data} />
      ) : profile.isError ? (
        <QueryError error={profile.error} onRetry={() => profile.refetch()} />
      ) : (
        <FullPageLoader />
      )}
    </>
  );
}
