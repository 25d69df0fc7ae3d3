import { Badge, Button, Card, Checkbox, Group, Pagination, ScrollArea, Select, Skeleton, Stack, Table, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconExternalLink, IconQrcode, IconStack2 } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryError } from '../../../components/feedback/query-error';
import { ActionIconLink, AnchorLink, ButtonLink } from '../../../components/links/router-links';
import { errorMessage } from '../../../lib/api-error';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { exportStock, stockItemQueries } from '../api/stock-item-queries';
import { BatchUpdateModal } from './batch-update-modal';

const PAGE_SIZES = ['25', '50', '100'];

/** A product's own stock items, a page at a time, with selection for batch updates and a CSV export. */
export function ProductItemsPanel({ productId }: { productId: string }) {
  const [pageSize, setPageSize] = useState(25);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [batchOpen, setBatchOpen] = useState(false);
  const items = useQuery(stockItemQueries.page(productId, pageSize, (page - 1) * pageSize));
  const exporter = useMutation({ mutationFn: () => exportStock(productId), onError: (error) => toast.error(errorMessage(error)) });

  const rows = items.data?.items ?? [];
  const total = items.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const allOnPage = rows.length > 0 && rows.every((item) => selected.has(item.display_id));
  const someOnPage = rows.some((item) => selected.has(item.display_id));

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const togglePage = () =>
    setSelected((current) => {
      const next = new Set(current);
      for (const item of rows) {
        if (allOnPage) next.delete(item.display_id);
        else next.add(item.display_id);
      }
      return next;
    });

  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz={18}>
              Stock items
            </Title>
            <Text size="sm" c="dimmed">
              {total} item{total === 1 ? '' : 's'} you own of this product, newest first.
            </Text>
          </Stack>
          <Group gap="xs">
            <Button size="xs" variant="light" leftSection={<IconStack2 size={14} />} disabled={selected.size === 0} onClick={() => setBatchOpen(true)}>
              Update batch{selected.size ? ` (${selected.size})` : ''}
            </Button>
            <ButtonLink to="/QR-generated" search={{ product: productId }} size="xs" variant="default" leftSection={<IconQrcode size={14} />}>
              QR codes
            </ButtonLink>
            <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} loading={exporter.isPending} onClick={() => exporter.mutate()} disabled={total === 0}>
              Export CSV
            </Button>
          </Group>
        </Group>

        {items.isError ? (
          <QueryError error={items.error} onRetry={() => items.refetch()} />
        ) : items.isLoading ? (
          <Stack gap="xs">
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        ) : rows.length === 0 ? (
          <EmptyState compact title="No stock items yet" description="Add stock items, or upload a CSV file from the inventory page." />
        ) : (
          <ScrollArea type="auto">
            <Table miw={860} aria-label="Stock items" style={{ opacity: items.isPlaceholderData ? 0.6 : 1, whiteSpace: "nowrap" }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox aria-label="Select all items on this page" checked={allOnPage} indeterminate={!allOnPage && someOnPage} onChange={togglePage} />
                  </Table.Th>
                  <Table.Th>Item id</Table.Th>
                  <Table.Th>Batch</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Expires</Table.Th>
                  <Table.Th>Added</Table.Th>
                  <Table.Th>Packed in</Table.Th>
                  <Table.Th w={50}>
                    <VisuallyHidden>Public page</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((item) => (
                  <Table.Tr key={item.display_id} bg={selected.has(item.display_id) ? 'var(--mantine-color-brass-0)' : undefined}>
                    <Table.Td>
                      <Checkbox aria-label={`Select ${item.display_id}`} checked={selected.has(item.display_id)} onChange={() => toggle(item.display_id)} />
                    </Table.Td>
                    <Table.Td>
                      <AnchorLink to="/tracking/{-$id}" params={{ id: item.display_id }} fw={600} ff="monospace">
                        {item.display_id}
                      </AnchorLink>
                    </Table.Td>
                    <Table.Td>{item.batch || '—'}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={item.status === 'active' || !item.status ? 'teal' : 'gray'}>
                        {item.status || 'active'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDate(item.expire_date)}</Table.Td>
                    <Table.Td>{formatDateTime(item.created_at)}</Table.Td>
                    <Table.Td>
                      {item.packed_in ? (
                        <AnchorLink to="/package-details/$id" params={{ id: item.packed_in }} ff="monospace" size="sm">
                          {item.packed_in}
                        </AnchorLink>
                      ) : (
                        <Text size="sm" c="dimmed">
                          Loose
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Tooltip label="Public authenticity page">
                        <ActionIconLink to="/productTracking/$id" params={{ id: item.display_id }} target="_blank" variant="subtle" aria-label={`Public page of ${item.display_id}`}>
                          <IconExternalLink size={18} />
                        </ActionIconLink>
                      </Tooltip>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}

        {total > 0 && (
          <Group justify="space-between" gap="sm">
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                Rows per page
              </Text>
              <Select
                aria-label="Rows per page"
                data={PAGE_SIZES}
                value={String(pageSize)}
                onChange={(value) => {
                  setPageSize(Number(value ?? 25));
                  setPage(1);
                }}
                w={90}
                size="xs"
                allowDeselect={false}
              />
              {selected.size > 0 && (
                <Button size="xs" variant="subtle" onClick={() => setSelected(new Set())}>
                  Clear selection ({selected.size})
                </Button>
              )}
            </Group>
            <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label="Stock item pages" getControlProps={(control) => ({ 'aria-label': `${control} page` })} />
          </Group>
        )}
      </Stack>
      <BatchUpdateModal
        itemIds={[...selected]}
        opened={batchOpen}
        onClose={() => setBatchOpen(false)}
        onDone={() => {
          setBatchOpen(false);
          setSelected(new Set());
        }}
      />
    </Card>
  );
}
