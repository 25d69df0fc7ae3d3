import { RecordedEvent } from '../../platform/event-store/event-store.port';
import { categoryOf, idOf } from '../../platform/event-store/streams.rules';
import { Projection } from '../../platform/projections/projection.types';
import { ProjectionWriter } from '../../platform/read-store/read-store.port';

/**
 * Categories the explorer shows. Streams of sign-in codes, sessions, e-mail claims and newsletter subscriptions
 * are named after (hashes of) personal data and stay out of it.
 */
export const EXPLORER_STREAM_CATEGORIES = ['stockitem', 'package', 'product', 'shipment', 'user'] as const;
const SHOWN = new Set<string>(EXPLORER_STREAM_CATEGORIES);

/**
 * One document per (party, stream) the explorer lists: a party is who owns, made or owned goods, whose product
 * or shipment (owner or recipient) it is, or whose account. `last` is the stream's last event's log position
 * (fixed width, so string order is log order): the explorer's newest-first page is a page-index read.
 */
export interface PartyStreamDoc {
  _id: string;
  party: string;
  stream: string;
  category: string;
  last: string;
  [key: string]: unknown;
}

export const PARTY_STREAMS = 'party_streams';
/**
 * Each listed stream's parties, one document per stream: an event reads them by `_id` instead of querying the
 * (party, stream) documents by stream, which inside a rebuild's batch of thousands of events cost the batch's
 * size per event.
 */
const STREAM_PARTIES = 'party_streams_by_stream';

interface StreamPartiesDoc {
  _id: string;
  parties: string[];
  [key: string]: unknown;
}

/** Parties an event makes of its stream (every earlier one stays a party). */
function joining(category: string, event: Pick<RecordedEvent, 'type' | 'data' | 'stream'>): string[] {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const text = (...values: unknown[]) => values.filter((v): v is string => typeof v === 'string' && v !== '');
  if (category === 'user') return [idOf(event.stream)];
  if (category === 'shipment') return event.type === 'ShipmentPlanned' ? text(data.ownerId, (data.destination as { userId?: unknown } | undefined)?.userId) : [];
  if (category === 'product') return event.type === 'ProductRegistered' ? text(data.ownerId) : [];
  // Goods: their maker, then each new owner.
  switch (event.type) {
    case 'StockItemRegistered':
    case 'PackageCreated':
      return text(data.ownerId);
    case 'OwnershipApproved':
      return text(data.newOwnerId);
    case 'StockItemHandedOver':
    case 'OwnershipTransferredWithPackage':
    case 'OwnershipDelivered':
      return text(data.toOwnerId);
    default:
      return [];
  }
}

/** A stream as a batch left it: its parties (`added` of them new in the batch), category and last event's position. */
interface Touched {
  parties: string[];
  added: boolean;
  category: string;
  last: string;
}

/**
 * The streams one batch touched, when the store writes a batch atomically: each party's document of a stream is
 * written once at `endBatch` with the stream's last position, instead of once per event (an item's every event
 * rewrote each of its parties' documents). The documents are those the events would have left one by one.
 */
const batches = new WeakMap<ProjectionWriter, Map<string, Touched>>();

async function partiesOf(event: RecordedEvent, w: ProjectionWriter): Promise<string[]> {
  // A stream's first event has no earlier parties to look up (an import registers 100,000 of them).
  return event.revision === 0n ? [] : ((await w.findOne<StreamPartiesDoc>(STREAM_PARTIES, { _id: event.stream }))?.parties ?? []);
}

async function write(w: ProjectionWriter, stream: string, { parties, added, category, last }: Touched): Promise<void> {
  if (added) await w.updateOne(STREAM_PARTIES, { _id: stream }, { $set: { parties } }, { upsert: true });
  for (const party of parties) {
    await w.updateOne(PARTY_STREAMS, { _id: `${party}|${stream}` }, { $set: { party, stream, category, last } }, { upsert: true });
  }
}

async function touched(event: RecordedEvent, w: ProjectionWriter): Promise<void> {
  const category = categoryOf(event.stream);
  if (!SHOWN.has(category)) return;
  const last = event.position.toString().padStart(20, '0');
  let batch = w.atomic ? batches.get(w) : undefined;
  if (w.atomic && !batch) batches.set(w, (batch = new Map()));
  const known = batch?.get(event.stream);
  const stream = known ?? { parties: await partiesOf(event, w), added: false, category, last };
  stream.last = last;
  for (const party of joining(category, event)) {
    if (stream.parties.includes(party)) continue;
    // A new list (never the one the store handed out, which it may change in place).
    stream.parties = [...stream.parties, party];
    stream.added = true;
  }
  if (!batch) return write(w, event.stream, stream);
  if (!known) batch.set(event.stream, stream);
}

async function writeBatch(w: ProjectionWriter): Promise<void> {
  const batch = batches.get(w);
  if (!batch) return;
  batches.delete(w);
  for (const [stream, touched] of batch) await write(w, stream, touched);
}

/** The explorer's list: the streams each user is a party to, newest first (`GET /api/blockchain/allstreams`). */
export const partyStreamsProjection: Projection = {
  // v2: with each stream's parties document; the new name replays the log once, so an installation whose list was
  // kept without it gets those documents for its existing streams.
  name: 'provenance.party-streams.v2',
  collections: [PARTY_STREAMS, STREAM_PARTIES],
  indexes: [
    {
      collection: PARTY_STREAMS,
      fields: [],
      // One index by party and category: the whole list asks for every category (`category: {$in}`) and the store
      // merges their ranges, so a document is one entry, and a category few streams have is counted and paged
      // from its own range.
      pages: [{ equal: ['party', 'category'], sort: { last: -1, _id: -1 } }],
    },
  ],
  handlers: {},
  everyEvent: touched,
  endBatch: writeBatch,
};
