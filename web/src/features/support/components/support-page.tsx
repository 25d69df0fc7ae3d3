import { Button, Card, Grid, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconLifebuoy, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/feedback/empty-state';
import { FullPageLoader } from '../../../components/feedback/full-page-loader';
import { QueryError } from '../../../components/feedback/query-error';
import { PageHeader } from '../../../components/layout/page-header';
import { isApiError } from '../../../lib/api-error';
import { profileQueries } from '../../profile/api/profile-queries';
import { supportQueries } from '../api/support-queries';
import { NewTicketForm } from './new-ticket-form';
import { TicketList } from './ticket-list';
import { TicketThread } from './ticket-thread';

export type SupportSearch = { ticket?: string; compose: 'no' | 'yes'; display_id?: string; status: 'all' | 'open' | 'resolved' | 'closed' };

/**
 * The support conversation view: the tickets (all of them for administrators) and the open thread, or a new
 * ticket. What is open lives in the URL (`search`), so a link or a reload opens the same conversation.
 */
export function SupportPage({ search, onSearch }: { search: SupportSearch; onSearch: (change: Partial<SupportSearch>) => void }) {
  const me = useQuery(profileQueries.me());
  const tickets = useQuery(supportQueries.tickets());
  const ticket = useQuery({ ...supportQueries.ticket(search.ticket ?? ''), enabled: !!search.ticket });
  const isAdmin = !!me.data?.is_admin;
  const composing = search.compose === 'yes';
  const detailOpen = composing || !!search.ticket;

  const select = (id: string) => onSearch({ ticket: id, compose: undefined });
  const compose = () => onSearch({ ticket: undefined, compose: 'yes' });
  const back = () => onSearch({ ticket: undefined, compose: undefined });

  const visible = (tickets.data ?? []).filter((t) => search.status === 'all' || t.status === search.status);

  const list = (
    <Card p="sm">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{isAdmin ? 'All tickets' : 'Your tickets'}</Text>
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={compose}>
            New ticket
          </Button>
        </Group>
        <SegmentedControl
          size="xs"
          fullWidth
          aria-label="Filter by status"
          value={search.status}
          onChange={(value) => onSearch({ status: value as SupportSearch['status'] })}
          data={[
            { value: 'all', label: 'All' },
            { value: 'open', label: 'Open' },
            { value: 'resolved', label: 'Resolved' },
            { value: 'closed', label: 'Closed' },
          ]}
        />
        {tickets.isError ? (
          <QueryError error={tickets.error} onRetry={() => tickets.refetch()} />
        ) : !tickets.data ? (
          <Text c="dimmed" role="status">
            Loading tickets…
          </Text>
        ) : visible.length === 0 ? (
          <EmptyState
            compact
            icon={<IconLifebuoy size={22} stroke={1.5} />}
            title={tickets.data.length ? 'No tickets with this status' : 'No tickets yet'}
            description={tickets.data.length ? undefined : 'Ask us anything about ownership, counterfeits, logistics or warranty.'}
          />
        ) : (
          <TicketList tickets={visible} selected={search.ticket} onSelect={select} showAuthor={isAdmin} />
        )}
      </Stack>
    </Card>
  );

  let detail;
  if (composing) {
    detail = <NewTicketForm initialDisplayId={search.display_id} onOpened={(t) => select(t.id)} onCancel={back} />;
  } else if (search.ticket && (isApiError(ticket.error, 404) || isApiError(ticket.error, 400))) {
    detail = <EmptyState title="No such ticket" description="It may have been opened by someone else, or the link is incomplete." />;
  } else if (search.ticket && ticket.isError) {
    detail = <QueryError error={ticket.error} onRetry={() => ticket.refetch()} />;
  } else if (search.ticket && ticket.data && me.data) {
    detail = <TicketThread ticket={ticket.data} viewerId={me.data.id} isAdmin={isAdmin} onNewTicket={compose} />;
  } else if (search.ticket) {
    detail = <FullPageLoader message="Loading the conversation…" />;
  } else {
    detail = (
      <Card>
        <EmptyState
          icon={<IconLifebuoy size={28} stroke={1.5} />}
          title="Choose a conversation"
          description={isAdmin ? 'Pick a ticket to read and reply.' : 'Pick a ticket, or open a new one: our team answers here.'}
        />
      </Card>
    );
  }

  return (
    <>
      <PageHeader
        eyebrow="Support"
        title="Support"
        description={isAdmin ? 'Every customer ticket; reply and set its status. New messages arrive live.' : 'Talk to our support team. Replies arrive here live.'}
      />
      <Grid gutter="lg">
        {/* On phones, one pane at a time: the list, or the open conversation with a way back. */}
        <Grid.Col span={{ base: 12, md: 4 }} display={{ base: detailOpen ? 'none' : 'block', md: 'block' }}>
          {list}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} display={{ base: detailOpen ? 'block' : 'none', md: 'block' }}>
          {detailOpen && (
            <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={back} hiddenFrom="md" mb="sm">
              All tickets
            </Button>
          )}
          {detail}
        </Grid.Col>
      </Grid>
    </>
  );
}
