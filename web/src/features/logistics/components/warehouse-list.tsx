import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { IconBuildingWarehouse, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ButtonLink } from '../../../components/links/router-links';
import { logisticsQueries, type Warehouse } from '../api/logistics-queries';
import { fillPercent } from '../model/lat-lng';
import { QueryTable } from '../../../components/data/query-table';
import { PageHeader } from '../../../components/layout/page-header';

export function CapacityBar({ warehouse }: { warehouse: Pick<Warehouse, 'stock_count' | 'capacity' | 'name'> }) {
  const percent = fillPercent(warehouse.stock_count, warehouse.capacity);
  return (
    <Stack gap={4} miw={140}>
      <Progress value={percent} color={percent >= 90 ? 'red' : percent >= 70 ? 'orange' : 'brass'} aria-label={`${warehouse.name}: ${warehouse.stock_count} of ${warehouse.capacity} stock items`} />
      <Text size="xs" c="dimmed" data-testid="stock-count">
        {warehouse.stock_count} / {warehouse.capacity} stock items
      </Text>
    </Stack>
  );
}

/** Own warehouses, newest first, each with its capacity bar. */
export function WarehouseList() {
  const warehouses = useQuery(logisticsQueries.warehouses());
  const types = useQuery(logisticsQueries.warehouseTypes());
  return (
    <QueryTable
      label="Warehouses"
      query={warehouses}
      errorTitle="Warehouses could not be loaded"
      empty={
        <EmptyState
          icon={<IconBuildingWarehouse size={28} stroke={1.5} />}
          title="No warehouses yet"
          description="Add a warehouse to check goods in and ship from it."
          link={{ to: '/warehouse-types', children: 'Add a warehouse' }}
        />
      }
      columns={[
        { key: 'name', label: 'Warehouse', primary: true, cell: (w) => <Text fw={600}>{w.name}</Text> },
        { key: 'type', label: 'Type', cell: (w) => <Badge variant="light" color="gray">{types.data?.find((t) => t.id === w.type)?.name ?? w.type}</Badge> },
        { key: 'stock', label: 'Stock', cell: (w) => <CapacityBar warehouse={w} /> },
        { key: 'address', label: 'Address', cell: (w) => <Text size="sm" lineClamp={2}>{w.address}</Text> },
      ]}
      actions={(w) => (
        <Group gap="xs" wrap="nowrap">
          <ButtonLink size="xs" to="/inventory-view" search={{ warehouse: w.id }} aria-label={`Stock of ${w.name}`}>
            Stock
          </ButtonLink>
          <ButtonLink size="xs" variant="default" to="/warehouse-basic-details/{-$id}" params={{ id: w.id }} aria-label={`Edit ${w.name}`}>
            Edit
          </ButtonLink>
        </Group>
      )}
    />
  );
}

/** The `/warehouse-list` screen. */
export function WarehouseListPage() {
  return (
    <>
      <PageHeader eyebrow="Logistics" title="Warehouses" description="Your warehouses, newest first, with what they hold." link={{ to: '/warehouse-types', leftSection: <IconPlus size={16} />, children: 'Add a warehouse' }} />
      <WarehouseList />
    </>
  );
}
