import type * as support from '../../../proto/gen/provenance/support/v1/events_pb';
import { EventsOf } from '../../platform/event-store/event.types';

export type SupportEvent = EventsOf<typeof support, 'SupportTicketOpened' | 'SupportMessagePosted' | 'SupportTicketStatusChanged' | 'SupportTicketRead'>;

export type WarrantyPartnerEvent = EventsOf<typeof support, 'WarrantyPartnerAdded' | 'WarrantyPartnerUpdated'>;

export const TICKET_CATEGORIES = ['general', 'ownership', 'counterfeit', 'logistics', 'warranty', 'technical'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_STATUSES = ['open', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
