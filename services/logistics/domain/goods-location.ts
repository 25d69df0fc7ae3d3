import { DomainEvent } from '../../platform/event-store/event-types';
import { GoodsMoveEvent } from './logistics.events';

export type LocationStatus = 'in_stock' | 'in_warehouse' | 'in_transit' | 'delivered';

/**
 * Where a stock item or package is: at its registration place (in stock), in a warehouse, on a shipment
 * (planned: still where it was, reserved; then in transit), or delivered. Part of the goods' one custody
 * state, folded from the logistics events on their own stream.
 */
export interface GoodsLocation {
  status: LocationStatus;
  warehouseId: string;
  /** The shipment it is on (planned or in transit), '' when none. */
  shipmentId: string;
  shipmentDisplayId: string;
}

export const initialLocation: GoodsLocation = { status: 'in_stock', warehouseId: '', shipmentId: '', shipmentDisplayId: '' };

export function evolveLocation(location: GoodsLocation, domainEvent: DomainEvent): GoodsLocation {
  const event = domainEvent as GoodsMoveEvent;
  switch (event.type) {
    case 'GoodsCheckedIn':
      return { ...location, status: 'in_warehouse', warehouseId: event.data.warehouseId };
    case 'GoodsCheckedOut':
      return { ...location, status: 'in_stock', warehouseId: '' };
    case 'GoodsLoaded':
      return { ...location, shipmentId: event.data.shipmentId, shipmentDisplayId: event.data.shipmentDisplayId };
    case 'GoodsDispatched':
      return { ...location, status: 'in_transit', warehouseId: '' };
    case 'GoodsDelivered':
      return { ...location, status: 'delivered', warehouseId: '', shipmentId: '', shipmentDisplayId: '' };
    case 'OwnershipDelivered':
      return { ...location, status: 'delivered', warehouseId: '' };
    default:
      return location;
  }
}
