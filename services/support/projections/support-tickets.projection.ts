import { idOf } from '../../platform/event-store/streams.rules';
import { Projection } from '../../platform/projections/projection.types';
import { SupportEvent } from '../domain/support.events';
import { snakeFields, upsert } from '../../platform/projections/upsert.helper';

export const SUPPORT_TICKETS = 'support_tickets';
export const SUPPORT_MESSAGES = 'support_messages';

export interface SupportTicketDoc {
  _id: string;
  author_id: string;
  subject: string;
  category: string;
  display_id: string;
  status: string;
  created_at: string;
  updated_at: string;
  message_count: number;
  last_message: { message: string; author_id: string; from_admin: boolean; created_at: string } | null;
  /** Administrators' messages the author has not read; the author's messages no administrator has read. */
  author_unread: number;
  admin_unread: number;
  [key: string]: unknown;
}

export interface SupportMessageDoc {
  _id: string;
  ticket_id: string;
  author_id: string;
  from_admin: boolean;
  message: string;
  created_at: string;
  [key: string]: unknown;
}


/** Tickets (with their last message and unread counts) and their messages. */
export const supportTicketsProjection: Projection<SupportEvent> = {
  name: 'support.tickets',
  collections: [SUPPORT_TICKETS, SUPPORT_MESSAGES],
  indexes: [
    { collection: SUPPORT_TICKETS, fields: ['author_id'] },
    { collection: SUPPORT_MESSAGES, fields: ['ticket_id'] },
  ],
  handlers: {
    async SupportTicketOpened(event, w) {
      const { data } = event;
      await upsert(
        w,
        SUPPORT_TICKETS,
        data.ticketId,
        {
          ...snakeFields(data, 'authorId', 'subject', 'category', 'displayId'),
          status: 'open',
          created_at: event.metadata.time,
          updated_at: event.metadata.time,
        },
        { message_count: 0, last_message: null, author_unread: 0, admin_unread: 0 },
      );
    },
    async SupportMessagePosted(event, w) {
      const { data } = event;
      const ticketId = idOf(event.stream);
      const at = event.metadata.time;
      await upsert(w, SUPPORT_MESSAGES, data.messageId, { ticket_id: ticketId, author_id: data.authorId, from_admin: data.fromAdmin, message: data.message, created_at: at });
      await w.updateOne(
        SUPPORT_TICKETS,
        { _id: ticketId },
        {
          $set: { updated_at: at, last_message: { message: data.message, author_id: data.authorId, from_admin: data.fromAdmin, created_at: at } },
          $inc: { message_count: 1, [data.fromAdmin ? 'author_unread' : 'admin_unread']: 1 },
        },
      );
    },
    async SupportTicketStatusChanged(event, w) {
      const { data } = event;
      await w.updateOne(SUPPORT_TICKETS, { _id: idOf(event.stream) }, { $set: { status: data.status, updated_at: event.metadata.time } });
    },
    async SupportTicketRead(event, w) {
      const { data } = event;
      await w.updateOne(SUPPORT_TICKETS, { _id: idOf(event.stream) }, { $set: { [data.side === 'author' ? 'author_unread' : 'admin_unread']: 0 } });
    },
  },
};
