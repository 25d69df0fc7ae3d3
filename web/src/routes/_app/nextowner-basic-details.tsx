import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { NextOwnerForm } from '../../features/logistics/components/next-owner-flow';

export const Route = createFileRoute('/_app/nextowner-basic-details')({
  component: () => (
    <>
      <PageHeader eyebrow="Logistics" title="Next owner" description="Find the registered user who receives your goods next." link={{ to: '/nextowner-list', variant: 'default', children: 'Your next owners' }} />
      <NextOwnerForm />
    </>
  ),
});
