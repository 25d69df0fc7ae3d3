import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DateText } from '../../../components/data/date-text';
import { GoodsSummary } from '../../../components/data/goods-summary';
import { ResponsiveTable } from '../../../components/data/responsive-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryError } from '../../../components/feedback/query-error';
import { useConfirm } from '../../../components/feedback/confirm-dialog';
import { ButtonLink } from '../../../components/links/router-links';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { goodsName, logisticsQueries, type GoodsRef, type Warehouse } from '../api/logistics-queries';
import { useLogisticsMutations } from '../api/use-logistics-mutations';
import { CapacityBar } from './warehouse-list';
import { GoodsPicker } from './goods-picker';

/** Chooses one of the user's warehouses (kept in `?warehouse=`). */
export function WarehouseSelect({ value, to }: { value?: string; to: '/inventory-view' | '/inventory-preview' }) {
  const navigate = useNavigate();
  const warehouses = useQuery(logisticsQueries.warehouses());
  return (
    <Select
      label="Warehouse"
      placeholder={warehouses.isPending ? 'Loading…' : 'Choose a warehouse'}
      data={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
      value={value ?? null}
      onChange={(id) => void navigate({ to, search: { warehouse: id ?? undefined } })}
      w={{ base: '100%', sm: 320 }}
      searchable
    />
  );
}

/** What one warehouse holds, with check-out; check-in is on the next screen. */
export function WarehouseStock({ id }: { id: string }) {
  const warehouse = useQuery(logisticsQueries.warehouse(id));
  // Names and photos of what is stored come from the user's own goods (everything stored here is theirs).
  const owned = useQuery(logisticsQueries.movable());
  const named = new Map((owned.data ?? []).map((g) => [g.display_id, g]));
  const { checkOut } = useLogisticsMutations();
  const { confirm } = useConfirm();
  if (warehouse.isError) return <QueryError error={warehouse.error} onRetry={() => warehouse.refetch()} title="This warehouse could not be loaded" />;
  const w = warehouse.data;
  const release = async (goods: GoodsRef) => {
    if (!w) return;
    const ok = await confirm({ title: 'Check out of the warehouse?', message: `${goods.id} leaves ${w.name} and is back in stock with you.`, confirmLabel: 'Check out' });
    if (!ok) return;
    checkOut.mutate({ warehouse: w.id, goods: [goods] }, { onSuccess: () => toast.success(`${goods.id} checked out`), onError: (e) => toast.error(errorMessage(e)) });
  };
  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="md">
          <Stack gap={4}>
            <Title order={2} fz="lg">
              {w?.name ?? 'Warehouse'}
            </Title>
            {w && <CapacityBar warehouse={w} />}
          </Stack>
          <ButtonLink to="/inventory-preview" search={{ warehouse: id }} leftSection={<IconLogin2 size={16} />}>
            Check goods in
          </ButtonLink>
        </Group>
        <ResponsiveTable
          label={`Stock of ${w?.name ?? 'the warehouse'}`}
          loading={warehouse.isPending}
          rows={w?.contents}
          empty={<EmptyState compact title="This warehouse is empty" description="Check goods in to store them here." />}
          columns={[
            { key: 'goods', label: 'Goods', primary: true, cell: (c) => {
                const g = named.get(c.display_id);
                return <GoodsSummary size="sm" displayId={c.display_id} name={g ? goodsName(g) : c.type === 'package' ? 'Package' : 'Stock item'} image={g?.product?.images?.[0]?.image} />;
              },
            },
            { key: 'since', label: 'Since', cell: (c) => <DateText value={c.since} /> },
          ]}
          actions={(c) => (
            <Button size="xs" variant="default" onClick={() => void release({ type: c.type, id: c.display_id })} loading={checkOut.isPending && checkOut.variables?.goods[0]?.id === c.display_id}>
              Check out
            </Button>
          )}
        />
      </Stack>
    </Card>
  );
}

/** Check goods in: pick them, see the room they take, confirm. */
export function CheckInPanel({ warehouse }: { warehouse: Warehouse }) {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<GoodsRef[]>([]);
  const { checkIn } = useLogisticsMutations();
  const free = warehouse.capacity - warehouse.stock_count;
  const submit = () =>
    checkIn.mutate(
      { warehouse: warehouse.id, goods: selected },
      {
        onSuccess: (r) => {
          toast.success(`${r.moved} checked in to ${warehouse.name}`);
          void navigate({ to: '/inventory-view', search: { warehouse: warehouse.id } });
        },
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="lg">
            Check in to {warehouse.name}
          </Title>
          <Text size="sm" c="dimmed">
            Room for {free} more stock items (a package counts everything it holds).
          </Text>
        </Group>
        <GoodsPicker statuses={['in_stock', 'delivered']} selected={selected} onChange={setSelected} label="Goods to check in" />
        <Group justify="flex-end">
          <Button onClick={submit} disabled={selected.length === 0} loading={checkIn.isPending}>
            Check in {selected.length || ''}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function NoWarehouseYet() {
  return <EmptyState title="No warehouse chosen" description="Choose one of your warehouses above, or add one." action={<ButtonLink to="/warehouse-types" variant="default">Add a warehouse</ButtonLink>} />;
}
