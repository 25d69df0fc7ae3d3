import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDateTime } from '../../../lib/dates';
import type { SupportTicket } from '../api/support-queries';
import { CATEGORY_LABELS, STATUS_LABELS } from './ticket-labels';
import classes from './support.module.css';

/** The conversations, most recently active first; the selected one is marked for assistive technology too. */
export function TicketList({ tickets, selected, onSelect, showAuthor }: { tickets: SupportTicket[]; selected?: string; onSelect: (id: string) => void; showAuthor: boolean }) {
  return (
    <Stack gap={4} component="ul" aria-label="Support tickets" className={classes.list}>
      {tickets.map((t) => (
        <li key={t.id}>
          <UnstyledButton
            className={classes.ticket}
            data-active={t.id === selected || undefined}
            aria-current={t.id === selected ? 'true' : undefined}
            onClick={() => onSelect(t.id)}
            data-testid="ticket-row"
          >
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600} truncate>
                {t.subject}
              </Text>
              {t.unread > 0 && (
                <Badge color="red" size="sm" circle aria-label={`${t.unread} unread`} data-testid="ticket-unread">
                  {t.unread}
                </Badge>
              )}
            </Group>
            {showAuthor && (
              <Text size="xs" c="dimmed" truncate>
                {t.author.fullname || 'Unnamed user'}
                {t.author.company ? ` · ${t.author.company}` : ''}
              </Text>
            )}
            <Text size="sm" c="dimmed" lineClamp={1}>
              {t.last_message ? `${t.last_message.from_admin ? 'Support: ' : ''}${t.last_message.message}` : ''}
            </Text>
            <Group gap={6} mt={4}>
              <Badge size="xs" variant="light" color={STATUS_LABELS[t.status].color}>
                {STATUS_LABELS[t.status].label}
              </Badge>
              <Badge size="xs" variant="outline" color="gray">
                {CATEGORY_LABELS[t.category] ?? t.category}
              </Badge>
              <Text size="xs" c="dimmed" component="time" dateTime={t.updated_at}>
                {formatDateTime(t.updated_at)}
              </Text>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
