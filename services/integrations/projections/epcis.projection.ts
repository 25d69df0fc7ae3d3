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
  /** The log position of the event it came from (fixed width, so string order is log order). */
  seq?: string;
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
  /**
   * Its events so far, `[event id, event time, type, seq]` in log order: a change of owner moves the access to
   * these (read with the subject by id, instead of a query of the events by subject per change).
   */
  seen?: Seen[];
  [key: string]: unknown;
}

/** One of a subject's events as its access entries need it: id, time, type, log position (`seq`). */
export type Seen = [string, string, EpcisRecord['type'], string];

/**
 * Who may see an event, one document per (party, event): a party sees an event when it registered or owns
 * now one of the event's subjects; `n` counts those subjects. The query pages a user's events from here
 * by (event_time, _id), so a page costs its own events, not the user's whole history.
 */
export interface EpcisAccess {
  _id: string;
  party: string;
  event_time: string;
  type: EpcisRecord['type'];
  n: number;
  [key: string]: unknown;
}

export const EPCIS_EVENTS = 'epcis_events';
export const EPCIS_SUBJECTS = 'epcis_subjects';
export const EPCIS_ACCESS = 'epcis_access';
const EPCIS_PRODUCTS = 'epcis_products';

/** The `_id` of a party's access to an event: within one party, `_id` order is the event ids' order. */
export const accessId = (party: string, eventId: string) => `${party}|${eventId}`;

/** The parties that see what happens to a subject: its registrant and its owner now. */
const partiesOf = (s: Pick<EpcisSubject, 'owner_id' | 'registrant_id'> | null): string[] =>
  s ? [...new Set([s.owner_id, s.registrant_id])].filter((p) => typeof p === 'string' && p !== '') : [];

const seqOf = (position: bigint) => position.toString().padStart(20, '0');

/** Adds `by` to the party's count of the event's subjects it sees (creating or dropping its access). */
export async function grant(w: ProjectionWriter, party: string, r: Pick<EpcisRecord, '_id' | 'event_time' | 'type'>, by: number): Promise<void> {
  const _id = accessId(party, r._id);
  await w.updateOne(EPCIS_ACCESS, { _id }, { $set: { party, event_time: r.event_time, type: r.type }, $inc: { n: by } }, { upsert: true });
  if (by < 0) await w.deleteMany(EPCIS_ACCESS, { _id, n: { $lte: 0 } });
}

type Ref = Pick<EpcisRecord, '_id' | 'event_time' | 'type'>;

/**
 * The access changes of one batch, when the store writes a batch atomically: summed per (party, event) and
 * written once at `endBatch`. An owner change grants the new owner a subject's earlier events and takes them
 * from the former one, so within a rebuild's batch most of those changes cancel out and are never written;
 * what is written is the sum the events would have written one by one.
 */
const batches = new WeakMap<ProjectionWriter, Map<string, { party: string; r: Ref; by: number }>>();

async function change(w: ProjectionWriter, party: string, r: Ref, by: number): Promise<void> {
  if (!w.atomic) return grant(w, party, r, by);
  let changes = batches.get(w);
  if (!changes) batches.set(w, (changes = new Map()));
  const _id = accessId(party, r._id);
  const known = changes.get(_id);
  if (known) known.by += by;
  else changes.set(_id, { party, r: { _id: r._id, event_time: r.event_time, type: r.type }, by });
}

async function writeBatch(w: ProjectionWriter): Promise<void> {
  const changes = batches.get(w);
  if (!changes) return;
  batches.delete(w);
  for (const { party, r, by } of changes.values()) if (by !== 0) await grant(w, party, r, by);
}

/** A string field of a payload, '' when it is missing (an older event may not carry it). */
const str = (value: string | undefined) => (typeof value === 'string' ? value : '');

type EventRef = Pick<RecordedEvent, 'id' | 'stream' | 'metadata' | 'position'>;

async function record(w: ProjectionWriter, event: EventRef, fields: Pick<EpcisRecord, 'type' | 'subjects'> & Omit<EpcisRecord, '_id' | 'event_time'>): Promise<void> {
  const r = { _id: `urn:uuid:${event.id}`, event_time: event.metadata.time, type: fields.type };
  const seq = seqOf(event.position);
  await w.updateOne(EPCIS_EVENTS, { _id: r._id }, { $set: { ...fields, event_time: r.event_time, seq } }, { upsert: true });
  const counts = new Map<string, number>();
  const seen: Seen = [r._id, r.event_time, r.type, seq];
  for (const id of new Set(fields.subjects)) {
    const s = await subject(w, id);
    if (!s) continue;
    for (const party of partiesOf(s)) counts.set(party, (counts.get(party) ?? 0) + 1);
    await w.updateOne(EPCIS_SUBJECTS, { _id: id }, { $push: { seen } });
  }
  for (const [party, n] of counts) await change(w, party, r, n);
}

/** An ObjectEvent about one stock item or package (what a business step did to it, and the state it left it in). */
function objectEvent(action: EpcisRecord['action'], bizStep: string, disposition: string, displayId: string) {
  return { type: 'ObjectEvent' as const, action, biz_step: bizStep, disposition, subjects: [displayId] };
}

/** A place given as `lat&lng` ('' when unknown) is both the event's read point and its business location. */
const atGeo = (geo: string) => (geo ? { read_point: { geo }, biz_location: { geo } } : {});

async function subject(w: ProjectionWriter, displayId: string): Promise<EpcisSubject | null> {
  return w.findOne<EpcisSubject>(EPCIS_SUBJECTS, { _id: displayId });
}

/**
 * A subject's new owner sees its earlier events, and its former owner (unless it registered it) no longer does
 * through it. Only events before this one count: replaying after a crash must not see later events' records.
 */
async function changeOwner(w: ProjectionWriter, event: EventRef, displayId: string, to: string): Promise<void> {
  const before = await subject(w, displayId);
  // Taken before the update: the writer may hand out the very document it then changes in place.
  const was = partiesOf(before);
  const now = before ? partiesOf({ ...before, owner_id: to }) : [];
  const earlier = [...(before?.seen ?? [])];
  await w.updateOne(EPCIS_SUBJECTS, { _id: displayId }, { $set: { owner_id: to } });
  if (!before) return;
  const lost = was.filter((p) => !now.includes(p));
  const gained = now.filter((p) => !was.includes(p));
  if (!lost.length && !gained.length) return;
  const seq = seqOf(event.position);
  for (const [_id, event_time, type, at] of earlier) {
    if (at >= seq) continue;
    const r = { _id, event_time, type };
    for (const party of lost) await change(w, party, r, -1);
    for (const party of gained) await change(w, party, r, 1);
  }
}

async function transfer(w: ProjectionWriter, event: EventRef, from: string, to: string, transaction: string): Promise<void> {
  const displayId = idOf(event.stream);
  await changeOwner(w, event, displayId, to);
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
  await record(w, event, { ...objectEvent('ADD', 'commissioning', 'active', displayId), ...atGeo(str(event.data.location)) });
}

/** Moves of goods are observed on the outermost package only (what is packed moves with it). */
const outermost = (data: { packageId?: string }) => str(data.packageId) === '';

/**
 * The history of stock items and packages as GS1 EPCIS 2.0 sees it: registration → commissioning, packing →
 * aggregation, ownership → transaction, warehouse and shipment moves → observations. It keeps its own small
 * tables of products' GTINs and of each subject's registrant and owner (it reads no other read model).
 */
export const epcisProjection: Projection<ProductEvent | CustodyEvent> = {
  // v2: with the access list (`epcis_access`); v3: each subject lists its events (`seen`). A new name replays the
  // log once over the stored records.
  name: 'integrations.epcis.v3',
  collections: [EPCIS_EVENTS, EPCIS_SUBJECTS, EPCIS_PRODUCTS, EPCIS_ACCESS],
  indexes: [
    { collection: EPCIS_EVENTS, fields: ['subjects'] },
    { collection: EPCIS_SUBJECTS, fields: ['owner_id', 'registrant_id'] },
    {
      collection: EPCIS_ACCESS,
      // Read only a page at a time, through the page index: no equality index of its own. One index by party and
      // type: a page of all types asks for the three (`type: {$in}`) and the store merges their ranges, so an
      // event's access is one entry, and a page of a type few events have reads only those.
      fields: [],
      pages: [{ equal: ['party', 'type'], sort: { event_time: 1, _id: 1 } }],
    },
  ],
  endBatch: writeBatch,
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
      await changeOwner(w, event, idOf(event.stream), str(event.data.toOwnerId));
    },
    async OwnershipDelivered(event, w) {
      if (!outermost(event.data)) {
        await changeOwner(w, event, idOf(event.stream), str(event.data.toOwnerId));
        return;
      }
      await transfer(w, event, str(event.data.fromOwnerId), str(event.data.toOwnerId), `delivery:${str(event.data.deliveryId)}`);
    },
    async GoodsCheckedIn(event, w) {
      const displayId = idOf(event.stream);
      const warehouse = str(event.data.warehouseId);
      await w.updateOne(EPCIS_SUBJECTS, { _id: displayId }, { $set: { warehouse_id: warehouse, last_warehouse_id: '' } });
      if (!outermost(event.data)) return;
      await record(w, event, { ...objectEvent('OBSERVE', 'storing', 'in_progress', displayId), read_point: { warehouse }, biz_location: { warehouse } });
    },
    async GoodsCheckedOut(event, w) {
      const displayId = idOf(event.stream);
      const warehouse = str(event.data.warehouseId);
      // Kept as the last warehouse: a dispatch checks goods out in the same append, and its readPoint is that warehouse.
      await w.updateOne(EPCIS_SUBJECTS, { _id: displayId }, { $set: { warehouse_id: '', last_warehouse_id: warehouse } });
      if (!outermost(event.data)) return;
      await record(w, event, { ...objectEvent('OBSERVE', 'departing', 'in_progress', displayId), read_point: { warehouse } });
    },
    async GoodsDispatched(event, w) {
      if (!outermost(event.data)) return;
      const displayId = idOf(event.stream);
      const before = await subject(w, displayId);
      await record(w, event, {
        ...objectEvent('OBSERVE', 'shipping', 'in_transit', displayId),
        ...(before?.warehouse_id || before?.last_warehouse_id ? { read_point: { warehouse: before.warehouse_id || before.last_warehouse_id } } : {}),
        transaction: `shipment:${str(event.data.shipmentDisplayId) || str(event.data.shipmentId)}`,
      });
    },
    async GoodsDelivered(event, w) {
      if (!outermost(event.data)) return;
      await record(w, event, {
        ...objectEvent('OBSERVE', 'receiving', 'in_progress', idOf(event.stream)),
        ...atGeo(str(event.data.addressLocation)),
        transaction: `shipment:${str(event.data.shipmentDisplayId) || str(event.data.shipmentId)}`,
      });
    },
  },
};
