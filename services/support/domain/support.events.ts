import type {
  SupportMessagePosted,
  SupportTicketOpened,
  SupportTicketRead,
  SupportTicketStatusChanged,
  WarrantyPartnerAdded,
  WarrantyPartnerUpdated,
} from '../../../proto/gen/provenance/support/v1/events_pb';
import { DomainEvent, EventData } from '../../platform/event-store/event.types';

export type SupportEvent =
  | DomainEvent<'SupportTicketOpened', EventData<SupportTicketOpened>>
  | DomainEvent<'SupportMessagePosted', EventData<SupportMessagePosted>>
  | DomainEvent<'SupportTicketStatusChanged', EventData<SupportTicketStatusChanged>>
  | DomainEvent<'SupportTicketRead', EventData<SupportTicketRead>>;

export type WarrantyPartnerEvent =
  | DomainEvent<'WarrantyPartnerAdded', EventData<WarrantyPartnerAdded>>
  | DomainEvent<'WarrantyPartnerUpdated', EventData<WarrantyPartnerUpdated>>;

export const TICKET_CATEGORIES = ['general', 'ownership', 'counterfeit', 'logistics', 'warranty', 'technical'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_STATUSES = ['open', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
