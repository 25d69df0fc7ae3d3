import { Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { ButtonLink } from '../../components/links/router-links';
import { logisticsQueries } from '../../features/logistics/api/logistics-queries';
import { LogisticsOverview } from '../../features/logistics/components/logistics-overview';
import { ensureAll } from '../../lib/query-client';

export const Route = createFileRoute('/_app/logistics-listings')({
  loader: ({ context }) => ensureAll(context.queryClient, logisticsQueries.warehouses(), logisticsQueries.shipments()),
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
