import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { NextOwnerPreview } from '../../features/logistics/components/next-owner-flow';

export const Route = createFileRoute('/_app/nextowner-preview')({
  component: () => (
    <>
      <PageHeader eyebrow="Logistics" title="Review the next owner" description="Check the details, then save." />
      <NextOwnerPreview />
    </>
  ),
});
