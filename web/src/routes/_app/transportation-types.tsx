import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingSkyscraper, IconTruck } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { ButtonLink, CardLink } from '../../components/links/router-links';

export const Route = createFileRoute('/_app/transportation-types')({
  component: TransportationTypesPage,
});

function TransportationTypesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Logistics"
        title="Transportation"
        description="Ship with your own fleet, or with a carrier you outsource to."
        actions={
          <ButtonLink to="/tracking-status" variant="default">
            Your shipments
          </ButtonLink>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <CardLink to="/transportation-mode/{-$id}" params={{ id: undefined }} className="hover-lift" style={{ textDecoration: 'none' }}>
          <Stack gap="sm">
            <ThemeIcon size={48} radius="md" variant="light" color="brass">
              <IconTruck size={26} stroke={1.5} />
            </ThemeIcon>
            <Title order={2} fz={20} c="ink.9">
              Own fleet
            </Title>
            <Text size="sm" c="dimmed">
              Your vehicles and drivers carry the goods.
            </Text>
          </Stack>
        </CardLink>
        <CardLink to="/transportation-outsourcing-details" className="hover-lift" style={{ textDecoration: 'none' }}>
          <Stack gap="sm">
            <ThemeIcon size={48} radius="md" variant="light" color="brass">
              <IconBuildingSkyscraper size={26} stroke={1.5} />
            </ThemeIcon>
            <Title order={2} fz={20} c="ink.9">
              Outsourced
            </Title>
            <Text size="sm" c="dimmed">
              A carrier company you register carries them, by road, rail, air, sea or courier.
            </Text>
          </Stack>
        </CardLink>
      </SimpleGrid>
    </>
  );
}
