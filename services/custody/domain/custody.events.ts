import type { CounterfeitReported } from '../../../proto/gen/provenance/engagement/v1/events_pb';
import type {
  StockItemBatchRecorded,
  StockItemHandedOver,
  StockItemRegistered,
} from '../../../proto/gen/provenance/inventory/v1/events_pb';
import type {
  GoodsCheckedIn,
  GoodsCheckedOut,
  GoodsDelivered,
  GoodsDispatched,
  GoodsLoaded,
  OwnershipDelivered,
} from '../../../proto/gen/provenance/logistics/v1/events_pb';
import type {
  OwnershipApproved,
  OwnershipRejected,
  OwnershipRequested,
  OwnershipTransferredWithPackage,
} from '../../../proto/gen/provenance/ownership/v1/events_pb';
import type {
  PackageContentsAdded,
  PackageCreated,
  PackageDetailsUpdated,
  PackageUnpacked,
  PackedIntoPackage,
  ReleasedFromPackage,
} from '../../../proto/gen/provenance/packaging/v1/events_pb';
import { DomainEvent, EventData } from '../../platform/event-store/event.types';

export type RegistrationEvent =
  | DomainEvent<'StockItemRegistered', EventData<StockItemRegistered>>
  | DomainEvent<'StockItemBatchRecorded', EventData<StockItemBatchRecorded>>
  | DomainEvent<'PackageCreated', EventData<PackageCreated>>
  | DomainEvent<'PackageDetailsUpdated', EventData<PackageDetailsUpdated>>;

export type OwnershipEvent =
  | DomainEvent<'OwnershipRequested', EventData<OwnershipRequested>>
  | DomainEvent<'OwnershipApproved', EventData<OwnershipApproved>>
  | DomainEvent<'OwnershipRejected', EventData<OwnershipRejected>>
  | DomainEvent<'OwnershipTransferredWithPackage', EventData<OwnershipTransferredWithPackage>>
  | DomainEvent<'StockItemHandedOver', EventData<StockItemHandedOver>>;

export type PackingEvent =
  | DomainEvent<'PackageContentsAdded', EventData<PackageContentsAdded>>
  | DomainEvent<'PackageUnpacked', EventData<PackageUnpacked>>
  | DomainEvent<'PackedIntoPackage', EventData<PackedIntoPackage>>
  | DomainEvent<'ReleasedFromPackage', EventData<ReleasedFromPackage>>;

/** Where the goods are: warehouse check-in and check-out, shipments, and delivery to a next owner. */
export type GoodsMoveEvent =
  | DomainEvent<'GoodsCheckedIn', EventData<GoodsCheckedIn>>
  | DomainEvent<'GoodsCheckedOut', EventData<GoodsCheckedOut>>
  | DomainEvent<'GoodsLoaded', EventData<GoodsLoaded>>
  | DomainEvent<'GoodsDispatched', EventData<GoodsDispatched>>
  | DomainEvent<'GoodsDelivered', EventData<GoodsDelivered>>
  | DomainEvent<'OwnershipDelivered', EventData<OwnershipDelivered>>;

export type CounterfeitReportedEvent = DomainEvent<'CounterfeitReported', EventData<CounterfeitReported>>;

/**
 * Everything on the stream of a stock item (`stockitem-INVE…`) or a package (`package-PACK…`): its
 * registration and details, ownership requests, decisions and hand-overs, packing, where it is, and
 * counterfeit reports.
 */
export type CustodyEvent = RegistrationEvent | OwnershipEvent | PackingEvent | GoodsMoveEvent | CounterfeitReportedEvent;

export type CustodyEventType = CustodyEvent['type'];
