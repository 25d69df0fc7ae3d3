import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { WarehousePreview } from '../../features/logistics/components/warehouse-preview';

export const Route = createFileRoute('/_app/warehouse-preview')({
  component: () => (
    <>
      <PageHeader eyebrow="Logistics" title="Review the warehouse" description="Check the details, then save." />
      <WarehousePreview />
    </>
  ),
});
