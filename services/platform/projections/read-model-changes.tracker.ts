import { ApplyOptions, Doc, Filter, FindOptions, ProjectionWriter, ReadCollection, ReadStore, Update } from '../read-store/read-store.port';

/**
 * What an answer read: documents by id, and collections it queried otherwise (by a field, a count, an
 * aggregation), which any write to that collection may change.
 */
export interface Reads {
  /** `collection \0 id` of every document read by id (found or not). */
  readonly documents: string[];
  /** The collections of those documents (a write by filter there may have changed any of them). */
  readonly documentCollections: string[];
  /** Collections read other than by id. */
  readonly collections: string[];
}

const SEP = '\u0000';
const documentKey = (collection: string, id: string) => collection + SEP + id;

/** The ids a filter pins a read or write to (an `_id` equality or `$in` of strings), or undefined for "any". */
function idsOf(filter: Filter): string[] | undefined {
  const id = filter._id;
  if (typeof id === 'string') return [id];
  if (id !== null && typeof id === 'object' && Object.keys(id).length === 1) {
    const list = (id as { $in?: unknown }).$in;
    if (Array.isArray(list) && list.every((v) => typeof v === 'string')) return list as string[];
  }
  return undefined;
}

/** Collects what one computation reads (see `ReadModelChanges.reading`): a handful of keys, so plain arrays. */
export class ReadsRecorder implements Reads {
  readonly documents: string[] = [];
  readonly documentCollections: string[] = [];
  readonly collections: string[] = [];

  read(collection: string, filter: Filter): void {
    const ids = idsOf(filter);
    if (ids === undefined) return this.readAll(collection);
    addNew(this.documentCollections, collection);
    for (const id of ids) addNew(this.documents, documentKey(collection, id));
  }

  readAll(collection: string): void {
    addNew(this.collections, collection);
  }

  /** What another computation read, as part of this one (an answer kept on its own and used in this one). */
  add(reads: Reads): void {
    for (const key of reads.documents) addNew(this.documents, key);
    for (const collection of reads.documentCollections) addNew(this.documentCollections, collection);
    for (const collection of reads.collections) addNew(this.collections, collection);
  }

  done(): Reads {
    return this;
  }
}

function addNew(list: string[], value: string): void {
  if (!list.includes(value)) list.push(value);
}

/**
 * Which read-model documents changed, and when, in this process's projector: every write of a batch is noted
 * (the document by id, or its whole collection for a write by another filter) and stamped, once the batch is
 * over, with a sequence number that grows by one per batch. An answer computed from the read models remembers
 * the sequence number at its start and what it read (`reading`); it is unchanged while none of that was written
 * in a later batch. A write during the computation is stamped later than its start, so an answer that might
 * have read a half-applied batch is never taken as unchanged.
 *
 * Only documents written since `floor` are remembered (a bounded number): past that, everything restarts from
 * the current sequence number and answers from before it count as changed.
 */
export class ReadModelChanges {
  private sequence = 0;
  private floor = 0;
  /** Batch number of the last write per document key. */
  private readonly documents = new Map<string, number>();
  /** Batch number of the last write by filter (any document) per collection. */
  private readonly wholeCollections = new Map<string, number>();
  /** Batch number of the last write of any kind per collection. */
  private readonly anyWrite = new Map<string, number>();
  /** True once a projector in this process writes through `watch` (otherwise nothing here ever moves). */
  watching = false;
  /** The recorder behind each store `reading` returned (an answer computed inside another adds its reads there). */
  private readonly recorders = new WeakMap<ReadStore, ReadsRecorder>();

  constructor(private readonly remembered = 200_000) {}

  /** The current batch number: answers computed from now are stamped with it. */
  get now(): number {
    return this.sequence;
  }

  /** True when nothing of `reads` was written by a batch that ended after `since` (a batch number from `now`). */
  unchangedSince(reads: Reads, since: number): boolean {
    if (since < this.floor) return false;
    for (const collection of reads.collections) if ((this.anyWrite.get(collection) ?? 0) > since) return false;
    for (const collection of reads.documentCollections) if ((this.wholeCollections.get(collection) ?? 0) > since) return false;
    for (const key of reads.documents) if ((this.documents.get(key) ?? 0) > since) return false;
    return true;
  }

  /** `store` with its batches' writes noted here (the projector writes through it). */
  watch(store: ReadStore): ReadStore {
    this.watching = true;
    return {
      collection: (name) => store.collection(name),
      ensureIndexes: (specs) => store.ensureIndexes(specs),
      checkpoint: (projection) => store.checkpoint(projection),
      flush: () => store.flush(),
      close: () => store.close(),
      reset: async (projection, collections) => {
        try {
          await store.reset(projection, collections);
        } finally {
          this.stamp(new Set(), new Set(collections));
        }
      },
      applyBatch: async (checkpoints: Record<string, bigint>, write: (writer: ProjectionWriter) => Promise<void>, options?: ApplyOptions) => {
        const written = new Set<string>();
        const whole = new Set<string>();
        const note = (collection: string, filter: Filter) => {
          const ids = idsOf(filter);
          if (ids === undefined) whole.add(collection);
          else for (const id of ids) written.add(documentKey(collection, id));
        };
        try {
          await store.applyBatch(checkpoints, (writer) => write(noting(writer, note)), options);
        } finally {
          // Stamped whether the batch was kept or dropped: either way what was read before may differ now.
          this.stamp(written, whole);
        }
      },
    };
  }

  /** `store` for one computation: its reads go to `store` and are added to `reads`. */
  reading(store: ReadStore, reads: ReadsRecorder): ReadStore {
    const reading: ReadStore = {
      collection<T extends Doc = Doc>(name: string): ReadCollection<T> {
        const inner = store.collection<T>(name);
        return {
          findOne: (filter: Filter) => (reads.read(name, filter), inner.findOne(filter)),
          find: (filter: Filter, options?: FindOptions) => (reads.read(name, filter), inner.find(filter, options)),
          count: (filter: Filter) => (reads.readAll(name), inner.count(filter)),
          ids: (filter: Filter) => (reads.read(name, filter), inner.ids(filter)),
          aggregate: <R>(pipeline: Record<string, unknown>[]) => (reads.readAll(name), inner.aggregate<R>(pipeline)),
        };
      },
      ensureIndexes: (specs) => store.ensureIndexes(specs),
      checkpoint: (projection) => store.checkpoint(projection),
      applyBatch: (checkpoints, write, options) => store.applyBatch(checkpoints, write, options),
      flush: () => store.flush(),
      reset: (projection, collections) => store.reset(projection, collections),
      close: () => store.close(),
    };
    this.recorders.set(reading, reads);
    return reading;
  }

  /** The recorder of a store from `reading`, if it is one. */
  recorderOf(store: ReadStore): ReadsRecorder | undefined {
    return this.recorders.get(store);
  }

  private stamp(written: Set<string>, whole: Set<string>): void {
    const batch = ++this.sequence;
    for (const key of written) {
      this.documents.set(key, batch);
      this.anyWrite.set(key.slice(0, key.indexOf(SEP)), batch);
    }
    for (const collection of whole) {
      this.wholeCollections.set(collection, batch);
      this.anyWrite.set(collection, batch);
    }
    if (this.documents.size > this.remembered) {
      // Answers from before this batch count as changed; the documents written so far need not be remembered.
      this.documents.clear();
      this.floor = batch;
    }
  }
}

/** The projector's writer, with every write reported to `note` before it is made. */
function noting(writer: ProjectionWriter, note: (collection: string, filter: Filter) => void): ProjectionWriter {
  return {
    at: (position) => writer.at(position),
    findOne: <T extends Doc = Doc>(collection: string, filter: Filter) => writer.findOne<T>(collection, filter),
    find: <T extends Doc = Doc>(collection: string, filter: Filter, options?: FindOptions) => writer.find<T>(collection, filter, options),
    updateOne(collection: string, filter: Filter, update: Update, options?: { upsert?: boolean }) {
      note(collection, filter);
      return writer.updateOne(collection, filter, update, options);
    },
    updateMany(collection: string, filter: Filter, update: Update) {
      note(collection, filter);
      return writer.updateMany(collection, filter, update);
    },
    deleteMany(collection: string, filter: Filter) {
      note(collection, filter);
      return writer.deleteMany(collection, filter);
    },
  };
}
