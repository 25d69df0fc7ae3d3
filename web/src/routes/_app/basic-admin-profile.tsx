import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { FullPageLoader } from '../../components/feedback/full-page-loader';
import { QueryError } from '../../components/feedback/query-error';
import { PageHeader } from '../../components/layout/page-header';
import { profileQueries } from '../../features/profile/api/profile-queries';
import { AccountAdmin } from '../../features/profile/components/account-admin';

export const Route = createFileRoute('/_app/basic-admin-profile')({
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(profileQueries.me()), context.queryClient.ensureQueryData(profileQueries.sessions()).catch(() => undefined)]),
  component: AdminProfilePage,
});

function AdminProfilePage() {
  const profile = useQuery(profileQueries.me());
  return (
    <>
      <PageHeader eyebrow="Settings" title="Account and administration" description="Your role, your company, your support rights and where you are signed in." />
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
