/**
 * The read store port. Read models are documents written by projections and read by queries, both in
 * MongoDB's query and update language; the embedded adapter runs the same documents through mingo.
 * Every document has a string `_id`.
 */

export type Doc = { _id: string } & Record<string, unknown>;
export type Filter = Record<string, unknown>;
export type Update = Record<string, unknown>;

export interface FindOptions {
  sort?: Record<string, 1 | -1>;
  skip?: number;
  limit?: number;
  /**
   * Keyset paging: only the documents after this one in `sort`'s order (which must end with `_id`), given by
   * its sort fields' values (the last document of the previous page will do). Unlike `skip`, a page read this
   * way neither repeats nor misses a document when others are added or removed before it meanwhile.
   */
  after?: Record<string, unknown>;
}

/** Query side: read-only access to a collection. */
export interface ReadCollection<T extends Doc = Doc> {
  findOne(filter: Filter): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  count(filter: Filter): Promise<number>;
  /** The `_id`s of the matching documents (what a membership list needs, without the documents). */
  ids(filter: Filter): Promise<string[]>;
  aggregate<R = Record<string, unknown>>(pipeline: Record<string, unknown>[]): Promise<R[]>;
}

/**
 * Projection side: the writes of one batch of events. `at(position)` is called before each event's
 * updates; the MongoDB adapter stores it on every document it touches and skips documents that already
 * saw that position, so a replay after a crash never applies an update twice.
 */
export interface ProjectionWriter {
  /**
   * True when the batch's writes and its checkpoint land together or not at all (the embedded store): a
   * projection may then keep what the batch changes in memory and write it once per document at `endBatch`.
   * Otherwise (MongoDB's guarded writes, each applied at most once by its event's position) it writes as it goes.
   */
  readonly atomic?: boolean;
  at(position: bigint): void;
  findOne<T extends Doc = Doc>(collection: string, filter: Filter): Promise<T | null>;
  find<T extends Doc = Doc>(collection: string, filter: Filter, options?: FindOptions): Promise<T[]>;
  /** Updates the first match; with `upsert` a missing document is created from the filter's equalities. */
  updateOne(collection: string, filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<void>;
  updateMany(collection: string, filter: Filter, update: Update): Promise<void>;
  deleteMany(collection: string, filter: Filter): Promise<void>;
}

export interface IndexSpec {
  collection: string;
  /** Fields looked up by equality. */
  fields: string[];
  /** Lists read a page at a time (`find` with a sort, skip and limit, and its `count`). */
  pages?: PageIndexSpec[];
}

/**
 * A list read a page at a time: equalities on the `equal` fields, sorted by `sort` (ending with `_id`) or its
 * exact reverse, and any other conditions on the `also` fields. A store answers a page from an index of
 * these (the embedded one reads only the page's documents; MongoDB gets the compound index). Top-level
 * fields only.
 */
export interface PageIndexSpec {
  equal: string[];
  sort: Record<string, 1 | -1>;
  also?: string[];
  /**
   * An `also` field searched for a substring (a `$regex` of plain text, as lists send the user's text): the
   * embedded store keeps a trigram index of its values, so a search reads the entries holding the text rather
   * than testing every entry of the equalities; MongoDB adds the field to the compound index, so the pattern is
   * tested on index keys without reading the documents. One per collection is enough: every page index of the
   * collection searches through it.
   */
  text?: string;
}

export interface ApplyOptions {
  /**
   * The store may keep the batch's documents and checkpoints in memory and persist many batches at once,
   * at `flush` or when it holds many documents (a rebuild; the server's projector, which flushes on a
   * timer). Reads see deferred writes; a failed batch drops everything not yet persisted, so the
   * checkpoints a restart reads still match the documents, and the projector replays from them.
   */
  defer?: boolean;
}

export interface ReadStore {
  collection<T extends Doc = Doc>(name: string): ReadCollection<T>;
  ensureIndexes(specs: IndexSpec[]): Promise<void>;
  /** Position of the last event the projection applied, or undefined if it never ran. */
  checkpoint(projection: string): Promise<bigint | undefined>;
  /**
   * Runs the writes of one batch of events, for every projection that had events in it, and records each
   * projection's checkpoint with them: atomically (embedded), or writes first, checkpoints last, each
   * write guarded by position (MongoDB).
   */
  applyBatch(
    checkpoints: Record<string, bigint>,
    write: (writer: ProjectionWriter) => Promise<void>,
    options?: ApplyOptions,
  ): Promise<void>;
  /** Persists every deferred batch with its checkpoints (nothing to do for a store that does not defer). */
  flush(): Promise<void>;
  /** Drops the projection's collections and checkpoint (rebuild). */
  reset(projection: string, collections: string[]): Promise<void>;
  close(): Promise<void>;
}

export const READ_STORE = Symbol('READ_STORE');
