import { Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { ButtonLink } from '../../components/links/router-links';
import { logisticsQueries } from '../../features/logistics/api/logistics-queries';
import { LogisticsOverview } from '../../features/logistics/components/logistics-overview';

export const Route = createFileRoute('/_app/logistics-listings')({
  loader: ({ context }) => Promise.all([context.queryClient.ensureQueryData(logisticsQueries.warehouses()), context.queryClient.ensureQueryData(logisticsQueries.shipments())]).catch(() => undefined),
  component: LogisticsListingsPage,
});

function LogisticsListingsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Logistics"
        title="Logistics"
        description="Packaging, warehouses, next owners, carriers and shipments in one place."
        actions={
          <Group gap="sm">
            <ButtonLink to="/warehouse-types" variant="default" leftSection={<IconPlus size={16} />}>
              Warehouse
            </ButtonLink>
            <ButtonLink to="/transportation-types" leftSection={<IconPlus size={16} />}>
              Shipment
            </ButtonLink>
          </Group>
        }
      />
      <LogisticsOverview />
    </>
  );
}
