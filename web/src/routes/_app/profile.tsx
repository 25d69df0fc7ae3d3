import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { profileQueries } from '../../features/profile/api/profile-queries';
import { ProfileForm } from '../../features/profile/components/profile-form';
import { WithMyProfile } from '../../features/profile/components/with-my-profile';

export const Route = createFileRoute('/_app/profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueries.me()),
  component: ProfilePage,
});

function ProfilePage() {
  return (
    <>
      <PageHeader eyebrow="Settings" title="Your profile" description="How you appear to partners when items change hands." />
      <WithMyProfile>{(me) => <ProfileForm profile={me} />}</WithMyProfile>
    </>
  );
}
