import { SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconBuildingWarehouse, IconFreezeRow, IconLock, IconTruckDelivery, IconBuildingFactory2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../../components/feedback/query-error';
import { CardLink } from '../../../components/links/router-links';
import { logisticsQueries } from '../api/logistics-queries';

const ICONS: Record<string, typeof IconBuildingWarehouse> = {
  distribution_centre: IconTruckDelivery,
  cold_storage: IconFreezeRow,
  bonded: IconLock,
  fulfilment_centre: IconBuildingWarehouse,
  retail_store: IconBuildingStore,
  factory: IconBuildingFactory2,
};

/** Step 1 of a new warehouse: its type. */
export function WarehouseTypePicker() {
  const types = useQuery(logisticsQueries.warehouseTypes());
  if (types.isError) return <QueryError error={types.error} onRetry={() => types.refetch()} title="Warehouse types could not be loaded" />;
  if (!types.data) return <SimpleGrid cols={{ base: 1, sm: 3 }}>{[1, 2, 3].map((n) => <Skeleton key={n} h={150} />)}</SimpleGrid>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" role="list" aria-label="Warehouse types">
      {types.data.map((type) => {
        const Icon = ICONS[type.id] ?? IconBuildingWarehouse;
        return (
          <CardLink key={type.id} role="listitem" to="/warehouse-basic-details/{-$id}" params={{ id: undefined }} search={{ type: type.id }} className="hover-lift" style={{ textDecoration: 'none' }}>
            <Stack gap="sm">
              <ThemeIcon size={48} radius="md" variant="light" color="brass">
                <Icon size={26} stroke={1.5} />
              </ThemeIcon>
              <Title order={2} fz={20} c="ink.9">
                {type.name}
              </Title>
              <Text size="sm" c="dimmed">
                {type.description}
              </Text>
            </Stack>
          </CardLink>
        );
      })}
    </SimpleGrid>
  );
}
