import { Badge, ScrollArea, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryError } from '../../../components/feedback/query-error';
import { AnchorLink } from '../../../components/links/router-links';
import { formatDateTime } from '../../../lib/dates';
import { packageQueries } from '../api/package-queries';

/** The direct contents of a package: stock items with their product, nested packages with their size. */
export function PackageContentsTable({ packageId }: { packageId: string }) {
  const content = useQuery(packageQueries.content(packageId));
  if (content.isError) return <QueryError error={content.error} onRetry={() => content.refetch()} />;
  if (!content.data)
    return (
      <Stack gap="xs">
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  if (content.data.length === 0) return <EmptyState compact title="This package is empty" description="Add stock items or level-1 packages to it." />;
  return (
    <ScrollArea type="auto">
      <Table miw={620} aria-label="Package contents" style={{ whiteSpace: "nowrap" }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Id</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Added / size</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {content.data.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                {entry.type === 'package' ? (
                  <AnchorLink to="/package-details/$id" params={{ id: entry.display_id }} ff="monospace" fw={600}>
                    {entry.display_id}
                  </AnchorLink>
                ) : (
                  <AnchorLink to="/tracking/{-$id}" params={{ id: entry.display_id }} ff="monospace" fw={600}>
                    {entry.display_id}
                  </AnchorLink>
                )}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={entry.type === 'package' ? 'ink' : 'brass'}>
                  {entry.type === 'package' ? `Level ${entry.level ?? 1} package` : 'Stock item'}
                </Badge>
              </Table.Td>
              <Table.Td>
                {entry.type === 'package' ? (
                  entry.brand_name || '—'
                ) : (
                  <>
                    {entry.product?.name ?? '—'}{' '}
                    {entry.product?.brand && (
                      <Text span size="sm" c="dimmed">
                        · {entry.product.brand}
                      </Text>
                    )}
                  </>
                )}
              </Table.Td>
              <Table.Td>{entry.type === 'package' ? `${entry.items_count ?? 0} items` : formatDateTime(entry.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
