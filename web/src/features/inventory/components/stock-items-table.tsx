import { Badge, Group, ScrollArea, Skeleton, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconRoute } from '@tabler/icons-react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { formatDateTime } from '../../../lib/dates';
import type { StockItem } from '../api/stock-item-queries';
import { ActionIconLink, AnchorLink } from '../../../components/links/router-links';

export function StockItemsTable({ items, loading, emptyHint }: { items: StockItem[] | undefined; loading?: boolean; emptyHint?: string }) {
  if (loading) {
    return (
      <Stack gap="xs">
        <Skeleton h={36} />
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  }
  if (!items?.length) return <EmptyState compact title="No stock items yet" description={emptyHint ?? 'Add stock items to give each physical piece its own verifiable id.'} />;
  return (
    <ScrollArea type="auto">
      <Table miw={640} aria-label="Stock items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item id</Table.Th>
            <Table.Th>Added</Table.Th>
            <Table.Th>Location</Table.Th>
            <Table.Th>Owner</Table.Th>
            <Table.Th w={90}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.display_id}>
              <Table.Td>
                <AnchorLink to="/tracking/{-$id}" params={{ id: item.display_id }} fw={600} ff="monospace">
                  {item.display_id}
                </AnchorLink>
              </Table.Td>
              <Table.Td>{formatDateTime(item.created_at)}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={1}>
                  {item.address_location || item.location || 'NA'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color="ink">
                  {item.owner?.fullname || 'Unnamed owner'}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="Owner chain">
                    <ActionIconLink to="/tracking/{-$id}" params={{ id: item.display_id }} variant="subtle" aria-label={`Owner chain of ${item.display_id}`}>
                      <IconRoute size={18} />
                    </ActionIconLink>
                  </Tooltip>
                  <Tooltip label="Public authenticity page">
                    <ActionIconLink to="/productTracking/$id" params={{ id: item.display_id }} target="_blank" variant="subtle" aria-label={`Public page of ${item.display_id}`}>
                      <IconExternalLink size={18} />
                    </ActionIconLink>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
