import { describe, expect, it } from 'vitest';
import { spec } from '../../../test/support/decider-spec';
import { assertEventMatchesContract } from '../../platform/event-store/event.types';
import { SupportEvent } from './support.events';
import { TicketCommand, ticketDecider } from './ticket.decider';

const open: TicketCommand = {
  kind: 'OpenTicket',
  ticketId: 't1',
  messageId: 'm1',
  authorId: 'ann',
  subject: 'Transfer stuck',
  category: 'ownership',
  message: 'My request for INVE000001 is pending for a week.',
  displayId: 'INVE000001',
};
const opened: SupportEvent = {
  type: 'SupportTicketOpened',
  data: { ticketId: 't1', authorId: 'ann', subject: 'Transfer stuck', category: 'ownership', displayId: 'INVE000001' },
};
const first: SupportEvent = {
  type: 'SupportMessagePosted',
  data: { messageId: 'm1', authorId: 'ann', fromAdmin: false, message: 'My request for INVE000001 is pending for a week.', ticketAuthorId: 'ann' },
};
const reply = (message = 'We are on it.', status?: 'open' | 'resolved' | 'closed'): TicketCommand => ({ kind: 'PostAdminReply', messageId: 'm2', actorId: 'admin', message, status });
const replied: SupportEvent = { type: 'SupportMessagePosted', data: { messageId: 'm2', authorId: 'admin', fromAdmin: true, message: 'We are on it.', ticketAuthorId: 'ann' } };
const status = (s: string, by = 'admin'): SupportEvent => ({ type: 'SupportTicketStatusChanged', data: { status: s, changedBy: by, ticketAuthorId: 'ann' } });
const authorMessage = (actorId = 'ann'): TicketCommand => ({ kind: 'PostMessage', messageId: 'm3', actorId, message: 'Any news?' });
const authorPosted: SupportEvent = { type: 'SupportMessagePosted', data: { messageId: 'm3', authorId: 'ann', fromAdmin: false, message: 'Any news?', ticketAuthorId: 'ann' } };

describe('support ticket decider', () => {
  it('given nothing, when a user opens a ticket, then it is opened with its first message', () => {
    spec(ticketDecider).given([]).when(open).then([opened, first]);
  });

  it('a retried open records nothing twice', () => {
    spec(ticketDecider).given([opened, first]).when(open).then([]);
  });

  it('given an open ticket, the author adds a message; anyone else is told there is no such ticket', () => {
    spec(ticketDecider).given([opened, first]).when(authorMessage()).then([authorPosted]);
    spec(ticketDecider).given([opened, first]).when(authorMessage('mallory')).thenThrows('SUPPORT.TICKET_NOT_FOUND');
    spec(ticketDecider).given([]).when(authorMessage()).thenThrows('SUPPORT.TICKET_NOT_FOUND');
  });

  it('an administrator replies and may set the status in the same step; the same status again changes nothing', () => {
    spec(ticketDecider).given([opened, first]).when(reply()).then([replied]);
    spec(ticketDecider).given([opened, first]).when(reply('We are on it.', 'resolved')).then([replied, status('resolved')]);
    spec(ticketDecider).given([opened, first]).when(reply('', 'closed')).then([status('closed')]);
    spec(ticketDecider).given([opened, first]).when(reply('', 'open')).then([]);
  });

  it("the author's message reopens a resolved ticket; a closed ticket takes none", () => {
    spec(ticketDecider).given([opened, first, status('resolved')]).when(authorMessage()).then([authorPosted, status('open', 'ann')]);
    spec(ticketDecider).given([opened, first, status('closed')]).when(authorMessage()).thenThrows('SUPPORT.TICKET_CLOSED');
  });

  it('counts what each side has not read, and reading clears only that side', () => {
    const history = [opened, first, replied, replied];
    expect(spec(ticketDecider).given(history).state()).toMatchObject({ authorUnread: 2, adminUnread: 1 });
    spec(ticketDecider)
      .given(history)
      .when({ kind: 'MarkRead', actorId: 'ann', isAdmin: false })
      .then([{ type: 'SupportTicketRead', data: { side: 'author', readerId: 'ann', ticketAuthorId: 'ann' } }]);
    spec(ticketDecider)
      .given(history)
      .when({ kind: 'MarkRead', actorId: 'admin', isAdmin: true })
      .then([{ type: 'SupportTicketRead', data: { side: 'admin', readerId: 'admin', ticketAuthorId: 'ann' } }]);
    const read: SupportEvent = { type: 'SupportTicketRead', data: { side: 'author', readerId: 'ann', ticketAuthorId: 'ann' } };
    expect(spec(ticketDecider).given([...history, read]).state()).toMatchObject({ authorUnread: 0, adminUnread: 1 });
    spec(ticketDecider).given([...history, read]).when({ kind: 'MarkRead', actorId: 'ann', isAdmin: false }).then([]);
    spec(ticketDecider).given(history).when({ kind: 'MarkRead', actorId: 'mallory', isAdmin: false }).thenThrows('SUPPORT.TICKET_NOT_FOUND');
  });

  it('produces events that match the proto contract', () => {
    for (const event of [opened, first, replied, status('closed'), { type: 'SupportTicketRead', data: { side: 'admin', readerId: 'x', ticketAuthorId: 'ann' } } as SupportEvent]) {
      expect(() => assertEventMatchesContract(event)).not.toThrow();
    }
  });
});
