import type * as engagement from '../../../proto/gen/provenance/engagement/v1/events_pb';
import type * as inventory from '../../../proto/gen/provenance/inventory/v1/events_pb';
import type * as logistics from '../../../proto/gen/provenance/logistics/v1/events_pb';
import type * as ownership from '../../../proto/gen/provenance/ownership/v1/events_pb';
import type * as packaging from '../../../proto/gen/provenance/packaging/v1/events_pb';
import { EventsOf } from '../../platform/event-store/event.types';

export type RegistrationEvent = EventsOf<typeof inventory, 'StockItemRegistered' | 'StockItemBatchRecorded'> | EventsOf<typeof packaging, 'PackageCreated' | 'PackageDetailsUpdated'>;

export type OwnershipEvent = EventsOf<typeof ownership, 'OwnershipRequested' | 'OwnershipApproved' | 'OwnershipRejected' | 'OwnershipTransferredWithPackage'> | EventsOf<typeof inventory, 'StockItemHandedOver'>;

export type PackingEvent = EventsOf<typeof packaging, 'PackageContentsAdded' | 'PackageUnpacked' | 'PackedIntoPackage' | 'ReleasedFromPackage'>;

/** Where the goods are: warehouse check-in and check-out, shipments, and delivery to a next owner. */
export type GoodsMoveEvent = EventsOf<typeof logistics, 'GoodsCheckedIn' | 'GoodsCheckedOut' | 'GoodsLoaded' | 'GoodsDispatched' | 'GoodsDelivered' | 'OwnershipDelivered'>;

export type CounterfeitReportedEvent = EventsOf<typeof engagement, 'CounterfeitReported'>;

/**
 * Everything on the stream of a stock item (`stockitem-INVE…`) or a package (`package-PACK…`): its
 * registration and details, ownership requests, decisions and hand-overs, packing, where it is, and
 * counterfeit reports.
 */
export type CustodyEvent = RegistrationEvent | OwnershipEvent | PackingEvent | GoodsMoveEvent | CounterfeitReportedEvent;

export type CustodyEventType = CustodyEvent['type'];
