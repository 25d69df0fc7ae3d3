import type { Destination } from '../../../proto/gen/provenance/logistics/v1/events_pb';
import { RecordedEvent } from '../../platform/event-store/event-store.port';
import { EventData } from '../../platform/event-store/event.types';
import { idOf, isGoodsStream } from '../../platform/event-store/streams.rules';
import { Projection } from '../../platform/projections/projection.types';
import { ProjectionWriter } from '../../platform/read-store/read-store.port';
import { GoodsMoveEvent, IotTagEvent, ShipmentEvent } from '../domain/logistics.events';
import { snakeFields, upsert } from '../../platform/projections/upsert.helper';

export const SHIPMENTS = 'logistics_shipments';
export const GOODS_LOCATIONS = 'logistics_goods_locations';

export interface RoutePointDoc {
  location: string;
  recorded_at: string;
}

export interface ShipmentDoc {
  _id: string;
  display_id: string;
  owner_id: string;
  mode: string;
  carrier: string;
  vehicle_number: string;
  driver_name: string;
  driver_contact: string;
  from_warehouse_id: string;
  /** The next owner's user, '' unless the shipment goes to a next owner. */
  recipient_id: string;
  destination: { kind: string; warehouse_id: string; next_owner_id: string; user_id: string; address: string; address_location: string };
  content_data: { type: 'item' | 'package'; id: string }[];
  stock_items: number;
  expected_delivery: string;
  status: 'planned' | 'in_transit' | 'delivered';
  route: RoutePointDoc[];
  created_at: string;
  dispatched_at: string | null;
  delivered_at: string | null;
  [key: string]: unknown;
}

/** Where one stock item or package is, for public tracking and the warehouse and shipment screens. */
export interface GoodsLocationDoc {
  _id: string;
  status: 'in_stock' | 'in_warehouse' | 'in_transit' | 'delivered';
  warehouse_id: string;
  shipment_id: string;
  /** "lat&lng" and text address of where it is now (the warehouse's, or the delivery address). */
  location: string;
  address_location: string;
  updated_at: string;
  [key: string]: unknown;
}

async function setLocation(event: Pick<RecordedEvent, 'stream' | 'metadata'>, w: ProjectionWriter, set: Partial<GoodsLocationDoc>): Promise<void> {
  if (!isGoodsStream(event.stream)) return;
  const existing = await w.findOne<GoodsLocationDoc>(GOODS_LOCATIONS, { _id: idOf(event.stream) });
  const base = existing ? {} : { status: 'in_stock', warehouse_id: '', shipment_id: '', location: '', address_location: '' };
  await upsert(w, GOODS_LOCATIONS, idOf(event.stream), { ...base, ...set, updated_at: event.metadata.time });
}

function destinationDoc(d: Partial<EventData<Destination>> | undefined) {
  return {
    kind: d?.kind ?? 'address',
    warehouse_id: d?.warehouseId ?? '',
    next_owner_id: d?.nextOwnerId ?? '',
    user_id: d?.userId ?? '',
    address: d?.address ?? '',
    address_location: d?.addressLocation ?? '',
  };
}

/** Shipments with their goods, status and route; and each moved item's or package's current location. */
export const shipmentsProjection: Projection<ShipmentEvent | GoodsMoveEvent | IotTagEvent> = {
  name: 'logistics.shipments',
  collections: [SHIPMENTS, GOODS_LOCATIONS],
  indexes: [
    { collection: SHIPMENTS, fields: ['owner_id'] },
    { collection: SHIPMENTS, fields: ['recipient_id'] },
    { collection: GOODS_LOCATIONS, fields: ['shipment_id'] },
  ],
  handlers: {
    async ShipmentPlanned(event, w) {
      const d = event.data;
      await upsert(w, SHIPMENTS, d.shipmentId, {
        ...snakeFields(d, 'displayId', 'ownerId', 'mode', 'carrier'),
        vehicle_number: d.vehicleNumber ?? '',
        driver_name: d.driverName ?? '',
        driver_contact: d.driverContact ?? '',
        from_warehouse_id: d.fromWarehouseId ?? '',
        destination: destinationDoc(d.destination),
        recipient_id: d.destination?.userId ?? '',
        content_data: d.entries ?? [],
        stock_items: d.stockItems ?? 0,
        expected_delivery: d.expectedDelivery ?? '',
        status: 'planned',
        route: [],
        created_at: event.metadata.time,
        dispatched_at: null,
        delivered_at: null,
      });
    },
    async ShipmentDispatched(event, w) {
      await w.updateOne(SHIPMENTS, { _id: idOf(event.stream) }, { $set: { status: 'in_transit', dispatched_at: event.metadata.time } });
    },
    async ShipmentPositionReported(event, w) {
      const d = event.data;
      await w.updateOne(SHIPMENTS, { _id: idOf(event.stream) }, { $push: { route: { location: d.location, recorded_at: d.recordedAt || event.metadata.time } } });
    },
    async ShipmentDelivered(event, w) {
      await w.updateOne(SHIPMENTS, { _id: idOf(event.stream) }, { $set: { status: 'delivered', delivered_at: event.metadata.time } });
    },
    async GoodsCheckedIn(event, w) {
      const d = event.data;
      await setLocation(event, w, { status: 'in_warehouse', warehouse_id: d.warehouseId, location: d.addressLocation, address_location: d.address });
    },
    async GoodsCheckedOut(event, w) {
      await setLocation(event, w, { status: 'in_stock', warehouse_id: '' });
    },
    async GoodsLoaded(event, w) {
      await setLocation(event, w, { shipment_id: event.data.shipmentId });
    },
    async GoodsDispatched(event, w) {
      await setLocation(event, w, { status: 'in_transit', warehouse_id: '' });
    },
    async GoodsDelivered(event, w) {
      const d = event.data;
      await setLocation(event, w, {
        status: 'delivered',
        shipment_id: '',
        ...(d.addressLocation ? { location: d.addressLocation } : {}),
        ...(d.address ? { address_location: d.address } : {}),
      });
    },
    async OwnershipDelivered(event, w) {
      await setLocation(event, w, { status: 'delivered', warehouse_id: '' });
    },
    /**
     * A package's IoT tag reported where it is: in transit the position joins its shipment's route (the map
     * of everything aboard moves); elsewhere it becomes the package's own position (its text address, no
     * longer true, is dropped).
     */
    async IotTagPositionReported(event, w) {
      const d = event.data;
      const at = await w.findOne<GoodsLocationDoc>(GOODS_LOCATIONS, { _id: d.packageId });
      if (at?.status === 'in_transit' && at.shipment_id) {
        await w.updateOne(SHIPMENTS, { _id: at.shipment_id }, { $push: { route: { location: d.location, recorded_at: d.recordedAt } } });
        return;
      }
      const base = at ? {} : { status: 'in_stock', warehouse_id: '', shipment_id: '' };
      await upsert(w, GOODS_LOCATIONS, d.packageId, { ...base, location: d.location, address_location: '', updated_at: event.metadata.time });
    },
  },
};
