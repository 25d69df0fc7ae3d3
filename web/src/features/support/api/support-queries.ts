import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const TICKET_CATEGORIES = ['general', 'ownership', 'counterfeit', 'logistics', 'warranty', 'technical'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_STATUSES = ['open', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export type SupportMessage = {
  id: string;
  ticket: string;
  message: string;
  from_admin: boolean;
  created_at: string;
  author: { id: string; fullname: string };
};

export type SupportTicket = {
  id: string;
  subject: string;
  category: TicketCategory;
  display_id: string | null;
  status: TicketStatus;
  created_at: string;
  updated_at: string;
  message_count: number;
  last_message: { message: string; author_id: string; from_admin: boolean; created_at: string } | null;
  author: { id: string; fullname: string; company: string };
  /** Messages from the other side the viewer has not read. */
  unread: number;
};

export type SupportTicketDetail = SupportTicket & { messages: SupportMessage[] };

export type NewTicket = { subject: string; category: TicketCategory; message: string; display_id?: string };

export const supportKeys = {
  all: ['support'] as const,
  tickets: () => [...supportKeys.all, 'tickets'] as const,
  ticket: (id: string) => [...supportKeys.all, 'ticket', id] as const,
  unread: () => [...supportKeys.all, 'unread'] as const,
};

export const supportQueries = {
  tickets: () => queryOptions({ queryKey: supportKeys.tickets(), queryFn: () => api.get<SupportTicket[]>('/support/ticket') }),
  ticket: (id: string) => queryOptions({ queryKey: supportKeys.ticket(id), queryFn: () => api.get<SupportTicketDetail>(`/support/ticket/${encodeURIComponent(id)}`) }),
  unread: () => queryOptions({ queryKey: supportKeys.unread(), queryFn: () => api.get<{ unread: number }>('/support/unread'), staleTime: 60_000 }),
};

export const openTicket = (ticket: NewTicket) => api.post<SupportTicketDetail>('/support/ticket', ticket);
export const postMessage = (ticket: string, message: string) => api.post<SupportMessage>('/support/message', { ticket, message });
export const postAdminMessage = (ticket: string, message: string, status?: TicketStatus) =>
  api.post<Partial<SupportMessage> & { status: TicketStatus }>('/support/adminmessage', { ticket, message, ...(status ? { status } : {}) });
export const markTicketRead = (ticket: string) => api.post<{ unread: number }>(`/support/ticket/${encodeURIComponent(ticket)}/read`);
