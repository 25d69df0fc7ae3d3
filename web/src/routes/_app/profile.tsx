import { createFileRoute } from '@tanstack/react-router';
import { profileQueries } from '../../features/profile/api/profile-queries';
import { ProfilePage } from '../../features/profile/components/profile-page';

export const Route = createFileRoute('/_app/profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueries.me()),
  component: ProfilePage,
});
