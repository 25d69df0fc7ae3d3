import type {
  OwnershipApproved,
  OwnershipRejected,
  OwnershipRequested,
  OwnershipTransferredWithPackage,
} from '../../../proto/gen/provenance/ownership/v1/events_pb';
import type { StockItemHandedOver, StockItemRegistered } from '../../../proto/gen/provenance/inventory/v1/events_pb';
import type {
  PackageContentsAdded,
  PackageCreated,
  PackageUnpacked,
  PackedIntoPackage,
  ReleasedFromPackage,
} from '../../../proto/gen/provenance/packaging/v1/events_pb';
import { DomainEvent, EventData } from '../../platform/event-store/event-types';

export type OwnershipEvent =
  | DomainEvent<'OwnershipRequested', EventData<OwnershipRequested>>
  | DomainEvent<'OwnershipApproved', EventData<OwnershipApproved>>
  | DomainEvent<'OwnershipRejected', EventData<OwnershipRejected>>
  | DomainEvent<'OwnershipTransferredWithPackage', EventData<OwnershipTransferredWithPackage>>;

export type CustodyEvent =
  | DomainEvent<'PackageContentsAdded', EventData<PackageContentsAdded>>
  | DomainEvent<'PackageUnpacked', EventData<PackageUnpacked>>
  | DomainEvent<'PackedIntoPackage', EventData<PackedIntoPackage>>
  | DomainEvent<'ReleasedFromPackage', EventData<ReleasedFromPackage>>;

/**
 * Everything on the stream of a stock item or a package that decides who holds it: its registration
 * (published by inventory and packaging), requests and decisions, hand-overs, and packing.
 */
export type SubjectEvent =
  | OwnershipEvent
  | CustodyEvent
  | DomainEvent<'StockItemRegistered', EventData<StockItemRegistered>>
  | DomainEvent<'StockItemHandedOver', EventData<StockItemHandedOver>>
  | DomainEvent<'PackageCreated', EventData<PackageCreated>>;
