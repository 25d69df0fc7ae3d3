import { Anchor, Badge, Box, Button, Card, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { AnchorLink } from '../../../components/links/router-links';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { TICKET_STATUSES, type SupportTicketDetail, type TicketStatus } from '../api/support-queries';
import { useSupportMutations } from '../api/use-support-mutations';
import { CATEGORY_LABELS, STATUS_LABELS } from './ticket-labels';
import classes from './support.module.css';

/**
 * One ticket's conversation. New messages arrive live (the list refetches on `support:message`); opening a
 * ticket with unread messages marks them read. Administrators reply to others' tickets and set the status.
 */
export function TicketThread({ ticket, viewerId, isAdmin, onNewTicket }: { ticket: SupportTicketDetail; viewerId: string; isAdmin: boolean; onNewTicket: () => void }) {
  const { reply, markRead } = useSupportMutations();
  const [draft, setDraft] = useState('');
  const [status, setStatus] = useState<TicketStatus>(ticket.status);
  const [error, setError] = useState<string | null>(null);
  const end = useRef<HTMLLIElement>(null);
  const asAdmin = isAdmin && ticket.author.id !== viewerId;
  const closedForAuthor = !asAdmin && ticket.status === 'closed';

  useEffect(() => setStatus(ticket.status), [ticket.status]);
  useEffect(() => {
    setDraft('');
    setError(null);
  }, [ticket.id]);
  // Mark read when the other side's messages are on screen.
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (ticket.unread > 0) markAsRead(ticket.id);
  }, [ticket.id, ticket.unread, markAsRead]);
  // Braces: scroll methods return a promise in recent Chromium, and an effect may return only a cleanup function.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [ticket.messages.length]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const message = draft.trim();
    const statusChange = asAdmin && status !== ticket.status ? status : undefined;
    if (!message && !statusChange) {
      setError('Write a message first');
      return;
    }
    setError(null);
    reply.mutate(
      { ticket: ticket.id, message, asAdmin, status: statusChange },
      { onSuccess: () => setDraft(''), onError: (e) => setError(errorMessage(e)) },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) send();
  };

  return (
    <Card>
      <Stack gap="md">
        <Stack gap={4}>
          <Group justify="space-between" align="flex-start" gap="sm">
            <Title order={2} fz={20} data-testid="thread-subject">
              {ticket.subject}
            </Title>
            <Badge variant="light" color={STATUS_LABELS[ticket.status].color} data-testid="thread-status">
              {STATUS_LABELS[ticket.status].label}
            </Badge>
          </Group>
          <Group gap="xs" c="dimmed">
            <Text size="sm">{CATEGORY_LABELS[ticket.category] ?? ticket.category}</Text>
            {ticket.display_id && (
              <>
                <Text size="sm">·</Text>
                <AnchorLink size="sm" to="/tracking/{-$id}" params={{ id: ticket.display_id }}>
                  {ticket.display_id}
                </AnchorLink>
              </>
            )}
            {asAdmin && (
              <>
                <Text size="sm">·</Text>
                <AnchorLink size="sm" to="/userProfile" search={{ id: ticket.author.id }}>
                  {ticket.author.fullname || 'Unnamed user'}
                  {ticket.author.company ? `, ${ticket.author.company}` : ''}
                </AnchorLink>
              </>
            )}
          </Group>
        </Stack>

        <Box component="ol" className={classes.thread} role="log" aria-live="polite" aria-label="Messages" data-testid="thread-messages">
          {ticket.messages.map((m) => {
            const own = m.author.id === viewerId;
            return (
              <Box component="li" key={m.id} className={classes.bubble} data-own={own || undefined} data-from-admin={m.from_admin || undefined}>
                <Text size="xs" fw={600} c={own ? 'gray.3' : 'dimmed'}>
                  {own ? 'You' : m.from_admin ? `${m.author.fullname || 'Support'} (support)` : m.author.fullname || 'Customer'}
                  {' · '}
                  <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
                </Text>
                <Text size="sm">{m.message}</Text>
              </Box>
            );
          })}
          <li ref={end} aria-hidden style={{ listStyle: 'none' }} />
        </Box>

        {closedForAuthor ? (
          <Text size="sm" c="dimmed">
            This ticket is closed. <Anchor component="button" type="button" onClick={onNewTicket}>Open a new ticket</Anchor> if you need more help.
          </Text>
        ) : (
          <Stack gap="xs" component="form" onSubmit={send} aria-label="Reply">
            <Textarea
              label={asAdmin ? 'Reply to the customer' : 'Your message'}
              autosize
              minRows={2}
              maxRows={8}
              maxLength={5000}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              onKeyDown={onKeyDown}
              error={error}
              description="Ctrl+Enter sends"
            />
            <Group justify="flex-end" gap="sm" wrap="wrap">
              {asAdmin && (
                <Select
                  aria-label="Ticket status"
                  data={TICKET_STATUSES.map((value) => ({ value, label: `Status: ${STATUS_LABELS[value].label}` }))}
                  value={status}
                  onChange={(value) => value && setStatus(value as TicketStatus)}
                  allowDeselect={false}
                  w={190}
                />
              )}
              <Button type="submit" loading={reply.isPending}>
                {asAdmin && status !== ticket.status && !draft.trim() ? 'Set status' : 'Send'}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
