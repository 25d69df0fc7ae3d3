import { Badge, Button, Card, Checkbox, Group, ScrollArea, Stack, Tabs, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { DateText } from '../../../components/data/date-text';
import { ResponsiveTable, type Column } from '../../../components/data/responsive-table';
import { IconBox, IconPackages, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryError } from '../../../components/feedback/query-error';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { MAX_PAGE, stockItemQueries, type StockItem } from '../../inventory/api/stock-item-queries';
import { packageQueries, type ContentRef, type Package } from '../api/package-queries';
import { usePackagingMutations } from '../api/use-packaging-mutations';
import { matchesSearch, packageLevel } from '../../../lib/package-level';
import { SectionHeading } from '../../../components/layout/section-heading';
import { SkeletonRows } from '../../../components/feedback/skeleton-rows';

/** Rows drawn at once; the search narrows long lists. */
const SHOWN = 200;

/**
 * Picks what goes into `target`: own loose stock items, and own loose level-1 packages (a package already
 * inside another is sealed; a level-2 package cannot go into another). The server checks the same rules.
 */
export function PackContentsPicker({ target, defaultTab, onPacked }: { target: Package; defaultTab: 'items' | 'packages'; onPacked: (pkg: Package) => void }) {
  const [tab, setTab] = useState<string>(defaultTab);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const [chosen, setChosen] = useState<Map<string, ContentRef>>(new Map());
  const items = useQuery(stockItemQueries.page(undefined, MAX_PAGE, 0));
  const packages = useQuery(packageQueries.list());

  const looseItems = useMemo(() => (items.data?.items ?? []).filter((item) => !item.packed_in), [items.data]);
  const loosePackages = useMemo(
    () => (packages.data ?? []).filter((pkg) => pkg.display_id !== target.display_id && !pkg.packed_in && packageLevel(pkg) === 1),
    [packages.data, target.display_id],
  );
  const shownItems = looseItems.filter((item) => matchesSearch(query, item.display_id, item.product.name, item.product.brand, item.batch)).slice(0, SHOWN);
  const shownPackages = loosePackages.filter((pkg) => matchesSearch(query, pkg.display_id, pkg.brand_name));
  const chosenItems = [...chosen.values()].filter((entry) => entry.type === 'item').length;
  const chosenPackages = chosen.size - chosenItems;

  const toggle = (entry: ContentRef) =>
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(entry.id)) next.delete(entry.id);
      else next.set(entry.id, entry);
      return next;
    });

  const pack = usePackagingMutations().pack;
  const packChosen = () =>
    pack.mutate(
      { packageId: target.display_id, contents: [...chosen.values()] },
      {
        onSuccess: (result) => {
          toast.success(`${chosen.size} added to ${target.display_id}`);
          setChosen(new Map());
          onPacked(result.packege);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <SectionHeading title={<>Choose the contents of {target.display_id}</>}>
            Only your own items and packages that are not packed yet are listed.
          </SectionHeading>
          <TextInput
            label="Search"
            placeholder="Id, product, brand or batch"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={{ base: '100%', sm: 300 }}
          />
        </Group>
        <Tabs value={tab} onChange={(value) => setTab(value ?? 'items')} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="items" leftSection={<IconBox size={16} />}>
              Stock items ({looseItems.length})
            </Tabs.Tab>
            <Tabs.Tab value="packages" leftSection={<IconPackages size={16} />}>
              Level-1 packages ({loosePackages.length})
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="items" pt="md">
            <PickList kind="item" query={items} rows={shownItems} total={looseItems.length} chosen={chosen} toggle={toggle} />
          </Tabs.Panel>
          <Tabs.Panel value="packages" pt="md">
            <PickList kind="package" query={packages} rows={shownPackages} total={loosePackages.length} chosen={chosen} toggle={toggle} />
          </Tabs.Panel>
        </Tabs>
        <Group justify="space-between" gap="sm" wrap="wrap" pos="sticky" bottom={0} bg="white" py="xs">
          <Group gap="xs">
            <Badge variant="light" color="brass">
              {chosenItems} item{chosenItems === 1 ? '' : 's'}
            </Badge>
            <Badge variant="light" color="ink">
              {chosenPackages} package{chosenPackages === 1 ? '' : 's'}
            </Badge>
            {chosen.size > 0 && (
              <Button size="compact-sm" variant="subtle" onClick={() => setChosen(new Map())}>
                Clear
              </Button>
            )}
          </Group>
          <Button onClick={packChosen} disabled={chosen.size === 0} loading={pack.isPending}>
            Add {chosen.size || ''} to package
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

type Rows = { item: StockItem; package: Package };

/** What each tab lists: its table's name, its id column, what an empty list says, and its own columns. */
const KINDS: { [K in keyof Rows]: { label: string; idLabel: string; none: string; noneHint: string; noMatchHint: string; columns: Column<Rows[K]>[] } } = {
  item: {
    label: 'Loose stock items',
    idLabel: 'Item id',
    none: 'No loose stock items',
    noneHint: 'Every item you own is packed, or you have none yet.',
    noMatchHint: 'Try another id or name.',
    columns: [
      {
        key: 'product',
        label: 'Product',
        cell: (item) => (
          <>
            {item.product.name} <Text span c="dimmed" size="sm">· {item.product.brand}</Text>
          </>
        ),
      },
      { key: 'batch', label: 'Batch', cell: (item) => item.batch || '—' },
    ],
  },
  package: {
    label: 'Loose level-1 packages',
    idLabel: 'Package id',
    none: 'No loose level-1 packages',
    noneHint: 'Create a level-1 package and fill it first.',
    noMatchHint: 'Create a level-1 package and fill it first.',
    columns: [
      { key: 'brand', label: 'Brand', cell: (pkg) => pkg.brand_name },
      { key: 'items', label: 'Items', cell: (pkg) => pkg.items_count },
      { key: 'created', label: 'Created', nowrap: true, cell: (pkg) => <DateText value={pkg.created_at} style="date" /> },
    ],
  },
};

/**
 * One tab of the picker: what may be packed (`rows`, of `total` loose ones before the search), a checkbox per row (a
 * click on the row toggles it too) and its id first.
 */
function PickList<K extends keyof Rows>({
  kind,
  query,
  rows,
  total,
  chosen,
  toggle,
}: {
  kind: K;
  query: { isError: boolean; isLoading: boolean; error: unknown; refetch: () => unknown };
  rows: Rows[K][];
  total: number;
  chosen: Map<string, ContentRef>;
  toggle: (entry: ContentRef) => void;
}) {
  const { label, idLabel, none, noneHint, noMatchHint, columns } = KINDS[kind] as (typeof KINDS)[K];
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  if (query.isLoading) return <SkeletonRows h={40} />;
  if (rows.length === 0) return <EmptyState compact title={total ? 'Nothing matches the search' : none} description={total ? noMatchHint : noneHint} />;
  const pick = (row: Rows[K]) => toggle({ type: kind, id: row.display_id });
  return (
    <ScrollArea.Autosize mah={440} type="auto">
      <ResponsiveTable<Rows[K]>
        label={label}
        rows={rows}
        rowKey={(row) => row.display_id}
        rowProps={(row) => ({ onClick: () => pick(row), style: { cursor: 'pointer' } })}
        columns={[
          {
            key: 'pick',
            label: 'Pack',
            width: 40,
            header: <VisuallyHidden>Pack</VisuallyHidden>,
            cell: (row) => <Checkbox aria-label={`Pack ${row.display_id}`} checked={chosen.has(row.display_id)} onChange={() => pick(row)} onClick={(e) => e.stopPropagation()} />,
          },
          { key: 'id', label: idLabel, primary: true, cell: (row) => <Text ff="monospace" fw={600} size="sm">{row.display_id}</Text> },
          ...(columns as Column<Rows[K]>[]),
        ]}
      />
    </ScrollArea.Autosize>
  );
}
