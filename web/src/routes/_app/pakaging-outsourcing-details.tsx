import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { OutsourcePackagingForm } from '../../features/packaging/components/outsource-packaging-form';

export const Route = createFileRoute('/_app/pakaging-outsourcing-details')({
  component: () => (
    <>
      <PageHeader eyebrow="Logistics" title="Outsourced packaging" description="Order packaging from a partner." />
      <OutsourcePackagingForm />
    </>
  ),
});
