import { PageHeader } from '../../../components/layout/page-header';
import { ProfileForm } from './profile-form';
import { WithMyProfile } from './with-my-profile';

/** The `/profile` screen. */
export function ProfilePage() {
  return (
    <>
      <PageHeader eyebrow="Settings" title="Your profile" description="How you appear to partners when items change hands." />
      <WithMyProfile>{(me) => <ProfileForm profile={me} />}</WithMyProfile>
    </>
  );
}
