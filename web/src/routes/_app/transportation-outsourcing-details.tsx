import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { logisticsQueries } from '../../features/logistics/api/logistics-queries';
import { CarrierForm, CarrierList } from '../../features/logistics/components/carriers';
import { ensureAll } from '../../lib/query-client';

export const Route = createFileRoute('/_app/transportation-outsourcing-details')({
  loader: ({ context }) => ensureAll(context.queryClient, logisticsQueries.carriers(), logisticsQueries.transportModes()),
  component: () => (
    <>
      <PageHeader eyebrow="Logistics" title="Outsourced transportation" description="Your carriers and the modes they offer; choose one to plan a shipment." />
      <Stack gap="lg">
        <CarrierList />
        <CarrierForm />
      </Stack>
    </>
  ),
});
