import type {
  CarrierRegistered,
  DeliveryMade,
  IotTagPositionReported,
  IotTagRegistered,
  NextOwnerAdded,
  ShipmentDelivered,
  ShipmentDispatched,
  ShipmentPlanned,
  ShipmentPositionReported,
  StockCheckedIn,
  StockCheckedOut,
  WarehouseRegistered,
  WarehouseUpdated,
} from '../../../proto/gen/provenance/logistics/v1/events_pb';
import { DomainEvent, EventData } from '../../platform/event-store/event.types';

export type WarehouseEvent =
  | DomainEvent<'WarehouseRegistered', EventData<WarehouseRegistered>>
  | DomainEvent<'WarehouseUpdated', EventData<WarehouseUpdated>>
  | DomainEvent<'StockCheckedIn', EventData<StockCheckedIn>>
  | DomainEvent<'StockCheckedOut', EventData<StockCheckedOut>>;

export type CarrierEvent = DomainEvent<'CarrierRegistered', EventData<CarrierRegistered>>;

export type NextOwnerEvent = DomainEvent<'NextOwnerAdded', EventData<NextOwnerAdded>>;

export type ShipmentEvent =
  | DomainEvent<'ShipmentPlanned', EventData<ShipmentPlanned>>
  | DomainEvent<'ShipmentDispatched', EventData<ShipmentDispatched>>
  | DomainEvent<'ShipmentPositionReported', EventData<ShipmentPositionReported>>
  | DomainEvent<'ShipmentDelivered', EventData<ShipmentDelivered>>;

export type IotTagEvent =
  | DomainEvent<'IotTagRegistered', EventData<IotTagRegistered>>
  | DomainEvent<'IotTagPositionReported', EventData<IotTagPositionReported>>;

export type DeliveryEvent = DomainEvent<'DeliveryMade', EventData<DeliveryMade>>;

/**
 * Events of logistics on the streams of stock items and packages: custody owns those streams and their one
 * fold, so the type is custody's.
 */
export type { GoodsMoveEvent } from '../../custody/custody.public';

export type Detail = { key: string; value: string };
