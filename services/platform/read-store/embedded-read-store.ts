import Database from 'better-sqlite3';
import { Aggregator, Query } from 'mingo';
import * as updateOperators from 'mingo/operators/update';
import {
  Doc,
  Filter,
  FindOptions,
  IndexSpec,
  ProjectionWriter,
  ReadCollection,
  ReadStore,
  Update,
} from './read-store.port';
import { upsertSeed } from './upsert-seed';

/**
 * In-memory collections queried with mingo, persisted to SQLite. A projection batch changes memory and
 * then writes the changed documents and the checkpoint in one SQLite transaction; if that fails, memory
 * is reloaded from disk, so what queries see always equals what is stored.
 */
export class EmbeddedReadStore implements ReadStore {
  private readonly db: Database.Database;
  private readonly collections = new Map<string, MemoryCollection>();
  private readonly statements;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS documents (collection TEXT NOT NULL, id TEXT NOT NULL, doc TEXT NOT NULL,
        PRIMARY KEY (collection, id)) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS checkpoints (projection TEXT PRIMARY KEY, position INTEGER NOT NULL);
    `);
    this.statements = {
      upsert: this.db.prepare('INSERT OR REPLACE INTO documents (collection, id, doc) VALUES (?, ?, ?)'),
      remove: this.db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?'),
      dropCollection: this.db.prepare('DELETE FROM documents WHERE collection = ?'),
      // Positions are read and written as bigints: EventStoreDB positions are not bounded by 2^53.
      checkpoint: this.db
        .prepare<[string], { position: bigint }>('SELECT position FROM checkpoints WHERE projection = ?')
        .safeIntegers(true),
      saveCheckpoint: this.db.prepare('INSERT OR REPLACE INTO checkpoints (projection, position) VALUES (?, ?)'),
      dropCheckpoint: this.db.prepare('DELETE FROM checkpoints WHERE projection = ?'),
      all: this.db.prepare<[], { collection: string; doc: string }>('SELECT collection, doc FROM documents'),
    };
    this.load();
  }

  private load(): void {
    const indexes = new Map([...this.collections].map(([name, c]) => [name, c.indexedFields()]));
    this.collections.clear();
    for (const [name, fields] of indexes) this.coll(name).addIndexes(fields);
    for (const row of this.statements.all.iterate()) {
      const doc = JSON.parse(row.doc) as Doc;
      this.coll(row.collection).put(doc);
    }
  }

  private coll(name: string): MemoryCollection {
    let c = this.collections.get(name);
    if (!c) {
      c = new MemoryCollection();
      this.collections.set(name, c);
    }
    return c;
  }

  collection<T extends Doc = Doc>(name: string): ReadCollection<T> {
    return {
      findOne: async (filter) => this.coll(name).findOne(filter) as T | null,
      find: async (filter, options) => this.coll(name).find(filter, options) as T[],
      count: async (filter) => this.coll(name).count(filter),
      aggregate: async <R>(pipeline: Record<string, unknown>[]) =>
        new Aggregator(pipeline).run(this.coll(name).all()) as R[],
    };
  }

  async ensureIndexes(specs: IndexSpec[]): Promise<void> {
    for (const spec of specs) this.coll(spec.collection).addIndexes(spec.fields);
  }

  async checkpoint(projection: string): Promise<bigint | undefined> {
    const row = this.statements.checkpoint.get(projection);
    return row?.position;
  }

  async applyBatch(
    projection: string,
    checkpoint: bigint,
    write: (writer: ProjectionWriter) => Promise<void>,
  ): Promise<void> {
    const touched = new Map<string, Set<string>>();
    const mark = (collection: string, id: string) => {
      let ids = touched.get(collection);
      if (!ids) touched.set(collection, (ids = new Set()));
      ids.add(id);
    };
    const writer: ProjectionWriter = {
      at: () => undefined,
      findOne: async <T extends Doc>(c: string, f: Filter) => this.coll(c).findOne(f) as T | null,
      find: async <T extends Doc>(c: string, f: Filter, o?: FindOptions) => this.coll(c).find(f, o) as T[],
      updateOne: async (c, filter, update, options) => {
        const id = this.coll(c).updateOne(filter, update, options?.upsert ?? false);
        if (id !== undefined) mark(c, id);
      },
      updateMany: async (c, filter, update) => {
        for (const id of this.coll(c).updateMany(filter, update)) mark(c, id);
      },
      deleteMany: async (c, filter) => {
        for (const id of this.coll(c).deleteMany(filter)) mark(c, id);
      },
    };
    try {
      await write(writer);
      this.db.transaction(() => {
        for (const [c, ids] of touched) {
          const collection = this.coll(c);
          for (const id of ids) {
            const doc = collection.get(id);
            if (doc) this.statements.upsert.run(c, id, JSON.stringify(doc));
            else this.statements.remove.run(c, id);
          }
        }
        this.statements.saveCheckpoint.run(projection, checkpoint);
      })();
    } catch (error) {
      this.load();
      throw error;
    }
  }

  async reset(projection: string, collections: string[]): Promise<void> {
    this.db.transaction(() => {
      for (const c of collections) this.statements.dropCollection.run(c);
      this.statements.dropCheckpoint.run(projection);
    })();
    for (const c of collections) this.coll(c).clear();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

/**
 * One collection: documents by `_id`, plus equality indexes on declared fields so the lookups of the hot
 * paths (an item by id, a user's requests) do not scan. Documents are replaced, never mutated, so a
 * document handed to a query stays as it was.
 */
class MemoryCollection {
  private readonly docs = new Map<string, Doc>();
  private readonly indexes = new Map<string, Map<unknown, Set<string>>>();

  indexedFields(): string[] {
    return [...this.indexes.keys()];
  }

  addIndexes(fields: string[]): void {
    for (const field of fields) {
      // A positional path (`items.0.id`) is left to the scan rather than indexed approximately.
      if (this.indexes.has(field) || field.split('.').some((part) => /^\d+$/.test(part))) continue;
      this.indexes.set(field, new Map());
      for (const doc of this.docs.values()) this.indexDoc(field, doc);
    }
  }

  get(id: string): Doc | undefined {
    return this.docs.get(id);
  }

  all(): Doc[] {
    return [...this.docs.values()];
  }

  clear(): void {
    this.docs.clear();
    for (const index of this.indexes.values()) index.clear();
  }

  put(doc: Doc): void {
    const previous = this.docs.get(doc._id);
    if (previous) this.unindex(previous);
    this.docs.set(doc._id, doc);
    for (const field of this.indexes.keys()) this.indexDoc(field, doc);
  }

  remove(id: string): void {
    const previous = this.docs.get(id);
    if (!previous) return;
    this.unindex(previous);
    this.docs.delete(id);
  }

  findOne(filter: Filter): Doc | null {
    if (isIdOnly(filter)) return this.docs.get(filter._id as string) ?? null;
    return this.find(filter, { limit: 1 })[0] ?? null;
  }

  find(filter: Filter, options: FindOptions = {}): Doc[] {
    const matches = this.matching(filter);
    if (!options.sort && !options.skip && options.limit === undefined) return matches;
    let cursor = new Query({}).find(matches);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return cursor.all() as Doc[];
  }

  count(filter: Filter): number {
    return this.matching(filter).length;
  }

  updateOne(filter: Filter, update: Update, upsert: boolean): string | undefined {
    const current = this.matching(filter)[0];
    if (current) {
      this.put(updated(current, update, false));
      return current._id;
    }
    if (!upsert) return undefined;
    const seed = upsertSeed(filter);
    if (typeof seed._id !== 'string') throw new Error('upsert needs an _id equality in its filter');
    // MongoDB refuses to insert a second document with that _id (E11000); replacing it would lose data.
    if (this.docs.has(seed._id)) throw new Error(`E11000 duplicate key: upsert filter misses existing ${seed._id}`);
    this.put(updated(seed as Doc, update, true));
    return seed._id;
  }

  updateMany(filter: Filter, update: Update): string[] {
    const matches = this.matching(filter);
    for (const doc of matches) this.put(updated(doc, update, false));
    return matches.map((d) => d._id);
  }

  deleteMany(filter: Filter): string[] {
    const matches = this.matching(filter);
    for (const doc of matches) this.remove(doc._id);
    return matches.map((d) => d._id);
  }

  /** Narrows by `_id` or an indexed equality first, then applies the whole filter with mingo. */
  private matching(filter: Filter): Doc[] {
    const candidates = this.candidates(filter);
    const keys = Object.keys(filter);
    if (keys.length === 0) return candidates;
    if (keys.length === 1 && isPlainValue(filter[keys[0]]) && (keys[0] === '_id' || this.indexes.has(keys[0]))) {
      return candidates;
    }
    const query = new Query(filter);
    return candidates.filter((doc) => query.test(doc));
  }

  private candidates(filter: Filter): Doc[] {
    const id = filter._id;
    if (isPlainValue(id)) {
      const doc = this.docs.get(id as string);
      return doc ? [doc] : [];
    }
    if (id && typeof id === 'object' && Array.isArray((id as { $in?: unknown }).$in)) {
      return ((id as { $in: string[] }).$in).flatMap((i) => this.docs.get(i) ?? []);
    }
    for (const [field, index] of this.indexes) {
      const value = filter[field];
      if (isPlainValue(value)) {
        return [...(index.get(value) ?? [])].map((docId) => this.docs.get(docId)!);
      }
    }
    return [...this.docs.values()];
  }

  private indexDoc(field: string, doc: Doc): void {
    const index = this.indexes.get(field)!;
    for (const value of indexKeys(doc, field)) {
      let ids = index.get(value);
      if (!ids) index.set(value, (ids = new Set()));
      ids.add(doc._id);
    }
  }

  private unindex(doc: Doc): void {
    for (const [field, index] of this.indexes) {
      for (const value of indexKeys(doc, field)) {
        const ids = index.get(value);
        ids?.delete(doc._id);
        if (ids && ids.size === 0) index.delete(value);
      }
    }
  }
}

/**
 * The plain values an equality on `field` can match in `doc`, as MongoDB's multikey indexes see them: the
 * dotted path is followed through embedded documents and arrays of them, and an array at the end of the
 * path contributes each of its elements (`{tags: 'x'}` matches `tags: ['x', 'y']`).
 */
function indexKeys(doc: Doc, field: string): Set<unknown> {
  const keys = new Set<unknown>();
  const walk = (value: unknown, path: string[]): void => {
    if (path.length === 0) {
      if (isPlainValue(value)) keys.add(value);
      else if (Array.isArray(value)) for (const item of value) if (isPlainValue(item)) keys.add(item);
      return;
    }
    if (Array.isArray(value)) for (const item of value) walk(item, path);
    else if (value !== null && typeof value === 'object') walk((value as Record<string, unknown>)[path[0]], path.slice(1));
  };
  walk(doc, field.split('.'));
  return keys;
}

function updated(doc: Doc, update: Update, inserting: boolean): Doc {
  const next = structuredClone(doc);
  const { $setOnInsert, ...modifier } = update as Update & { $setOnInsert?: Record<string, unknown> };
  if (inserting && $setOnInsert) Object.assign(next, structuredClone($setOnInsert));
  applyModifier(next, modifier);
  return next;
}

type UpdateOperator = (expr: Record<string, unknown>) => (doc: Record<string, unknown>) => unknown;
const UPDATE_OPERATORS = { ...updateOperators } as unknown as Record<string, UpdateOperator>;

/**
 * mingo's update operators applied one by one. mingo's `update()` builds a fresh operator context (copying
 * every operator table) on each call, which was most of the cost of a projection rebuild; the operators
 * themselves are the same, with the same defaults (no array filters, values copied in).
 */
function applyModifier(doc: Doc, modifier: Record<string, unknown>): void {
  for (const [op, expr] of Object.entries(modifier)) {
    const operator = UPDATE_OPERATORS[op];
    if (!operator) throw new Error(`Unknown update operator: '${op}'.`);
    operator(expr as Record<string, unknown>)(doc);
  }
}

function isIdOnly(filter: Filter): boolean {
  const keys = Object.keys(filter);
  return keys.length === 1 && keys[0] === '_id' && isPlainValue(filter._id);
}

function isPlainValue(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}
