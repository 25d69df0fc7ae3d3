import { Badge, Checkbox, Group, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GoodsSummary } from '../../../components/data/goods-summary';
import { ResponsiveTable } from '../../../components/data/responsive-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryError } from '../../../components/feedback/query-error';
import { STATUS_COLOR, STATUS_LABEL, goodsName, logisticsQueries, type GoodsRef, type GoodsStatus, type MovableGoods } from '../api/logistics-queries';

/**
 * Picks goods the user owns and may move now: loose items and outermost packages (what is packed moves with
 * its package), in one of the `statuses` given.
 */
export function GoodsPicker({
  statuses,
  selected,
  onChange,
  label = 'Goods to move',
}: {
  statuses: readonly GoodsStatus[];
  selected: readonly GoodsRef[];
  onChange: (goods: GoodsRef[]) => void;
  label?: string;
}) {
  const movable = useQuery(logisticsQueries.movable());
  const [q, setQ] = useState('');
  if (movable.isError) return <QueryError error={movable.error} onRetry={() => movable.refetch()} title="Your goods could not be loaded" />;
  const needle = q.trim().toLowerCase();
  const rows = (movable.data ?? []).filter((g) => statuses.includes(g.status) && (!needle || g.display_id.toLowerCase().includes(needle) || goodsName(g).toLowerCase().includes(needle)));
  const isOn = (g: MovableGoods) => selected.some((s) => s.id === g.display_id);
  const toggle = (g: MovableGoods) => onChange(isOn(g) ? selected.filter((s) => s.id !== g.display_id) : [...selected, { type: g.type, id: g.display_id }]);
  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TextInput leftSection={<IconSearch size={16} />} placeholder="Search by id or name" aria-label="Search goods" value={q} onChange={(e) => setQ(e.currentTarget.value)} w={{ base: '100%', sm: 280 }} />
        <Text size="sm" c="dimmed" aria-live="polite">
          {selected.length} selected
        </Text>
      </Group>
      <ResponsiveTable
        label={label}
        loading={movable.isPending}
        rows={rows}
        empty={<EmptyState compact title="Nothing to pick" description="Goods you own, loose or in their outermost package, show here when they can make this move." />}
        rowProps={(g) => ({ 'data-selected': isOn(g) || undefined })}
        columns={[
          {
            key: 'pick',
            label: 'Select',
            width: 48,
            cell: (g) => <Checkbox aria-label={`Select ${g.display_id}`} checked={isOn(g)} onChange={() => toggle(g)} />,
          },
          { key: 'goods', label: 'Goods', primary: true, cell: (g) => <GoodsSummary size="sm" displayId={g.display_id} name={goodsName(g)} image={g.product?.images?.[0]?.image} /> },
          { key: 'kind', label: 'Kind', cell: (g) => (g.type === 'package' ? 'Package' : 'Stock item') },
          { key: 'status', label: 'Where', cell: (g) => <Badge variant="light" color={STATUS_COLOR[g.status]}>{STATUS_LABEL[g.status]}</Badge> },
        ]}
      />
    </>
  );
}
