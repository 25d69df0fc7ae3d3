import { Anchor, Card, Group, Pagination, SegmentedControl, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRoute, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateText } from '../../../components/data/date-text';
import { GoodsSummary } from '../../../components/data/goods-summary';
import { ResponsiveTable, type Column } from '../../../components/data/responsive-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryError } from '../../../components/feedback/query-error';
import { ActionIconLink} from '../../../components/links/router-links';
import { LocationText } from '../../../components/location/location-text';
import { OWNED_PAGE, stockItemQueries, type GoodsType, type OwnedGoods } from '../api/stock-item-queries';
import { PublicPageLink } from '../../../components/links/public-page-link';
import { packedInColumn } from './item-columns';

const nameOf = (goods: OwnedGoods) => (goods.type === 'package' ? goods.brand_name ?? '' : goods.product?.name ?? '');
const imageOf = (goods: OwnedGoods) => goods.product?.images?.[0]?.thumbnail ?? goods.product?.images?.[0]?.image ?? null;

const columns: Column<OwnedGoods>[] = [
  { key: 'goods', label: 'Product', primary: true, cell: (goods) => <GoodsSummary displayId={goods.display_id} name={nameOf(goods)} image={imageOf(goods)} size="sm" /> },
  { key: 'brand', label: 'Brand', cell: (goods) => (goods.type === 'package' ? goods.brand_name : goods.product?.brand) || '—' },
  packedInColumn('Not packed'),
  { key: 'location', label: 'Location', cell: (goods) => <LocationText location={goods.location} address={goods.address_location} lineClamp={1} /> },
  { key: 'since', label: 'Owned since', nowrap: true, cell: (goods) => <DateText value={goods.since} /> },
];

/**
 * "What I own": every stock item and package the user owns now, registered or received, newest first, searchable
 * and paged. Live: its key sits under the stock lists, which every ownership message invalidates.
 */
export function OwnedGoodsList() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [type, setType] = useState<'all' | GoodsType>('all');
  const [page, setPage] = useState(1);
  const params = { type: type === 'all' ? undefined : type, q: q || undefined, limit: OWNED_PAGE, offset: (page - 1) * OWNED_PAGE };
  const owned = useQuery(stockItemQueries.owned(params));
  const pages = Math.max(1, Math.ceil((owned.data?.count ?? 0) / OWNED_PAGE));
  const filtered = Boolean(q) || type !== 'all';

  return (
    <Card component="section" aria-labelledby="owned-title" data-testid="owned-goods">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="h3" id="owned-title">
              What I own
            </Title>
            <Text size="sm" c="dimmed" aria-live="polite">
              {owned.data ? `${owned.data.count} ${owned.data.count === 1 ? 'piece' : 'pieces'}${filtered ? ' found' : ''}` : 'Stock items and packages you own now'}
            </Text>
          </Stack>
          <Group gap="sm" wrap="wrap">
            <SegmentedControl
              aria-label="Show"
              value={type}
              onChange={(value) => {
                setType(value as typeof type);
                setPage(1);
              }}
              data={[
                { value: 'all', label: 'All' },
                { value: 'item', label: 'Items' },
                { value: 'package', label: 'Packages' },
              ]}
            />
            <TextInput
              aria-label="Search what I own"
              placeholder="Search by id or name"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              size="sm"
              w={{ base: '100%', xs: 240 }}
            />
          </Group>
        </Group>
        {owned.isError ? (
          <QueryError error={owned.error} onRetry={() => owned.refetch()} />
        ) : (
          <ResponsiveTable
            label="What I own"
            rows={owned.data?.results}
            columns={columns}
            loading={owned.isLoading}
            empty={
              filtered ? (
                <EmptyState compact title="Nothing matches" description="Try another id or name, or show everything." />
              ) : (
                <EmptyState
                  compact
                  title="You own nothing yet"
                  description="Stock items you register, and pieces handed over to you, appear here."
                />
              )
            }
            actions={(goods) => (
              <Group gap={4} wrap="nowrap">
                <Tooltip label="Owner chain">
                  <ActionIconLink
                    to={goods.type === 'package' ? '/package-details/$id' : '/tracking/{-$id}'}
                    params={{ id: goods.display_id }}
                    variant="subtle"
                    aria-label={`Details of ${goods.display_id}`}
                  >
                    <IconRoute size={18} />
                  </ActionIconLink>
                </Tooltip>
                <PublicPageLink id={goods.display_id} />
              </Group>
            )}
          />
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={setPage} getControlProps={(control) => ({ 'aria-label': `${control} page` })} getItemProps={(n) => ({ 'aria-label': `Page ${n}` })} />
          </Group>
        )}
        {owned.isFetching && !owned.isLoading && (
          <Anchor component="span" size="xs" c="dimmed" aria-live="polite">
            Updating…
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
