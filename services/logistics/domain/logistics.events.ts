import type * as logistics from '../../../proto/gen/provenance/logistics/v1/events_pb';
import { EventsOf } from '../../platform/event-store/event.types';

export type WarehouseEvent = EventsOf<typeof logistics, 'WarehouseRegistered' | 'WarehouseUpdated' | 'StockCheckedIn' | 'StockCheckedOut'>;

export type CarrierEvent = EventsOf<typeof logistics, 'CarrierRegistered'>;

export type NextOwnerEvent = EventsOf<typeof logistics, 'NextOwnerAdded'>;

export type ShipmentEvent = EventsOf<typeof logistics, 'ShipmentPlanned' | 'ShipmentDispatched' | 'ShipmentPositionReported' | 'ShipmentDelivered'>;

export type IotTagEvent = EventsOf<typeof logistics, 'IotTagRegistered' | 'IotTagPositionReported'>;

export type DeliveryEvent = EventsOf<typeof logistics, 'DeliveryMade'>;

/**
 * Events of logistics on the streams of stock items and packages: custody owns those streams and their one
 * fold, so the type is custody's.
 */
export type { GoodsMoveEvent } from '../../custody/custody.public';

export type Detail = { key: string; value: string };
