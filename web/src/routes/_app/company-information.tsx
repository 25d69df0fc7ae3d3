import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { ButtonLink } from '../../components/links/router-links';
import { profileQueries } from '../../features/profile/api/profile-queries';
import { CompanyForm } from '../../features/profile/components/company-form';
import { WithMyProfile } from '../../features/profile/components/with-my-profile';

export const Route = createFileRoute('/_app/company-information')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueries.me()),
  component: CompanyInformationPage,
});

function CompanyInformationPage() {
  const profile = useQuery(profileQueries.me());
  return (
    <>
      <PageHeader
        eyebrow="Settings"
        title="Company information"
        description="Brands trade with companies: tell your partners who you work for."
        actions={
          profile.data && (
            <ButtonLink to="/userProfile" search={{ id: profile.data.id }} variant="light">
              See your public profile
            </ButtonLink>
          )
        }
      />
      <WithMyProfile>{(me) => <CompanyForm profile={me} />}</WithMyProfile>
    </>
  );
}
