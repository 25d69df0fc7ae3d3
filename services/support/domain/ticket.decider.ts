import { Decider } from '../../platform/domain/decider.types';
import { DomainError } from '../../platform/errors/domain.errors';
import { SupportEvent, TicketCategory, TicketStatus } from './support.events';
import { SUPPORT } from './support.errors';

export type TicketCommand =
  | {
      kind: 'OpenTicket';
      ticketId: string;
      messageId: string;
      authorId: string;
      subject: string;
      category: TicketCategory;
      message: string;
      displayId: string;
    }
  /** The author's message (`/support/message`). */
  | { kind: 'PostMessage'; messageId: string; actorId: string; message: string }
  /** An administrator's reply (`/support/adminmessage`), with an optional new status; a status alone is allowed. */
  | { kind: 'PostAdminReply'; messageId: string; actorId: string; message: string; status?: TicketStatus }
  | { kind: 'MarkRead'; actorId: string; isAdmin: boolean };

export interface TicketState {
  opened: boolean;
  authorId: string;
  status: TicketStatus;
  /** Administrators' messages the author has not read, and the author's messages no administrator has read. */
  authorUnread: number;
  adminUnread: number;
}

/** Someone else's ticket looks exactly like no ticket: its existence is not revealed. */
const notFound = () => new DomainError('not_found', SUPPORT.TICKET_NOT_FOUND, 'Ticket not found.');

/**
 * A support ticket: its author and the administrators talk in it; administrators set its status. An author's
 * message reopens a resolved ticket; a closed ticket takes no more messages from its author.
 */
export const ticketDecider: Decider<TicketCommand, SupportEvent, TicketState> = {
  initialState: { opened: false, authorId: '', status: 'open', authorUnread: 0, adminUnread: 0 },

  evolve(state, event) {
    switch (event.type) {
      case 'SupportTicketOpened':
        return { ...state, opened: true, authorId: event.data.authorId, status: 'open' };
      case 'SupportMessagePosted':
        return event.data.fromAdmin ? { ...state, authorUnread: state.authorUnread + 1 } : { ...state, adminUnread: state.adminUnread + 1 };
      case 'SupportTicketStatusChanged':
        return { ...state, status: event.data.status as TicketStatus };
      case 'SupportTicketRead':
        return event.data.side === 'author' ? { ...state, authorUnread: 0 } : { ...state, adminUnread: 0 };
    }
  },

  decide(command, state) {
    if (command.kind === 'OpenTicket') {
      if (state.opened) return [];
      return [
        {
          type: 'SupportTicketOpened',
          data: { ticketId: command.ticketId, authorId: command.authorId, subject: command.subject, category: command.category, displayId: command.displayId },
        },
        {
          type: 'SupportMessagePosted',
          data: { messageId: command.messageId, authorId: command.authorId, fromAdmin: false, message: command.message, ticketAuthorId: command.authorId },
        },
      ];
    }
    if (!state.opened) throw notFound();
    const ticketAuthorId = state.authorId;

    if (command.kind === 'PostMessage') {
      if (command.actorId !== state.authorId) throw notFound();
      if (state.status === 'closed') throw new DomainError('conflict', SUPPORT.TICKET_CLOSED, 'This ticket is closed; open a new one.');
      const posted: SupportEvent = {
        type: 'SupportMessagePosted',
        data: { messageId: command.messageId, authorId: command.actorId, fromAdmin: false, message: command.message, ticketAuthorId },
      };
      if (state.status === 'resolved') {
        return [posted, { type: 'SupportTicketStatusChanged', data: { status: 'open', changedBy: command.actorId, ticketAuthorId } }];
      }
      return [posted];
    }

    if (command.kind === 'PostAdminReply') {
      const events: SupportEvent[] = [];
      if (command.message) {
        events.push({
          type: 'SupportMessagePosted',
          data: { messageId: command.messageId, authorId: command.actorId, fromAdmin: true, message: command.message, ticketAuthorId },
        });
      }
      if (command.status && command.status !== state.status) {
        events.push({ type: 'SupportTicketStatusChanged', data: { status: command.status, changedBy: command.actorId, ticketAuthorId } });
      }
      return events;
    }

    // MarkRead: the author reads the administrators' side; an administrator reads the author's side.
    if (command.actorId === state.authorId && state.authorUnread > 0) {
      return [{ type: 'SupportTicketRead', data: { side: 'author', readerId: command.actorId, ticketAuthorId } }];
    }
    if (command.isAdmin && command.actorId !== state.authorId && state.adminUnread > 0) {
      return [{ type: 'SupportTicketRead', data: { side: 'admin', readerId: command.actorId, ticketAuthorId } }];
    }
    if (command.actorId !== state.authorId && !command.isAdmin) throw notFound();
    return [];
  },
};
