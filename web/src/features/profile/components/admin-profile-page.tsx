import { PageHeader } from '../../../components/layout/page-header';
import { AccountAdmin } from './account-admin';
import { WithMyProfile } from './with-my-profile';

/** The `/basic-admin-profile` screen. */
export function AdminProfilePage() {
  return (
    <>
      <PageHeader eyebrow="Settings" title="Account and administration" description="Your role, your company, your support rights, where you are signed in and your API keys." />
      <WithMyProfile>{(me) => <AccountAdmin profile={me} />}</WithMyProfile>
    </>
  );
}
