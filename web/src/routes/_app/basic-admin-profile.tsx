import { createFileRoute } from '@tanstack/react-router';
import { docsQueries } from '../../features/docs/api/docs-queries';
import { ensureAll } from '../../lib/query-client';
import { profileQueries } from '../../features/profile/api/profile-queries';
import { AdminProfilePage } from '../../features/profile/components/admin-profile-page';

export const Route = createFileRoute('/_app/basic-admin-profile')({
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(profileQueries.me()), ensureAll(context.queryClient, profileQueries.sessions(), docsQueries.apiKeys())]),
  component: AdminProfilePage,
});
