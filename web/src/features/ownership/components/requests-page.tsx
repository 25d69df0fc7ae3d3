import { Group, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../../components/feedback/query-error';
import { PageHeader } from '../../../components/layout/page-header';
import { ownershipQueries } from '../api/ownership-queries';
import { OwnershipKindToggle } from './ownership-kind-toggle';
import { RequestsTable } from './requests-table';
import { SentRequestsList } from './sent-requests-list';

export type RequestsSearch = { kind: 'inventory' | 'package'; box: 'received' | 'sent' };

/** Ownership requests received (to accept or reject) and sent, for stock items or packages. */
export function RequestsPage({ kind, box, onSearch }: RequestsSearch & { onSearch: (change: Partial<RequestsSearch>) => void }) {
  const received = useQuery(ownershipQueries.received(kind));
  const sent = useQuery({ ...ownershipQueries.sent(kind), enabled: box === 'sent' });

  return (
    <>
      <PageHeader
        eyebrow="Tracking"
        title="Ownership requests"
        description="Partners and customers ask to take over items you own. Accept to transfer ownership; every hand-over is recorded."
      />
      <Tabs value={box} onChange={(value) => onSearch({ box: value === 'sent' ? 'sent' : 'received' })} keepMounted={false}>
        <Group justify="space-between" mb="lg" gap="md" wrap="wrap">
          <Tabs.List>
            <Tabs.Tab value="received">Received</Tabs.Tab>
            <Tabs.Tab value="sent">Sent by me</Tabs.Tab>
          </Tabs.List>
          <OwnershipKindToggle
            value={kind}
            onChange={(next) => onSearch({ kind: next })}
            labels={{ inventory: 'Inventory', package: 'Package' }}
          />
        </Group>
        <Tabs.Panel value="received">
          {received.isError ? <QueryError error={received.error} onRetry={() => received.refetch()} /> : <RequestsTable key={kind} requests={received.data} loading={received.isLoading} />}
        </Tabs.Panel>
        <Tabs.Panel value="sent">
          {sent.isError ? <QueryError error={sent.error} onRetry={() => sent.refetch()} /> : <SentRequestsList requests={sent.data} loading={sent.isLoading} />}
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
