import { Group, Tabs } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { choice, searchSchema as schema } from '../../lib/search-params';
import { QueryError } from '../../components/feedback/query-error';
import { PageHeader } from '../../components/layout/page-header';
import { ownershipQueries } from '../../features/ownership/api/ownership-queries';
import { OwnershipKindToggle } from '../../features/ownership/components/ownership-kind-toggle';
import { RequestsTable } from '../../features/ownership/components/requests-table';
import { SentRequestsList } from '../../features/ownership/components/sent-requests-list';

const searchSchema = schema({
  kind: choice(['inventory', 'package'], 'inventory'),
  box: choice(['received', 'sent'], 'received'),
});

export const Route = createFileRoute('/_app/notification')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ kind: search.kind }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(ownershipQueries.received(deps.kind)).catch(() => undefined),
  component: RequestsPage,
});

function RequestsPage() {
  const { kind, box } = Route.useSearch();
  const navigate = Route.useNavigate();
  const received = useQuery(ownershipQueries.received(kind));
  const sent = useQuery({ ...ownershipQueries.sent(kind), enabled: box === 'sent' });

  return (
    <>
      <PageHeader
        eyebrow="Tracking"
        title="Ownership requests"
        description="Partners and customers ask to take over items you own. Accept to transfer ownership; every hand-over is recorded."
      />
      <Tabs value={box} onChange={(value) => navigate({ search: (prev) => ({ ...prev, box: value === 'sent' ? 'sent' : 'received' }) })} keepMounted={false}>
        <Group justify="space-between" mb="lg" gap="md" wrap="wrap">
          <Tabs.List>
            <Tabs.Tab value="received">Received</Tabs.Tab>
            <Tabs.Tab value="sent">Sent by me</Tabs.Tab>
          </Tabs.List>
          <OwnershipKindToggle
            value={kind}
            onChange={(next) => navigate({ search: (prev) => ({ ...prev, kind: next }) })}
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
