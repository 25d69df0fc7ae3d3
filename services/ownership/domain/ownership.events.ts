import type {
  OwnershipApproved,
  OwnershipRejected,
  OwnershipRequested,
} from '../../../proto/gen/provenance/ownership/v1/events_pb';
import type { StockItemHandedOver, StockItemRegistered } from '../../../proto/gen/provenance/inventory/v1/events_pb';
import { DomainEvent, EventData } from '../../platform/event-store/event-types';

export type OwnershipEvent =
  | DomainEvent<'OwnershipRequested', EventData<OwnershipRequested>>
  | DomainEvent<'OwnershipApproved', EventData<OwnershipApproved>>
  | DomainEvent<'OwnershipRejected', EventData<OwnershipRejected>>;

/** Everything on an item's stream that matters for who owns it (registration comes from inventory). */
export type OwnedSubjectEvent =
  | OwnershipEvent
  | DomainEvent<'StockItemRegistered', EventData<StockItemRegistered>>
  | DomainEvent<'StockItemHandedOver', EventData<StockItemHandedOver>>;

export const OWNERSHIP_EVENT_TYPES = ['OwnershipRequested', 'OwnershipApproved', 'OwnershipRejected'] as const;
