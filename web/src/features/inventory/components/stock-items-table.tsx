import { Badge, Group, Tooltip } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { DateText } from '../../../components/data/date-text';
import { ResponsiveTable, type Column } from '../../../components/data/responsive-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ActionIconLink} from '../../../components/links/router-links';
import { LocationText } from '../../../components/location/location-text';
import type { StockItem } from '../api/stock-item-queries';
import { PublicPageLink } from '../../../components/links/public-page-link';
import { itemIdColumn } from './item-columns';

const columns: Column<StockItem>[] = [
  itemIdColumn(),
  { key: 'added', label: 'Added', nowrap: true, cell: (item) => <DateText value={item.created_at} /> },
  { key: 'location', label: 'Location', cell: (item) => <LocationText location={item.location} address={item.address_location} lineClamp={1} /> },
  {
    key: 'owner',
    label: 'Owner',
    cell: (item) => (
      <Badge variant="light" color="ink" tt="none" maw="100%">
        {item.owner?.fullname || 'Unnamed owner'}
      </Badge>
    ),
  },
];

export function StockItemsTable({ items, loading, emptyHint }: { items: StockItem[] | undefined; loading?: boolean; emptyHint?: string }) {
  return (
    <ResponsiveTable
      label="Stock items"
      rows={items}
      columns={columns}
      loading={loading}
      empty={<EmptyState compact title="No stock items yet" description={emptyHint ?? 'Add stock items to give each physical piece its own verifiable id.'} />}
      actions={(item) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Owner chain">
            <ActionIconLink to="/tracking/{-$id}" params={{ id: item.display_id }} variant="subtle" aria-label={`Owner chain of ${item.display_id}`}>
              <IconRoute size={18} />
            </ActionIconLink>
          </Tooltip>
          <PublicPageLink id={item.display_id} />
        </Group>
      )}
    />
  );
}
