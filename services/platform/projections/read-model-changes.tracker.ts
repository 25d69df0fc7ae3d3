import { ApplyOptions, Doc, Filter, FindOptions, ProjectionWriter, ReadCollection, ReadStore, Update } from '../read-store/read-store.port';

/**
 * What an answer read, as pairs in one flat array: a collection, then the id of a document read in it by id
 * (found or not), or `WHOLE` for a read of the collection by anything else (a field, a count, an aggregation),
 * which any write to that collection may change. Kept with every kept answer: no strings of its own, only the
 * collection names and ids the reads used.
 */
export interface Reads {
  readonly pairs: readonly string[];
}

/** In `Reads`, "read other than by id": no document id is empty. */
const WHOLE = '';
/** Where a store from `reading` keeps its recorder (a property rather than a WeakMap entry per computation). */
const RECORDER = Symbol('reads');

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

/** Collects what one computation reads (see `ReadModelChanges.reading`): a handful of pairs. */
export class ReadsRecorder implements Reads {
  readonly pairs: string[] = [];

  read(collection: string, filter: Filter): void {
    const ids = idsOf(filter);
    if (ids === undefined) return this.readAll(collection);
    for (const id of ids) this.note(collection, id);
  }

  readAll(collection: string): void {
    this.note(collection, WHOLE);
  }

  /** What another computation read, as part of this one (an answer kept on its own and used in this one). */
  add(reads: Reads): void {
    const pairs = reads.pairs;
    for (let i = 0; i < pairs.length; i += 2) this.note(pairs[i], pairs[i + 1]);
  }

  done(): Reads {
    return this;
  }

  private note(collection: string, id: string): void {
    const pairs = this.pairs;
    for (let i = 0; i < pairs.length; i += 2) if (pairs[i + 1] === id && pairs[i] === collection) return;
    pairs.push(collection, id);
  }
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
  /** Batch number of the last write per collection and document id. */
  private readonly documents = new Map<string, Map<string, number>>();
  private documentCount = 0;
  /** Batch number of the last write by filter (any document) per collection. */
  private readonly wholeCollections = new Map<string, number>();
  /** Batch number of the last write of any kind per collection. */
  private readonly anyWrite = new Map<string, number>();
  /**
   * Collections some answer read through `reading`: only their documents are stamped one by one. The others
   * (most of what a command writes: access lists, timelines, logs) get only `anyWrite`; an answer that reads one
   * of them later adds it here before its first read, so every batch that ends after that read began is stamped.
   */
  private readonly watched = new Set<string>();
  /** True once a projector in this process writes through `watch` (otherwise nothing here ever moves). */
  watching = false;

  constructor(private readonly remembered = 200_000) {}

  /** The current batch number: answers computed from now are stamped with it. */
  get now(): number {
    return this.sequence;
  }

  /** True when nothing of `reads` was written by a batch that ended after `since` (a batch number from `now`). */
  unchangedSince(reads: Reads, since: number): boolean {
    if (since === this.sequence) return true;
    if (since < this.floor) return false;
    const pairs = reads.pairs;
    for (let i = 0; i < pairs.length; i += 2) {
      const collection = pairs[i];
      const id = pairs[i + 1];
      if (id === WHOLE) {
        if ((this.anyWrite.get(collection) ?? 0) > since) return false;
      } else if ((this.wholeCollections.get(collection) ?? 0) > since || (this.documents.get(collection)?.get(id) ?? 0) > since) {
        return false;
      }
    }
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
          this.stamp(collections.flatMap((collection) => [collection, WHOLE]));
        }
      },
      applyBatch: async (checkpoints: Record<string, bigint>, write: (writer: ProjectionWriter) => Promise<void>, options?: ApplyOptions) => {
        // The batch's writes as pairs in one flat array (collection, then the id written or WHOLE): no Map or
        // Set per batch and collection; a document written twice is stamped twice, with the same number.
        const written: string[] = [];
        try {
          await store.applyBatch(checkpoints, (writer) => write(new NotingWriter(writer, written)), options);
        } finally {
          // Stamped whether the batch was kept or dropped: either way what was read before may differ now.
          this.stamp(written);
        }
      },
    };
  }

  /** `store` for one computation: its reads go to `store` and are added to `reads`. */
  reading(store: ReadStore, reads: ReadsRecorder): ReadStore {
    const watched = this.watched;
    const reading: ReadStore & { [RECORDER]: ReadsRecorder } = {
      [RECORDER]: reads,
      collection<T extends Doc = Doc>(name: string): ReadCollection<T> {
        // Before any read of it: a batch that ends after this is stamped per document here (see `watched`).
        watched.add(name);
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
    return reading;
  }

  /** The recorder of a store from `reading`, if it is one (an answer computed inside another adds its reads there). */
  recorderOf(store: ReadStore): ReadsRecorder | undefined {
    return (store as { [RECORDER]?: ReadsRecorder })[RECORDER];
  }

  /** Stamps the pairs of `written` (see `watch`) with the next batch number. */
  private stamp(written: string[]): void {
    const batch = ++this.sequence;
    let collection: string | undefined;
    /** The current run's stamps, undefined when no answer reads its collection. */
    let stamps: Map<string, number> | undefined;
    for (let i = 0; i < written.length; i += 2) {
      const id = written[i + 1];
      if (id === WHOLE) {
        this.wholeCollections.set(written[i], batch);
        this.anyWrite.set(written[i], batch);
        continue;
      }
      // A batch's writes come in runs of one collection (a projection handler writes its own documents).
      if (written[i] !== collection) {
        collection = written[i];
        this.anyWrite.set(collection, batch);
        stamps = undefined;
        if (this.watched.has(collection)) {
          stamps = this.documents.get(collection);
          if (!stamps) this.documents.set(collection, (stamps = new Map()));
        }
      }
      if (!stamps) continue;
      const size = stamps.size;
      stamps.set(id, batch);
      this.documentCount += stamps.size - size;
    }
    if (this.documentCount > this.remembered) {
      // Answers from before this batch count as changed; the documents written so far need not be remembered.
      this.documents.clear();
      this.documentCount = 0;
      this.floor = batch;
    }
  }
}

/**
 * The projector's writer, with every write noted in `written` (collection, then the id or WHOLE) before it is
 * made. A class rather than an object of closures: one small object per batch.
 */
class NotingWriter implements ProjectionWriter {
  /** The store's own: without it the live projector took the write-as-it-goes path while a rebuild took the batched one. */
  get atomic(): boolean | undefined {
    return this.writer.atomic;
  }

  constructor(
    private readonly writer: ProjectionWriter,
    private readonly written: string[],
  ) {}

  at(position: bigint): void {
    this.writer.at(position);
  }

  findOne<T extends Doc = Doc>(collection: string, filter: Filter) {
    return this.writer.findOne<T>(collection, filter);
  }

  find<T extends Doc = Doc>(collection: string, filter: Filter, options?: FindOptions) {
    return this.writer.find<T>(collection, filter, options);
  }

  updateOne(collection: string, filter: Filter, update: Update, options?: { upsert?: boolean }) {
    this.note(collection, filter);
    return this.writer.updateOne(collection, filter, update, options);
  }

  updateMany(collection: string, filter: Filter, update: Update) {
    this.note(collection, filter);
    return this.writer.updateMany(collection, filter, update);
  }

  deleteMany(collection: string, filter: Filter) {
    this.note(collection, filter);
    return this.writer.deleteMany(collection, filter);
  }

  private note(collection: string, filter: Filter): void {
    const id = filter._id;
    // An empty id would read as WHOLE: the whole collection then counts as written, which is only more cautious.
    if (typeof id === 'string' && onlyId(filter)) return void this.written.push(collection, id);
    const ids = idsOf(filter);
    if (ids === undefined) this.written.push(collection, WHOLE);
    else for (const one of ids) this.written.push(collection, one);
  }
}

/** True when `_id` is the filter's only condition. */
function onlyId(filter: Filter): boolean {
  for (const key in filter) if (key !== '_id') return false;
  return true;
}
