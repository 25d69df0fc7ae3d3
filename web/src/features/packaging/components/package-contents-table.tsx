import { Badge, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DateText } from '../../../components/data/date-text';
import { type Column } from '../../../components/data/responsive-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import { AnchorLink } from '../../../components/links/router-links';
import { packageQueries, type ContentEntry } from '../api/package-queries';
import { QueryTable } from '../../../components/data/query-table';

const columns: Column<ContentEntry>[] = [
  {
    key: 'id',
    label: 'Id',
    primary: true,
    cell: (entry) =>
      entry.type === 'package' ? (
        <AnchorLink to="/package-details/$id" params={{ id: entry.display_id }} ff="monospace" fw={600}>
          {entry.display_id}
        </AnchorLink>
      ) : (
        <AnchorLink to="/tracking/{-$id}" params={{ id: entry.display_id }} ff="monospace" fw={600}>
          {entry.display_id}
        </AnchorLink>
      ),
  },
  {
    key: 'kind',
    label: 'Kind',
    nowrap: true,
    cell: (entry) => (
      <Badge variant="light" color={entry.type === 'package' ? 'ink' : 'brass.9'}>
        {entry.type === 'package' ? `Level ${entry.level ?? 1} package` : 'Stock item'}
      </Badge>
    ),
  },
  {
    key: 'what',
    label: 'What',
    cell: (entry) =>
      entry.type === 'package' ? (
        entry.brand_name || '—'
      ) : (
        <Stack gap={0}>
          <Text size="sm">{entry.product?.name ?? '—'}</Text>
          {entry.product?.brand && (
            <Text size="xs" c="dimmed">
              {entry.product.brand}
            </Text>
          )}
        </Stack>
      ),
  },
  {
    key: 'added',
    label: 'Added / size',
    nowrap: true,
    cell: (entry) => (entry.type === 'package' ? `${entry.items_count ?? 0} items` : <DateText value={entry.created_at} />),
  },
];

/** The direct contents of a package: stock items with their product, nested packages with their size. */
export function PackageContentsTable({ packageId }: { packageId: string }) {
  const content = useQuery(packageQueries.content(packageId));
  return (
    <QueryTable
      label="Package contents"
      query={content}
      columns={columns}
      empty={<EmptyState compact title="This package is empty" description="Add stock items or level-1 packages to it." />}
    />
  );
}
