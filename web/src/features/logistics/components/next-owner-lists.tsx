import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateText } from '../../../components/data/date-text';
import { GoodsSummary } from '../../../components/data/goods-summary';
import { ResponsiveTable } from '../../../components/data/responsive-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import { useConfirm } from '../../../components/feedback/confirm-dialog';
import { ButtonLink } from '../../../components/links/router-links';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { logisticsQueries, type GoodsRef, type NextOwner } from '../api/logistics-queries';
import { useLogisticsMutations } from '../api/use-logistics-mutations';
import { GoodsPicker } from './goods-picker';
import { QueryTable } from '../../../components/data/query-table';
import { BadgeGroup, NameCell } from '../../../components/data/table-cells';
import { PageHeader } from '../../../components/layout/page-header';

export function NextOwnerList() {
  const owners = useQuery(logisticsQueries.nextOwners());
  return (
    <QueryTable
      label="Next owners"
      query={owners}
      errorTitle="Next owners could not be loaded"
      empty={
        <EmptyState
          icon={<IconUsers size={28} stroke={1.5} />}
          title="No next owners yet"
          description="Add the registered users you hand goods to."
          link={{ to: '/nextowner-basic-details', children: 'Add a next owner' }}
        />
      }
      columns={[
        { key: 'name', label: 'Next owner', primary: true, cell: (n) => <NameCell name={n.user.fullname || n.user.email} detail={n.user.email} /> },
        { key: 'category', label: 'Category', cell: (n) => n.category || '—' },
        { key: 'brands', label: 'Brands', cell: (n) => <BadgeGroup values={n.brands} /> },
        { key: 'delivered', label: 'Delivered', cell: (n) => <Text data-testid="delivered-count">{n.delivered_count}</Text> },
      ]}
      actions={(n) => (
        <ButtonLink size="xs" to="/nextowner-item-list/$id" params={{ id: n.id }} aria-label={`Goods of ${n.user.fullname || n.user.email}`}>
          Goods
        </ButtonLink>
      )}
    />
  );
}

/** What was delivered to one next owner, and a direct delivery of more (all at once, ownership included). */
export function NextOwnerGoods({ nextOwner }: { nextOwner: NextOwner }) {
  const [selected, setSelected] = useState<GoodsRef[]>([]);
  const { deliverTo } = useLogisticsMutations();
  const { confirm } = useConfirm();
  const name = nextOwner.user.fullname || nextOwner.user.email;
  const deliver = async () => {
    const ok = await confirm({
      title: `Deliver to ${name}?`,
      message: `${selected.length} entr${selected.length === 1 ? 'y' : 'ies'} and everything packed inside them become ${name}'s. This cannot be undone.`,
      confirmLabel: 'Deliver',
      tone: 'danger',
    });
    if (!ok) return;
    deliverTo.mutate(
      { nextOwner: nextOwner.id, goods: selected },
      {
        onSuccess: (r) => {
          toast.success(`${r.delivered} delivered to ${name}`);
          setSelected([]);
        },
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  };
  return (
    <Stack gap="lg">
      <Card>
        <Stack gap="md">
          <Title order={2} fz="lg">
            Delivered to {name}
          </Title>
          <ResponsiveTable
            label={`Goods delivered to ${name}`}
            rows={nextOwner.delivered}
            rowKey={(d) => `${d.display_id}-${d.at}`}
            empty={<EmptyState compact title="Nothing delivered yet" description="Deliver goods below, or ship them with a transport." />}
            columns={[
              { key: 'goods', label: 'Goods', primary: true, cell: (d) => <GoodsSummary size="sm" displayId={d.display_id} name={d.type === 'package' ? 'Package' : 'Stock item'} /> },
              { key: 'at', label: 'Delivered', cell: (d) => <DateText value={d.at} /> },
              { key: 'how', label: 'How', cell: (d) => (d.shipment_id ? 'By shipment' : 'Direct') },
            ]}
          />
        </Stack>
      </Card>
      <Card>
        <Stack gap="md">
          <Title order={2} fz="lg">
            Deliver more
          </Title>
          <GoodsPicker statuses={['in_stock', 'in_warehouse', 'delivered']} selected={selected} onChange={setSelected} label="Goods to deliver" />
          <Group justify="flex-end">
            <Button onClick={() => void deliver()} disabled={selected.length === 0} loading={deliverTo.isPending}>
              Deliver {selected.length || ''}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

/** The `/nextowner-list` screen. */
export function NextOwnerListPage() {
  return (
    <>
      <PageHeader eyebrow="Logistics" title="Next owners" description="Registered partners you hand goods to." link={{ to: '/nextowner-basic-details', leftSection: <IconPlus size={16} />, children: 'Add a next owner' }} />
      <NextOwnerList />
    </>
  );
}
