import { Button, Card, Group, Pagination, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconBinaryTree2, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ResponsiveTable, type Column } from '../../../components/data/responsive-table';
import { DateText } from '../../../components/data/date-text';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryError } from '../../../components/feedback/query-error';
import { PageHeader } from '../../../components/layout/page-header';
import { AnchorLink } from '../../../components/links/router-links';
import { shortenMiddle } from '../../../lib/format';
import { EXPLORER_CATEGORIES, EXPLORER_PAGE_SIZE, type ExplorerCategory, type StreamRow, explorerQueries } from '../api/explorer-queries';
import { CheckpointCard } from './checkpoint-card';
import { DownloadBundleButton } from './download-bundle-button';

const CATEGORY_LABELS: Record<ExplorerCategory | 'all', string> = {
  all: 'All',
  items: 'Items',
  packages: 'Packages',
  products: 'Products',
  shipments: 'Shipments',
  users: 'Users',
};

const columns: Column<StreamRow>[] = [
  {
    key: 'stream',
    label: 'Stream',
    primary: true,
    cell: (row) => (
      <AnchorLink to="/explorer-details" search={{ q: row.display_id ?? row.stream }} ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
        {row.display_id ?? row.stream}
      </AnchorLink>
    ),
  },
  { key: 'category', label: 'Category', cell: (row) => row.category },
  { key: 'length', label: 'Events', cell: (row) => row.length, nowrap: true },
  {
    key: 'head',
    label: 'Head hash',
    cell: (row) => (
      <Text ff="monospace" size="sm" title={row.head_hash}>
        {shortenMiddle(row.head_hash)}
      </Text>
    ),
  },
  { key: 'updated', label: 'Last event', cell: (row) => <DateText value={row.updated_at} />, nowrap: true },
];

/** `/explorer`: every stream of the log, newest first, by category; search; the signed checkpoint. */
export function ExplorerPage({ category, page }: { category?: ExplorerCategory; page: number }) {
  const navigate = useNavigate();
  const streams = useQuery({ ...explorerQueries.streams(category, page), refetchInterval: page === 1 ? 10_000 : false });
  const [q, setQ] = useState('');
  const [error, setError] = useState<string>();
  const pages = Math.max(1, Math.ceil((streams.data?.count ?? 0) / EXPLORER_PAGE_SIZE));

  const search = (event: FormEvent) => {
    event.preventDefault();
    const query = q.trim();
    if (!query) return setError('Enter an event hash, an item or package id, or a stream name.');
    if (query.length > 200) return setError('That is too long for a hash, an id or a stream name.');
    setError(undefined);
    void navigate({ to: '/explorer-details', search: { q: query } });
  };

  return (
    <>
      <PageHeader
        eyebrow="Explorer"
        title="Explorer"
        description="The event streams of your goods, products, shipments and account, with their head hashes; search finds any item or package. Each event is a leaf of a public Merkle tree whose signed checkpoints your browser verifies itself."
      />
      <Stack gap="lg">
        <CheckpointCard />
        <Card withBorder>
          <form onSubmit={search} role="search" aria-label="Search the log">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label="Search"
                description="An event hash, an item or package id (INVE…, PACK…), or a stream name"
                placeholder="e.g. INVE000001"
                value={q}
                onChange={(e) => setQ(e.currentTarget.value)}
                error={error}
                style={{ flex: '1 1 280px' }}
                maxLength={200}
              />
              <Button type="submit" leftSection={<IconSearch size={16} />} mt={{ base: 0, xs: 44 }}>
                Search
              </Button>
            </Group>
          </form>
        </Card>
        <Card withBorder>
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap">
              <SegmentedControl
                aria-label="Category"
                value={category ?? 'all'}
                onChange={(value) =>
                  void navigate({ to: '/explorer', search: { category: value === 'all' ? undefined : (value as ExplorerCategory), page: undefined } })
                }
                data={(['all', ...EXPLORER_CATEGORIES] as const).map((value) => ({ value, label: CATEGORY_LABELS[value] }))}
                style={{ maxWidth: '100%', overflowX: 'auto' }}
              />
              {streams.data && (
                <Text size="sm" c="dimmed" data-testid="stream-count">
                  {streams.data.count.toLocaleString('en')} streams
                </Text>
              )}
            </Group>
            {streams.isError ? (
              <QueryError error={streams.error} onRetry={() => streams.refetch()} title="Could not load the streams" />
            ) : (
              <ResponsiveTable
                label="Streams"
                rows={streams.data?.streams}
                rowKey={(row) => row.stream}
                columns={columns}
                loading={streams.isPending}
                actions={(row) => (row.display_id ? <DownloadBundleButton displayId={row.display_id} /> : null)}
                actionsLabel="Audit bundle"
                empty={<EmptyState compact icon={<IconBinaryTree2 size={22} />} title="No streams here yet" description="Streams of what you register, own or ship appear as soon as their first event is recorded." />}
              />
            )}
            {pages > 1 && (
              <Group justify="center">
                <Pagination total={pages} value={page} onChange={(p) => void navigate({ to: '/explorer', search: { category, page: p === 1 ? undefined : p } })} aria-label="Stream pages" />
              </Group>
            )}
          </Stack>
        </Card>
      </Stack>
    </>
  );
}
