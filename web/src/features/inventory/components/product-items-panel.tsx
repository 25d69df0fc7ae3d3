import { Badge, Button, Card, Checkbox, Group, Pagination, Select, Stack, Text } from '@mantine/core';
import { IconDownload, IconQrcode, IconStack2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateText } from '../../../components/data/date-text';
import { ResponsiveTable } from '../../../components/data/responsive-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryError } from '../../../components/feedback/query-error';
import { ButtonLink } from '../../../components/links/router-links';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { stockItemQueries } from '../api/stock-item-queries';
import { useInventoryMutations } from '../api/use-inventory-mutations';
import { BatchUpdateModal } from './batch-update-modal';
import { SectionHeading } from '../../../components/layout/section-heading';
import { PublicPageLink } from '../../../components/links/public-page-link';
import { itemIdColumn, packedInColumn } from './item-columns';

const PAGE_SIZES = ['25', '50', '100'];

/** A product's own stock items, a page at a time, with selection for batch updates and a CSV export. */
export function ProductItemsPanel({ productId }: { productId: string }) {
  const [pageSize, setPageSize] = useState(25);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [batchOpen, setBatchOpen] = useState(false);
  const items = useQuery(stockItemQueries.page(productId, pageSize, (page - 1) * pageSize));
  const exporter = useInventoryMutations().exportStock;

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
          <SectionHeading title="Stock items">
            {total} item{total === 1 ? '' : 's'} you own of this product, newest first.
          </SectionHeading>
          <Group gap="xs">
            <Button size="xs" variant="light" leftSection={<IconStack2 size={14} />} disabled={selected.size === 0} onClick={() => setBatchOpen(true)}>
              Update batch{selected.size ? ` (${selected.size})` : ''}
            </Button>
            <ButtonLink to="/QR-generated" search={{ product: productId }} size="xs" variant="default" leftSection={<IconQrcode size={14} />}>
              QR codes
            </ButtonLink>
            <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} loading={exporter.isPending} onClick={() => exporter.mutate(productId, { onError: (error) => toast.error(errorMessage(error)) })} disabled={total === 0}>
              Export CSV
            </Button>
          </Group>
        </Group>

        {items.isError ? (
          <QueryError error={items.error} onRetry={() => items.refetch()} />
        ) : (
          <div style={{ opacity: items.isPlaceholderData ? 0.6 : 1 }}>
            <ResponsiveTable
              label="Stock items"
              rows={rows}
              loading={items.isLoading}
              empty={<EmptyState compact title="No stock items yet" description="Add stock items, or upload a CSV file from the inventory page." />}
              rowProps={(item) => ({ bg: selected.has(item.display_id) ? 'var(--mantine-color-brass-0)' : undefined })}
              columns={[
                {
                  key: 'select',
                  label: 'Select',
                  width: 40,
                  header: <Checkbox aria-label="Select all items on this page" checked={allOnPage} indeterminate={!allOnPage && someOnPage} onChange={togglePage} />,
                  cell: (item) => <Checkbox aria-label={`Select ${item.display_id}`} checked={selected.has(item.display_id)} onChange={() => toggle(item.display_id)} />,
                },
                itemIdColumn(),
                { key: 'batch', label: 'Batch', cell: (item) => item.batch || '—' },
                {
                  key: 'status',
                  label: 'Status',
                  nowrap: true,
                  cell: (item) => (
                    <Badge variant="light" color={item.status === 'active' || !item.status ? 'teal.9' : 'gray.7'}>
                      {item.status || 'active'}
                    </Badge>
                  ),
                },
                { key: 'expires', label: 'Expires', nowrap: true, cell: (item) => <DateText value={item.expire_date} style="date" /> },
                { key: 'added', label: 'Added', nowrap: true, cell: (item) => <DateText value={item.created_at} /> },
                packedInColumn('Loose'),
              ]}
              actionsLabel="Public page"
              actions={(item) => (
                <PublicPageLink id={item.display_id} />
              )}
            />
          </div>
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
