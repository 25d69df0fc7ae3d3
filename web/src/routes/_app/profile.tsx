import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../components/feedback/query-state';
import { PageHeader } from '../../components/layout/page-header';
import { profileQueries } from '../../features/profile/api/profile-queries';
import { ProfileForm } from '../../features/profile/components/profile-form';

export const Route = createFileRoute('/_app/profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueries.me()),
  component: ProfilePage,
});

function ProfilePage() {
  const profile = useQuery(profileQueries.me());
  return (
    <>
      <PageHeader eyebrow="Settings" title="Your profile" description="How you appear to partners when items change hands." />
      <QueryState query={profile} keepData>
        {(me) => <ProfileForm profile={me} />}
      </QueryState>
    </>
  );
}
