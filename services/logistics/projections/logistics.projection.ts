import type { WarehouseUpdated } from '../../../proto/gen/provenance/logistics/v1/events_pb';
import { EventData } from '../../platform/event-store/event.types';
import { idOf } from '../../platform/event-store/streams.rules';
import { Projection } from '../../platform/projections/projection.types';
import { ProjectionWriter } from '../../platform/read-store/read-store.port';
import { CarrierEvent, DeliveryEvent, NextOwnerEvent, WarehouseEvent } from '../domain/logistics.events';
import { snakeFields, upsert } from '../../platform/projections/upsert.helper';

export const WAREHOUSES = 'logistics_warehouses';
export const CARRIERS = 'logistics_carriers';
export const NEXT_OWNERS = 'logistics_next_owners';

export interface GoodsRefDoc {
  type: 'item' | 'package';
  display_id: string;
  since: string;
}

export interface WarehouseDoc {
  _id: string;
  owner_id: string;
  name: string;
  type: string;
  capacity: number;
  contact: string;
  verification: string;
  address: string;
  address_location: string;
  details: { key: string; value: string }[];
  stock_count: number;
  contents: GoodsRefDoc[];
  created_at: string;
  updated_at: string;
  [key: string]: unknown;
}

export interface CarrierDoc {
  _id: string;
  owner_id: string;
  company_name: string;
  contact_person: string;
  email: string;
  phone: string;
  address: string;
  modes: string[];
  created_at: string;
  [key: string]: unknown;
}

export interface DeliveredDoc {
  type: 'item' | 'package';
  display_id: string;
  at: string;
  delivery_id: string;
  shipment_id: string;
}

export interface NextOwnerDoc {
  _id: string;
  owner_id: string;
  user_id: string;
  category: string;
  brands: string[];
  note: string;
  delivered_count: number;
  delivered: DeliveredDoc[];
  created_at: string;
  [key: string]: unknown;
}

type Logged = { metadata: { time: string } };
type Entries = { entries: { type: string; id: string }[]; stockItems: number };
const goodsType = (type: unknown): 'item' | 'package' => (type === 'package' ? 'package' : 'item');

async function stockMoved(event: { stream: string; data: Entries } & Logged, w: ProjectionWriter, direction: 1 | -1): Promise<void> {
  const d = event.data;
  const warehouseId = idOf(event.stream);
  if (direction === 1) {
    const refs = d.entries.map((e) => ({ type: goodsType(e.type), display_id: e.id, since: event.metadata.time }));
    await w.updateOne(WAREHOUSES, { _id: warehouseId }, { $inc: { stock_count: d.stockItems }, $push: { contents: { $each: refs } }, $set: { updated_at: event.metadata.time } });
  } else {
    const ids = d.entries.map((e) => e.id);
    await w.updateOne(WAREHOUSES, { _id: warehouseId }, { $inc: { stock_count: -d.stockItems }, $pull: { contents: { display_id: { $in: ids } } }, $set: { updated_at: event.metadata.time } });
  }
}

/** The fields a warehouse's registration and its updates both set. */
function warehouseFields(d: EventData<WarehouseUpdated>, time: string) {
  return { ...snakeFields(d, 'name', 'type', 'capacity', 'contact', 'verification', 'address', 'addressLocation'), details: d.details ?? [], updated_at: time };
}

/** Warehouses with their stock, carriers, and next owners with what was delivered to them. */
export const logisticsProjection: Projection<WarehouseEvent | CarrierEvent | NextOwnerEvent | DeliveryEvent> = {
  name: 'logistics.directory',
  collections: [WAREHOUSES, CARRIERS, NEXT_OWNERS],
  indexes: [
    { collection: WAREHOUSES, fields: ['owner_id'] },
    { collection: CARRIERS, fields: ['owner_id'] },
    { collection: NEXT_OWNERS, fields: ['owner_id'] },
  ],
  handlers: {
    async WarehouseRegistered(event, w) {
      const d = event.data;
      await upsert(w, WAREHOUSES, d.warehouseId, { owner_id: d.ownerId, ...warehouseFields(d, event.metadata.time), stock_count: 0, contents: [], created_at: event.metadata.time });
    },
    async WarehouseUpdated(event, w) {
      await w.updateOne(WAREHOUSES, { _id: idOf(event.stream) }, { $set: warehouseFields(event.data, event.metadata.time) });
    },
    async StockCheckedIn(event, w) {
      await stockMoved(event, w, 1);
    },
    async StockCheckedOut(event, w) {
      await stockMoved(event, w, -1);
    },
    async CarrierRegistered(event, w) {
      const d = event.data;
      await upsert(w, CARRIERS, d.carrierId, {
        ...snakeFields(d, 'ownerId', 'companyName', 'contactPerson', 'email', 'phone', 'address'),
        modes: d.modes ?? [],
        created_at: event.metadata.time,
      });
    },
    async NextOwnerAdded(event, w) {
      const d = event.data;
      await upsert(w, NEXT_OWNERS, d.nextOwnerId, {
        owner_id: d.ownerId,
        user_id: d.userId,
        category: d.category ?? '',
        brands: d.brands ?? [],
        note: d.note ?? '',
        delivered_count: 0,
        delivered: [],
        created_at: event.metadata.time,
      });
    },
    async DeliveryMade(event, w) {
      const d = event.data;
      const refs: DeliveredDoc[] = d.entries.map((e) => ({
        type: goodsType(e.type),
        display_id: e.id,
        at: event.metadata.time,
        delivery_id: d.deliveryId,
        shipment_id: d.shipmentId ?? '',
      }));
      await w.updateOne(NEXT_OWNERS, { _id: d.nextOwnerId }, { $inc: { delivered_count: d.entries.length }, $push: { delivered: { $each: refs } } });
    },
  },
};
