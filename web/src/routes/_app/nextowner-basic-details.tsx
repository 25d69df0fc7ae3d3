import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { ButtonLink } from '../../components/links/router-links';
import { NextOwnerForm } from '../../features/logistics/components/next-owner-flow';

export const Route = createFileRoute('/_app/nextowner-basic-details')({
  component: () => (
    <>
      <PageHeader
        eyebrow="Logistics"
        title="Next owner"
        description="Find the registered user who receives your goods next."
        actions={
          <ButtonLink to="/nextowner-list" variant="default">
            Your next owners
          </ButtonLink>
        }
      />
      <NextOwnerForm />
    </>
  ),
});
