import type { ProductEvent } from '../../catalog/catalog.public';
import type { CustodyEvent } from '../../custody/custody.public';
import type { DeliveryEvent, ShipmentEvent, WarehouseEvent } from '../../logistics/logistics.public';
import { RecordedEvent } from '../../platform/event-store/event-store.port';
import { idOf, isStreamOf } from '../../platform/event-store/streams.rules';
import { Projection } from '../../platform/projections/projection.types';
import { ProjectionWriter } from '../../platform/read-store/read-store.port';
import { SubjectView, dayOf, figureChanges, figuresOf } from './subject-figures.rules';
import { upsert } from '../../platform/projections/upsert.helper';

export const REPORT_SUBJECTS = 'report_subjects';
export const REPORT_PRODUCTS = 'report_products';
export const REPORT_REQUESTS = 'report_requests';
export const REPORT_FIGURES = 'report_figures';
export const REPORT_ACTIVITY_HEADS = 'report_activity_heads';
export const REPORT_ACTIVITY_PAGES = 'report_activity_pages';
export const REPORT_WAREHOUSES = 'report_warehouses';
/** Per shipment: its owner and the month it was planned (where its entry and counters are). */
export const REPORT_SHIPMENT_INDEX = 'report_shipment_index';
/** Per user and month planned: that month's shipments, the logistics report's table. */
export const REPORT_SHIPMENTS = 'report_shipments';

export const shipmentMonthId = (userId: string, month: string) => `${userId}:${month}`;

export interface WarehouseNameDoc {
  _id: string;
  owner_id: string;
  name: string;
  [key: string]: unknown;
}

export interface ShipmentIndexDoc {
  _id: string;
  owner_id: string;
  month: string;
  stock_items: number;
  display_id: string;
  [key: string]: unknown;
}

export interface ShipmentEntry {
  display_id: string;
  mode: string;
  status: 'planned' | 'in_transit' | 'delivered';
  items: number;
  destination: string;
  planned_at: string;
  dispatched_at: string;
  delivered_at: string;
}

export interface ShipmentMonthDoc {
  _id: string;
  shipments: Record<string, ShipmentEntry>;
  [key: string]: unknown;
}

/** Entries per activity page document: a page of the timeline is one or two lookups. */
export const ACTIVITY_PAGE_SIZE = 100;

export type SubjectDoc = SubjectView & { _id: string; [key: string]: unknown };

export interface ProductNameDoc {
  _id: string;
  owner_id: string;
  name: string;
  expire: string;
  warranty: string;
  [key: string]: unknown;
}

export interface RequestDoc {
  _id: string;
  requester_id: string;
  owner_id: string;
  display_id: string;
  pending: boolean;
  [key: string]: unknown;
}

/**
 * One user's figures, all counters (see subject-figures.ts for the item and package ones): what the
 * dashboard and the inventory report read, each a lookup of this one document.
 */
export interface FiguresDoc {
  _id: string;
  products?: number;
  products_by_month?: Record<string, number>;
  items?: Partial<Record<'in_stock' | 'packed' | 'in_warehouse' | 'in_transit' | 'transferred', number>>;
  items_by_product?: Record<string, number>;
  packages?: { level1?: number; level2?: number };
  received_pending?: number;
  sent_pending?: number;
  /** Ownership transfers the user took part in (either side), by UTC day and by month and side. */
  transfers_by_day?: Record<string, number>;
  transfers_by_month?: Record<string, { received?: number; sent?: number }>;
  /** Logistics counters by month: shipments by mode and status (month planned), stock items dispatched, deliveries made and received. */
  logi?: Record<
    string,
    { mode?: Record<string, number>; status?: Record<string, number>; transported?: number; deliveries?: number; received?: number }
  >;
  /** Inventory report counters by the month the user got the items. */
  inv?: Record<
    string,
    {
      total?: number;
      product?: Record<string, number>;
      status?: Record<string, number>;
      expires?: Record<string, Record<string, number>>;
      warranty?: Record<string, Record<string, number>>;
      warehouse?: Record<string, number>;
      packed?: number;
    }
  >;
  [key: string]: unknown;
}

export type ActivityType =
  | 'product_registered'
  | 'registered'
  | 'batch_recorded'
  | 'package_created'
  | 'packed'
  | 'unpacked'
  | 'requested'
  | 'approved'
  | 'rejected'
  | 'request_closed'
  | 'handed_over'
  | 'counterfeit_reported'
  | 'shipment_planned'
  | 'shipped'
  | 'shipment_delivered'
  | 'delivered';

export interface ActivityEntry {
  /** The user's own sequence number of the entry (1, 2, …): the paging cursor. */
  seq: number;
  at: string;
  type: ActivityType;
  /** Who did it ('' for the public: a counterfeit report). */
  actor_id: string;
  /** The other party, when there is one (the requester, the new owner). */
  counterpart_id?: string;
  display_id?: string;
  /** The last display id of a group (a registration of many items). */
  last_id?: string;
  count: number;
  product_id?: string;
  /** Reason of a counterfeit report or of a closed request. */
  detail?: string;
}

export interface ActivityHeadDoc {
  _id: string;
  seq: number;
  /** The group the newest entry belongs to: the events of one command for one user make one entry. */
  group: string;
  /**
   * The newest entry, kept here while its command's events may still add to it (a counter in this small
   * document); it moves to its page when the next entry starts.
   */
  current?: ActivityEntry;
  [key: string]: unknown;
}

export interface ActivityPageDoc {
  _id: string;
  entries: ActivityEntry[];
  [key: string]: unknown;
}

export const activityPageId = (userId: string, page: number) => `${userId}:${page}`;
type EventMeta = Pick<RecordedEvent, 'metadata'>;
const monthOf = (event: EventMeta) => event.metadata.time.slice(0, 7);
const dayOfEvent = (event: EventMeta) => event.metadata.time.slice(0, 10);

/**
 * What one batch changes in users' figures and timelines, when the store writes a batch atomically: kept here
 * and written once per document at `endBatch` (a user's figures took an `$inc` per change and their timeline
 * three reads and writes per event). The writes are those the events would have made one by one, merged: the
 * same documents, byte for byte (counters keep the order they were first touched in, entries their order).
 */
interface BatchState {
  /** Per item or package, its view as the batch left it (null: none stored), for those read or changed. */
  subjects: Map<string, SubjectDoc | null>;
  changedSubjects: Set<string>;
  /** Per user, the counters' sums in the order first touched. */
  figures: Map<string, Map<string, number>>;
  /** Per user, the timeline head as the batch left it (null: none stored), for those read or changed. */
  heads: Map<string, ActivityHeadDoc | null>;
  changedHeads: Set<string>;
  /** Entries to append, per page id, in order. */
  pages: Map<string, ActivityEntry[]>;
}

/** Keyed by the batch's writer, so a failed batch's state goes with it. */
const batches = new WeakMap<ProjectionWriter, BatchState>();

function batchOf(w: ProjectionWriter): BatchState | undefined {
  if (!w.atomic) return undefined;
  let state = batches.get(w);
  if (!state) batches.set(w, (state = { subjects: new Map(), changedSubjects: new Set(), figures: new Map(), heads: new Map(), changedHeads: new Set(), pages: new Map() }));
  return state;
}

async function writeBatch(w: ProjectionWriter): Promise<void> {
  const state = batches.get(w);
  if (!state) return;
  batches.delete(w);
  for (const displayId of state.changedSubjects) {
    const { _id, ...fields } = state.subjects.get(displayId)!;
    await w.updateOne(REPORT_SUBJECTS, { _id }, { $set: fields }, { upsert: true });
  }
  for (const [pageId, entries] of state.pages) {
    await w.updateOne(REPORT_ACTIVITY_PAGES, { _id: pageId }, { $push: { entries: { $each: entries } } }, { upsert: true });
  }
  for (const userId of state.changedHeads) {
    const head = state.heads.get(userId)!;
    await upsert(w, REPORT_ACTIVITY_HEADS, userId, { seq: head.seq, group: head.group, current: head.current });
  }
  for (const [userId, counters] of state.figures) {
    await w.updateOne(REPORT_FIGURES, { _id: userId }, { $inc: Object.fromEntries(counters) }, { upsert: true });
  }
}

async function inc(w: ProjectionWriter, userId: string, counters: Record<string, number>): Promise<void> {
  if (!userId) return;
  const batch = batchOf(w);
  if (!batch) {
    if (Object.keys(counters).length === 0) return;
    await w.updateOne(REPORT_FIGURES, { _id: userId }, { $inc: counters }, { upsert: true });
    return;
  }
  let sums = batch.figures.get(userId);
  for (const key in counters) {
    if (!sums) batch.figures.set(userId, (sums = new Map()));
    sums.set(key, (sums.get(key) ?? 0) + counters[key]);
  }
}

/**
 * A stock item's or package's view as it starts: held by the one who registered it (since this month), loose,
 * in no warehouse and no shipment. An item's product comes before the place fields, its dates after them;
 * a package has only the count of packages it holds after them.
 */
function newSubject(
  event: EventMeta,
  kind: SubjectDoc['kind'],
  displayId: string,
  ownerId: string,
  item: { product_id?: string },
  after: Pick<SubjectDoc, 'expire' | 'warranty' | 'holds_packages'>,
): SubjectDoc {
  return {
    _id: displayId,
    kind,
    owner_id: ownerId,
    holders: [ownerId],
    since: monthOf(event),
    ...item,
    packed_in: '',
    warehouse: '',
    in_transit: false,
    ...after,
  };
}

/**
 * Applies a change to one item's or package's view and adds the difference it makes to every affected
 * user's counters (the owner before and after, former holders).
 */
async function changeSubject(
  w: ProjectionWriter,
  displayId: string,
  change: (s: SubjectDoc | null) => SubjectDoc | null,
): Promise<void> {
  const batch = batchOf(w);
  const before = await subjectOf(w, displayId);
  // Figures before the write: the store may update the document it returned in place.
  const figuresBefore = figuresOf(before ?? undefined);
  // A copy for `change` (its only nested value is the holders list): structuredClone was most of this function.
  const after = change(before ? { ...before, holders: [...before.holders] } : null);
  if (!after) return;
  const changes = figureChanges(figuresBefore, figuresOf(after));
  if (batch) {
    // Never changed in place (each change gets a copy), so it can stand for the document until endBatch.
    batch.subjects.set(displayId, after);
    batch.changedSubjects.add(displayId);
  } else {
    const { _id, ...fields } = after;
    await w.updateOne(REPORT_SUBJECTS, { _id: displayId }, { $set: fields }, { upsert: true });
  }
  for (const [user, counters] of changes) await inc(w, user, counters);
}

/** An item's or package's view: the batch's own when it has read or changed it, else the stored one. */
async function subjectOf(w: ProjectionWriter, displayId: string): Promise<SubjectDoc | null> {
  const batch = batchOf(w);
  if (!batch) return w.findOne<SubjectDoc>(REPORT_SUBJECTS, { _id: displayId });
  let subject = batch.subjects.get(displayId);
  if (subject === undefined) batch.subjects.set(displayId, (subject = await w.findOne<SubjectDoc>(REPORT_SUBJECTS, { _id: displayId })));
  return subject;
}

const existing = (change: (s: SubjectDoc) => SubjectDoc) => (s: SubjectDoc | null) => (s ? change(s) : null);

function ownerChanged(event: EventMeta, newOwner: string) {
  return existing((s) => {
    if (!newOwner || s.owner_id === newOwner) return s;
    return { ...s, owner_id: newOwner, holders: s.holders.includes(newOwner) ? s.holders : [...s.holders, newOwner], since: monthOf(event) };
  });
}

/** A change of hands (an approval or a direct hand-over, not the contents moving with a package). */
async function transferCounted(w: ProjectionWriter, event: EventMeta, from: string, to: string): Promise<void> {
  if (!from || !to || from === to) return;
  const day = dayOfEvent(event);
  const month = monthOf(event);
  await inc(w, from, { [`transfers_by_day.${day}`]: 1, [`transfers_by_month.${month}.sent`]: 1 });
  await inc(w, to, { [`transfers_by_day.${day}`]: 1, [`transfers_by_month.${month}.received`]: 1 });
}

async function requestClosed(w: ProjectionWriter, requestId: string): Promise<RequestDoc | null> {
  const request = await w.findOne<RequestDoc>(REPORT_REQUESTS, { _id: requestId });
  if (!request?.pending) return request;
  await w.updateOne(REPORT_REQUESTS, { _id: requestId }, { $set: { pending: false } });
  await inc(w, request.owner_id, { received_pending: -1 });
  await inc(w, request.requester_id, { sent_pending: -1 });
  return request;
}

/**
 * Adds an entry to a user's timeline, or counts the event into the newest entry when it is part of the
 * same command and kind (a registration of 500 items is one entry, not 500).
 */
type ActivityInput = Omit<ActivityEntry, 'seq' | 'at' | 'count'> & { count?: number };

/**
 * A timeline entry: the input's fields without those left undefined or empty, then who, when and how many, in
 * the order an object spread of them gives (a spread of these differently shaped inputs was most of `activity`).
 */
function entryOf(entry: ActivityInput, seq: number, at: string, count: number): ActivityEntry {
  const out: Record<string, unknown> = {};
  for (const key in entry) {
    const value = entry[key as keyof ActivityInput];
    if (value !== undefined && value !== '') out[key] = value;
  }
  out.type = entry.type;
  out.actor_id = entry.actor_id;
  out.seq = seq;
  out.at = at;
  out.count = count;
  return out as unknown as ActivityEntry;
}

/**
 * An item or package passed from one owner to the next (an approved request, a hand-over): its view, both
 * users' transfer counts, and the same entry on both timelines.
 */
async function ownerChange(w: ProjectionWriter, event: EventMeta, displayId: string, from: string, to: string, type: 'approved' | 'handed_over'): Promise<void> {
  await changeSubject(w, displayId, ownerChanged(event, to));
  await transferCounted(w, event, from, to);
  const entry: ActivityInput = { type, actor_id: from, counterpart_id: to, display_id: displayId };
  await activity(w, event, from, entry);
  await activity(w, event, to, entry);
}

/**
 * A shipment's next step (dispatched, delivered): its status and the step's time on its month's list, its count
 * moved from the status it leaves to the one it enters, and the event month's figure of the step. Undefined
 * for a shipment the index does not know.
 */
async function shipmentStep(
  w: ProjectionWriter,
  event: EventMeta,
  shipmentId: string,
  from: ShipmentEntry['status'],
  to: ShipmentEntry['status'],
  at: 'dispatched_at' | 'delivered_at',
  figure: (shipment: ShipmentIndexDoc) => [string, number],
): Promise<ShipmentIndexDoc | undefined> {
  const shipment = await w.findOne<ShipmentIndexDoc>(REPORT_SHIPMENT_INDEX, { _id: shipmentId });
  if (!shipment) return undefined;
  const id = shipment._id;
  await w.updateOne(
    REPORT_SHIPMENTS,
    { _id: shipmentMonthId(shipment.owner_id, shipment.month) },
    { $set: { [`shipments.${id}.status`]: to, [`shipments.${id}.${at}`]: event.metadata.time } },
  );
  const [name, count] = figure(shipment);
  await inc(w, shipment.owner_id, {
    [`logi.${shipment.month}.status.${from}`]: -1,
    [`logi.${shipment.month}.status.${to}`]: 1,
    [`logi.${monthOf(event)}.${name}`]: count,
  });
  return shipment;
}

async function activity(w: ProjectionWriter, event: EventMeta, userId: string, entry: ActivityInput): Promise<void> {
  if (!userId) return;
  const group = `${event.metadata.correlationId}|${entry.type}|${entry.product_id ?? ''}`;
  const batch = batchOf(w);
  if (batch) return batchedActivity(w, batch, event, userId, entry, group);
  const head = await w.findOne<ActivityHeadDoc>(REPORT_ACTIVITY_HEADS, { _id: userId });
  const count = entry.count ?? 1;
  if (head?.current && head.group === group && event.metadata.correlationId) {
    await w.updateOne(
      REPORT_ACTIVITY_HEADS,
      { _id: userId },
      { $inc: { 'current.count': count }, ...(entry.display_id ? { $set: { 'current.last_id': entry.display_id } } : {}) },
    );
    return;
  }
  if (head?.current) {
    const page = Math.floor((head.current.seq - 1) / ACTIVITY_PAGE_SIZE);
    await w.updateOne(REPORT_ACTIVITY_PAGES, { _id: activityPageId(userId, page) }, { $push: { entries: head.current } }, { upsert: true });
  }
  const seq = (head?.seq ?? 0) + 1;
  const current: ActivityEntry = entryOf(entry, seq, event.metadata.time, count);
  await upsert(w, REPORT_ACTIVITY_HEADS, userId, { seq, group, current });
}

/** A user's timeline head: the batch's own copy when it has one (read only: not marked changed), else the stored one. */
async function headOf(w: ProjectionWriter, userId: string): Promise<ActivityHeadDoc | null> {
  const own = batchOf(w)?.heads.get(userId);
  return own !== undefined ? own : w.findOne<ActivityHeadDoc>(REPORT_ACTIVITY_HEADS, { _id: userId });
}

/** `activity` on the batch's own copy of the head: the same changes, written at `endBatch`. */
async function batchedActivity(w: ProjectionWriter, batch: BatchState, event: EventMeta, userId: string, entry: ActivityInput, group: string): Promise<void> {
  let head = batch.heads.get(userId);
  if (head === undefined) {
    const stored = await w.findOne<ActivityHeadDoc>(REPORT_ACTIVITY_HEADS, { _id: userId });
    // A copy: the store's document is shared, and this one changes in place.
    batch.heads.set(userId, (head = stored ? (JSON.parse(JSON.stringify(stored)) as ActivityHeadDoc) : null));
  }
  batch.changedHeads.add(userId);
  const count = entry.count ?? 1;
  if (head?.current && head.group === group && event.metadata.correlationId) {
    head.current.count += count;
    if (entry.display_id) head.current.last_id = entry.display_id;
    return;
  }
  if (head?.current) {
    const pageId = activityPageId(userId, Math.floor((head.current.seq - 1) / ACTIVITY_PAGE_SIZE));
    const entries = batch.pages.get(pageId);
    if (entries) entries.push(head.current);
    else batch.pages.set(pageId, [head.current]);
  }
  const seq = (head?.seq ?? 0) + 1;
  const current: ActivityEntry = entryOf(entry, seq, event.metadata.time, count);
  if (head) {
    head.seq = seq;
    head.group = group;
    head.current = current;
  } else {
    batch.heads.set(userId, { _id: userId, seq, group, current });
  }
}

const countPackages = (entries: { type: string }[] | undefined) => entries?.filter((e) => e.type === 'package').length ?? 0;
const entryCount = (entries: unknown[] | undefined) => entries?.length ?? 0;

/**
 * The analysts' read models: per user, the dashboard and inventory-report counters (`report_figures`)
 * and the activity timeline (`report_activity_*`), kept from the events of every context. It follows
 * products, items, packages and requests itself (its own `report_subjects`, `report_products`,
 * `report_requests`) rather than reading other contexts' read models.
 */
export const reportsProjection: Projection<ProductEvent | CustodyEvent | WarehouseEvent | ShipmentEvent | DeliveryEvent> = {
  name: 'reporting.reports',
  collections: [
    REPORT_SUBJECTS,
    REPORT_PRODUCTS,
    REPORT_REQUESTS,
    REPORT_FIGURES,
    REPORT_ACTIVITY_HEADS,
    REPORT_ACTIVITY_PAGES,
    REPORT_WAREHOUSES,
    REPORT_SHIPMENT_INDEX,
    REPORT_SHIPMENTS,
  ],
  endBatch: writeBatch,
  handlers: {
    async ProductRegistered(event, w) {
      const d = event.data;
      await upsert(w, REPORT_PRODUCTS, d.productId, { owner_id: d.ownerId, name: d.name, expire: dayOf(d.expire), warranty: dayOf(d.warranty) });
      await inc(w, d.ownerId, { products: 1, [`products_by_month.${monthOf(event)}`]: 1 });
      await activity(w, event, d.ownerId, { type: 'product_registered', actor_id: d.ownerId, product_id: d.productId });
    },

    async ProductUpdated(event, w) {
      if (!isStreamOf('product', event.stream)) return;
      await w.updateOne(REPORT_PRODUCTS, { _id: idOf(event.stream) }, { $set: { name: event.data.name } });
    },

    async StockItemRegistered(event, w) {
      const d = event.data;
      const product = await w.findOne<ProductNameDoc>(REPORT_PRODUCTS, { _id: d.productId });
      await changeSubject(w, d.displayId, () =>
        newSubject(event, 'item', d.displayId, d.ownerId, { product_id: d.productId }, { expire: product?.expire ?? '', warranty: product?.warranty ?? '' }),
      );
      await activity(w, event, d.ownerId, { type: 'registered', actor_id: d.ownerId, display_id: d.displayId, product_id: d.productId });
    },

    async StockItemBatchRecorded(event, w) {
      const d = event.data;
      await changeSubject(
        w,
        idOf(event.stream),
        existing((s) => ({ ...s, expire: dayOf(d.expireDate) || s.expire, warranty: dayOf(d.warranty) || s.warranty })),
      );
      const actor = event.metadata.userId;
      // A stock file's row registers an item and records its batch in the same command: that batch data is
      // part of the registration's line. Counted as entries of their own, an import's events (registered,
      // batch recorded, registered, …) broke the grouping and made 200,000 lines of a 100,000-row file.
      // The head as the events so far left it: in an atomic batch that is the batch's own copy (the stored one
      // is as the previous batch left it), else a row's batch data would start a line whenever the batching differs.
      const head = await headOf(w, actor);
      if (event.metadata.correlationId && head?.current?.type === 'registered' && head.group.startsWith(`${event.metadata.correlationId}|registered|`)) return;
      await activity(w, event, actor, { type: 'batch_recorded', actor_id: actor, display_id: idOf(event.stream) });
    },

    async PackageCreated(event, w) {
      const d = event.data;
      await changeSubject(w, d.displayId, () => newSubject(event, 'package', d.displayId, d.ownerId, {}, { holds_packages: 0 }));
      await activity(w, event, d.ownerId, { type: 'package_created', actor_id: d.ownerId, display_id: d.displayId });
    },

    async PackageContentsAdded(event, w) {
      const added = countPackages(event.data.entries);
      const id = idOf(event.stream);
      if (added) await changeSubject(w, id, existing((s) => ({ ...s, holds_packages: (s.holds_packages ?? 0) + added })));
      const actor = event.metadata.userId;
      await activity(w, event, actor, { type: 'packed', actor_id: actor, display_id: id, count: entryCount(event.data.entries) });
    },

    async PackageUnpacked(event, w) {
      const removed = countPackages(event.data.entries);
      const id = idOf(event.stream);
      if (removed) await changeSubject(w, id, existing((s) => ({ ...s, holds_packages: Math.max(0, (s.holds_packages ?? 0) - removed) })));
      const actor = event.metadata.userId;
      await activity(w, event, actor, { type: 'unpacked', actor_id: actor, display_id: id, count: entryCount(event.data.entries) });
    },

    async PackedIntoPackage(event, w) {
      await changeSubject(w, idOf(event.stream), existing((s) => ({ ...s, packed_in: event.data.packageId })));
    },

    async ReleasedFromPackage(event, w) {
      await changeSubject(w, idOf(event.stream), existing((s) => ({ ...s, packed_in: '' })));
    },

    async OwnershipRequested(event, w) {
      const d = event.data;
      const displayId = idOf(event.stream);
      await upsert(w, REPORT_REQUESTS, d.requestId, { requester_id: d.requesterId, owner_id: d.ownerId, display_id: displayId, pending: true });
      await inc(w, d.ownerId, { received_pending: 1 });
      await inc(w, d.requesterId, { sent_pending: 1 });
      const entry: ActivityInput = { type: 'requested', actor_id: d.requesterId, counterpart_id: d.ownerId, display_id: displayId };
      await activity(w, event, d.requesterId, entry);
      await activity(w, event, d.ownerId, entry);
    },

    async OwnershipApproved(event, w) {
      const d = event.data;
      const displayId = idOf(event.stream);
      await requestClosed(w, d.requestId);
      await ownerChange(w, event, displayId, d.previousOwnerId, d.newOwnerId, 'approved');
    },

    async OwnershipRejected(event, w) {
      const d = event.data;
      const request = await requestClosed(w, d.requestId);
      if (!request) return;
      if (d.reason === 'owner') {
        const entry: ActivityInput = { type: 'rejected', actor_id: request.owner_id, counterpart_id: request.requester_id, display_id: request.display_id };
        await activity(w, event, request.owner_id, entry);
        await activity(w, event, request.requester_id, entry);
      } else {
        await activity(w, event, request.requester_id, {
          type: 'request_closed',
          actor_id: event.metadata.userId,
          display_id: request.display_id,
          detail: d.reason ?? '',
        });
      }
    },

    async StockItemHandedOver(event, w) {
      const d = event.data;
      const displayId = idOf(event.stream);
      await ownerChange(w, event, displayId, d.fromOwnerId, d.toOwnerId, 'handed_over');
    },

    async OwnershipTransferredWithPackage(event, w) {
      await changeSubject(w, idOf(event.stream), ownerChanged(event, event.data.toOwnerId));
    },

    async WarehouseRegistered(event, w) {
      const d = event.data;
      await upsert(w, REPORT_WAREHOUSES, d.warehouseId, { owner_id: d.ownerId, name: d.name });
    },

    async WarehouseUpdated(event, w) {
      if (!isStreamOf('warehouse', event.stream) || typeof event.data.name !== 'string') return;
      await w.updateOne(REPORT_WAREHOUSES, { _id: idOf(event.stream) }, { $set: { name: event.data.name } });
    },

    async GoodsCheckedIn(event, w) {
      await changeSubject(w, idOf(event.stream), existing((s) => ({ ...s, warehouse: event.data.warehouseId })));
    },

    async GoodsCheckedOut(event, w) {
      await changeSubject(w, idOf(event.stream), existing((s) => ({ ...s, warehouse: '' })));
    },

    async GoodsDispatched(event, w) {
      await changeSubject(w, idOf(event.stream), existing((s) => ({ ...s, in_transit: true, warehouse: '' })));
    },

    async GoodsDelivered(event, w) {
      await changeSubject(w, idOf(event.stream), existing((s) => ({ ...s, in_transit: false })));
    },

    async OwnershipDelivered(event, w) {
      const d = event.data;
      await changeSubject(w, idOf(event.stream), ownerChanged(event, d.toOwnerId));
      // One transfer per delivered piece; what is packed inside it moves with it.
      if (!d.packageId) await transferCounted(w, event, d.fromOwnerId, d.toOwnerId);
    },

    async ShipmentPlanned(event, w) {
      const d = event.data;
      const month = monthOf(event);
      await upsert(w, REPORT_SHIPMENT_INDEX, d.shipmentId, { owner_id: d.ownerId, month, stock_items: d.stockItems ?? 0, display_id: d.displayId });
      const entry: ShipmentEntry = {
        display_id: d.displayId,
        mode: d.mode,
        status: 'planned',
        items: d.stockItems ?? 0,
        destination: d.destination?.kind ?? '',
        planned_at: event.metadata.time,
        dispatched_at: '',
        delivered_at: '',
      };
      await w.updateOne(REPORT_SHIPMENTS, { _id: shipmentMonthId(d.ownerId, month) }, { $set: { [`shipments.${d.shipmentId}`]: entry } }, { upsert: true });
      await inc(w, d.ownerId, { [`logi.${month}.mode.${d.mode}`]: 1, [`logi.${month}.status.planned`]: 1 });
      await activity(w, event, d.ownerId, { type: 'shipment_planned', actor_id: d.ownerId, display_id: d.displayId, count: d.stockItems ?? 0 });
    },

    async ShipmentDispatched(event, w) {
      const shipment = await shipmentStep(w, event, event.data.shipmentId, 'planned', 'in_transit', 'dispatched_at', (s) => ['transported', s.stock_items]);
      if (!shipment) return;
      await activity(w, event, shipment.owner_id, { type: 'shipped', actor_id: shipment.owner_id, display_id: shipment.display_id, count: shipment.stock_items });
    },

    async ShipmentDelivered(event, w) {
      const d = event.data;
      const shipment = await shipmentStep(w, event, d.shipmentId, 'in_transit', 'delivered', 'delivered_at', () => ['deliveries', 1]);
      if (!shipment) return;
      await activity(w, event, shipment.owner_id, {
        type: 'shipment_delivered',
        actor_id: shipment.owner_id,
        display_id: shipment.display_id,
        count: shipment.stock_items,
        detail: d.destination?.kind ?? '',
      });
    },

    async DeliveryMade(event, w) {
      const d = event.data;
      const month = monthOf(event);
      // A shipment's delivery is counted by ShipmentDelivered; a direct delivery here.
      if (!d.shipmentId) await inc(w, d.ownerId, { [`logi.${month}.deliveries`]: 1 });
      await inc(w, d.userId, { [`logi.${month}.received`]: 1 });
      const entry: ActivityInput = {
        type: 'delivered',
        actor_id: d.ownerId,
        counterpart_id: d.userId,
        display_id: d.entries?.[0]?.id,
        last_id: d.entries && d.entries.length > 1 ? d.entries[d.entries.length - 1]!.id : undefined,
        count: d.entries?.length ?? 0,
      };
      await activity(w, event, d.ownerId, entry);
      await activity(w, event, d.userId, entry);
    },

    async CounterfeitReported(event, w) {
      const d = event.data;
      if (!d.known) return;
      const subject = await subjectOf(w, d.displayId);
      if (!subject) return;
      const entry: ActivityInput = { type: 'counterfeit_reported', actor_id: '', display_id: d.displayId, detail: d.reason };
      for (const user of new Set([subject.holders[0], subject.owner_id])) await activity(w, event, user, entry);
    },
  },
};
