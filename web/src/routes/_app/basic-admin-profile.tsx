import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { docsQueries } from '../../features/docs/api/docs-queries';
import { ensureAll } from '../../lib/query-client';
import { profileQueries } from '../../features/profile/api/profile-queries';
import { AccountAdmin } from '../../features/profile/components/account-admin';
import { WithMyProfile } from '../../features/profile/components/with-my-profile';

export const Route = createFileRoute('/_app/basic-admin-profile')({
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(profileQueries.me()), ensureAll(context.queryClient, profileQueries.sessions(), docsQueries.apiKeys())]),
  component: AdminProfilePage,
});

function AdminProfilePage() {
  return (
    <>
      <PageHeader eyebrow="Settings" title="Account and administration" description="Your role, your company, your support rights, where you are signed in and your API keys." />
      <WithMyProfile>{(me) => <AccountAdmin profile={me} />}</WithMyProfile>
    </>
  );
}
