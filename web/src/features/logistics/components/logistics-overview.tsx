import { Badge, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBox, IconBuildingWarehouse, IconRoute, IconTruck, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { CardLink } from '../../../components/links/router-links';
import { api } from '../../../lib/api-client';
import { logisticsKeys, logisticsQueries } from '../api/logistics-queries';

function Count({ value, loading }: { value: number | undefined; loading: boolean }) {
  if (loading) return <Skeleton h={28} w={40} />;
  return (
    <Text fz={28} fw={700} c="ink.9" data-testid="count">
      {value ?? '—'}
    </Text>
  );
}

/** One place for packaging, warehouses, next owners, carriers and shipments, each with its count. */
export function LogisticsOverview() {
  const packages = useQuery({ queryKey: [...logisticsKeys.all, 'package-count'], queryFn: () => api.get<unknown[]>('/inventory/getpackage').then((l) => l.length) });
  const warehouses = useQuery(logisticsQueries.warehouses());
  const nextOwners = useQuery(logisticsQueries.nextOwners());
  const carriers = useQuery(logisticsQueries.carriers());
  const shipments = useQuery(logisticsQueries.shipments());
  const moving = shipments.data?.filter((s) => s.status === 'in_transit').length;
  const cards = [
    { title: 'Packaging', text: 'Level-1 and level-2 packages.', icon: IconBox, to: '/list-package' as const, count: packages.data, loading: packages.isPending },
    { title: 'Warehouses', text: 'Where your goods are stored, with capacity.', icon: IconBuildingWarehouse, to: '/warehouse-list' as const, count: warehouses.data?.length, loading: warehouses.isPending },
    { title: 'Next owners', text: 'Registered partners you deliver to.', icon: IconUsers, to: '/nextowner-list' as const, count: nextOwners.data?.length, loading: nextOwners.isPending },
    { title: 'Carriers', text: 'Outsourced transport companies.', icon: IconTruck, to: '/transportation-outsourcing-details' as const, count: carriers.data?.length, loading: carriers.isPending },
    { title: 'Shipments', text: 'Planned, in transit and delivered.', icon: IconRoute, to: '/tracking-status' as const, count: shipments.data?.length, loading: shipments.isPending, extra: moving ? `${moving} in transit` : undefined },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {cards.map(({ title, text, icon: Icon, to, count, loading, extra }) => (
        <CardLink key={title} to={to} className="hover-lift" style={{ textDecoration: 'none' }}>
          <Stack gap="sm">
            <Group justify="space-between">
              <ThemeIcon size={44} radius="md" variant="light" color="brass">
                <Icon size={24} stroke={1.5} />
              </ThemeIcon>
              <Count value={count} loading={loading} />
            </Group>
            <Title order={2} fz={18} c="ink.9">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
            {extra && (
              <Badge color="orange" variant="light" w="fit-content">
                {extra}
              </Badge>
            )}
          </Stack>
        </CardLink>
      ))}
    </SimpleGrid>
  );
}
