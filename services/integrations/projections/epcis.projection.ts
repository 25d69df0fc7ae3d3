import type { ProductEvent } from '../../catalog/catalog.public';
import type { CustodyEvent } from '../../custody/custody.public';
import { RecordedEvent } from '../../platform/event-store/event-store.port';
import { idOf } from '../../platform/event-store/streams.rules';
import { Projection } from '../../platform/projections/projection.types';
import { ProjectionWriter } from '../../platform/read-store/read-store.port';
import { upsert } from '../../platform/projections/upsert.helper';

/** One EPCIS event as stored: what happened to which goods, in our terms; the query renders EPCIS JSON-LD. */
export interface EpcisRecord {
  _id: string;
  type: 'ObjectEvent' | 'AggregationEvent' | 'TransactionEvent';
  action: 'ADD' | 'OBSERVE' | 'DELETE';
  biz_step?: string;
  disposition?: string;
  event_time: string;
  /** Display ids the event is about (an aggregation's parent first). */
  subjects: string[];
  parent?: string;
  children?: string[];
  /** `lat&lng` of the place, or a warehouse id. */
  read_point?: { geo?: string; warehouse?: string };
  biz_location?: { geo?: string; warehouse?: string };
  /** Ownership: user ids before and after, and the request, hand-over or delivery it came from. */
  from_owner?: string;
  to_owner?: string;
  transaction?: string;
  [key: string]: unknown;
}

/** A stock item or package the EPCIS view knows: who registered and owns it, and its GTIN for its EPC. */
export interface EpcisSubject {
  _id: string;
  kind: 'item' | 'package';
  registrant_id: string;
  owner_id: string;
  gtin: string;
  warehouse_id: string;
  /** The warehouse it was checked out of last ('' once checked in again). */
  last_warehouse_id?: string;
  [key: string]: unknown;
}

export const EPCIS_EVENTS = 'epcis_events';
export const EPCIS_SUBJECTS = 'epcis_subjects';
const EPCIS_PRODUCTS = 'epcis_products';

/** A string field of a payload, '' when it is missing (an older event may not carry it). */
const str = (value: string | undefined) => (typeof value === 'string' ? value : '');

type EventRef = Pick<RecordedEvent, 'id' | 'stream' | 'metadata'>;

async function record(w: ProjectionWriter, event: EventRef, fields: Omit<EpcisRecord, '_id' | 'event_time'>): Promise<void> {
  await w.updateOne(EPCIS_EVENTS, { _id: `urn:uuid:${event.id}` }, { $set: { ...fields, event_time: event.metadata.time } }, { upsert: true });
}

async function subject(w: ProjectionWriter, displayId: string): Promise<EpcisSubject | null> {
  return w.findOne<EpcisSubject>(EPCIS_SUBJECTS, { _id: displayId });
}

async function transfer(w: ProjectionWriter, event: EventRef, from: string, to: string, transaction: string): Promise<void> {
  const displayId = idOf(event.stream);
  await w.updateOne(EPCIS_SUBJECTS, { _id: displayId }, { $set: { owner_id: to } });
  await record(w, event, { type: 'TransactionEvent', action: 'ADD', subjects: [displayId], from_owner: from, to_owner: to, transaction });
}

/** A new item or package: its registrant owns it, and EPCIS sees it commissioned where it was registered. */
async function commissioned(
  w: ProjectionWriter,
  event: EventRef & { data: { displayId?: string; ownerId?: string; location?: string } },
  kind: EpcisSubject['kind'],
  gtin: string,
): Promise<void> {
  const displayId = str(event.data.displayId);
  const owner = str(event.data.ownerId);
  await upsert(w, EPCIS_SUBJECTS, displayId, { kind, registrant_id: owner, owner_id: owner, gtin, warehouse_id: '' });
  const geo = str(event.data.location);
  await record(w, event, {
    type: 'ObjectEvent',
    action: 'ADD',
    biz_step: 'commissioning',
    disposition: 'active',
    subjects: [displayId],
    ...(geo ? { read_point: { geo }, biz_location: { geo } } : {}),
  });
}

/** Moves of goods are observed on the outermost package only (what is packed moves with it). */
const outermost = (data: { packageId?: string }) => str(data.packageId) === '';

/**
 * The history of stock items and packages as GS1 EPCIS 2.0 sees it: registration → commissioning, packing →
 * aggregation, ownership → transaction, warehouse and shipment moves → observations. It keeps its own small
 * tables of products' GTINs and of each subject's registrant and owner (it reads no other read model).
 */
export const epcisProjection: Projection<ProductEvent | CustodyEvent> = {
  name: 'integrations.epcis',
  collections: [EPCIS_EVENTS, EPCIS_SUBJECTS, EPCIS_PRODUCTS],
  indexes: [
    { collection: EPCIS_EVENTS, fields: ['subjects'] },
    { collection: EPCIS_SUBJECTS, fields: ['owner_id', 'registrant_id'] },
  ],
  handlers: {
    async ProductGtinAssigned(event, w) {
      await upsert(w, EPCIS_PRODUCTS, idOf(event.stream), { gtin: str(event.data.gtin) });
    },
    async StockItemRegistered(event, w) {
      const product = await w.findOne<{ _id: string; gtin: string }>(EPCIS_PRODUCTS, { _id: str(event.data.productId) });
      await commissioned(w, event, 'item', product?.gtin ?? '');
    },
    PackageCreated: (event, w) => commissioned(w, event, 'package', ''),
    async PackageContentsAdded(event, w) {
      const parent = idOf(event.stream);
      const children = (event.data.entries ?? []).map((e) => e.id);
      await record(w, event, { type: 'AggregationEvent', action: 'ADD', biz_step: 'packing', disposition: 'in_progress', subjects: [parent, ...children], parent, children });
    },
    async PackageUnpacked(event, w) {
      const parent = idOf(event.stream);
      const children = (event.data.entries ?? []).map((e) => e.id);
      await record(w, event, { type: 'AggregationEvent', action: 'DELETE', biz_step: 'unpacking', disposition: 'in_progress', subjects: [parent, ...children], parent, children });
    },
    async OwnershipApproved(event, w) {
      await transfer(w, event, str(event.data.previousOwnerId), str(event.data.newOwnerId), `request:${str(event.data.requestId)}`);
    },
    async StockItemHandedOver(event, w) {
      await transfer(w, event, str(event.data.fromOwnerId), str(event.data.toOwnerId), `handover:${event.id}`);
    },
    async OwnershipTransferredWithPackage(event, w) {
      // The package's own approval is the transaction; what is inside just follows it.
      await w.updateOne(EPCIS_SUBJECTS, { _id: idOf(event.stream) }, { $set: { owner_id: str(event.data.toOwnerId) } });
    },
    async OwnershipDelivered(event, w) {
      if (!outermost(event.data)) {
        await w.updateOne(EPCIS_SUBJECTS, { _id: idOf(event.stream) }, { $set: { owner_id: str(event.data.toOwnerId) } });
        return;
      }
      await transfer(w, event, str(event.data.fromOwnerId), str(event.data.toOwnerId), `delivery:${str(event.data.deliveryId)}`);
    },
    async GoodsCheckedIn(event, w) {
      const displayId = idOf(event.stream);
      const warehouse = str(event.data.warehouseId);
      await w.updateOne(EPCIS_SUBJECTS, { _id: displayId }, { $set: { warehouse_id: warehouse, last_warehouse_id: '' } });
      if (!outermost(event.data)) return;
      await record(w, event, { type: 'ObjectEvent', action: 'OBSERVE', biz_step: 'storing', disposition: 'in_progress', subjects: [displayId], read_point: { warehouse }, biz_location: { warehouse } });
    },
    async GoodsCheckedOut(event, w) {
      const displayId = idOf(event.stream);
      const warehouse = str(event.data.warehouseId);
      // Kept as the last warehouse: a dispatch checks goods out in the same append, and its readPoint is that warehouse.
      await w.updateOne(EPCIS_SUBJECTS, { _id: displayId }, { $set: { warehouse_id: '', last_warehouse_id: warehouse } });
      if (!outermost(event.data)) return;
      await record(w, event, { type: 'ObjectEvent', action: 'OBSERVE', biz_step: 'departing', disposition: 'in_progress', subjects: [displayId], read_point: { warehouse } });
    },
    async GoodsDispatched(event, w) {
      if (!outermost(event.data)) return;
      const displayId = idOf(event.stream);
      const before = await subject(w, displayId);
      await record(w, event, {
        type: 'ObjectEvent',
        action: 'OBSERVE',
        biz_step: 'shipping',
        disposition: 'in_transit',
        subjects: [displayId],
        ...(before?.warehouse_id || before?.last_warehouse_id ? { read_point: { warehouse: before.warehouse_id || before.last_warehouse_id } } : {}),
        transaction: `shipment:${str(event.data.shipmentDisplayId) || str(event.data.shipmentId)}`,
      });
    },
    async GoodsDelivered(event, w) {
      if (!outermost(event.data)) return;
      const geo = str(event.data.addressLocation);
      await record(w, event, {
        type: 'ObjectEvent',
        action: 'OBSERVE',
        biz_step: 'receiving',
        disposition: 'in_progress',
        subjects: [idOf(event.stream)],
        ...(geo ? { read_point: { geo }, biz_location: { geo } } : {}),
        transaction: `shipment:${str(event.data.shipmentDisplayId) || str(event.data.shipmentId)}`,
      });
    },
  },
};
