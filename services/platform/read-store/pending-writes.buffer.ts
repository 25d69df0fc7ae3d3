import { indexKeys } from './index-keys.rules';
import { Doc } from './read-store.port';

export interface PendingDoc {
  /** The newest version, or null when deleted. */
  doc: Doc | null;
  /** What SQLite holds for it (for the index entries to replace when it is persisted). */
  stored: Doc | undefined;
  /**
   * The index keys SQLite holds for it per field, when known without `stored` (a version persisted by a flush
   * on the worker while this one was written): these replace `indexKeys(stored, field)`.
   */
  storedKeys?: Map<string, Set<string>>;
  /**
   * The index keys of `doc` per indexed field whose index this layer has built (see `ids`), as entered there;
   * a shared empty map while none is built.
   */
  keys: ReadonlyMap<string, Set<string>>;
  /** How many batches wrote it while pending. */
  writes: number;
  /** Its JSON, once a flush has written it (what the document cache keeps of it after the flush). */
  json?: string;
  /**
   * Set while a flush on the worker commits this version: it becomes what SQLite holds (`stored` of a newer one,
   * whose page entries are replaced from it), so a batch meanwhile must copy it instead of changing it in place.
   */
  committing?: boolean;
}

/**
 * The keys of a document no built index holds: one map for all of them. A map per write (most pending documents
 * have none) was the largest single thing a bulk import's catch-up moved into V8's old generation: every
 * pending document lives until its flush has committed.
 */
const NO_KEYS: ReadonlyMap<string, Set<string>> = new Map();

/**
 * Documents written by deferred batches (a rebuild) and not yet in SQLite: the newest version of each, with
 * equality indexes over them, and the checkpoints they belong to. The embedded read store reads through
 * this layer, so a rebuild sees its own writes without a SQLite round trip per document.
 */
export class PendingWrites {
  private readonly docs = new Map<string, Map<string, PendingDoc>>();
  /** `collection\0field` → index key → ids, for the fields looked up since the last `clear`. */
  private readonly index = new Map<string, Map<string, Set<string>>>();
  /**
   * The `collection\0field` indexes built. Built on the first lookup, then kept up to date: a rebuild looks
   * up few of its indexed fields by value, and keys for every pending document of every indexed field were a
   * large part of its time and memory (a Set per key, a million keys for the tree's leaves alone).
   */
  private readonly built = new Set<string>();
  checkpoints: Record<string, bigint> = {};
  size = 0;

  get(collection: string, id: string): PendingDoc | undefined {
    return this.docs.get(collection)?.get(id);
  }

  has(collection: string): boolean {
    return (this.docs.get(collection)?.size ?? 0) > 0;
  }

  put(collection: string, id: string, doc: Doc | null, stored: Doc | undefined, fields: Set<string>): void {
    let docs = this.docs.get(collection);
    if (!docs) this.docs.set(collection, (docs = new Map()));
    const previous = docs.get(id);
    if (previous) {
      for (const [field, keys] of previous.keys) for (const key of keys) this.unindex(collection, field, key, id);
    } else {
      this.size += 1;
    }
    let keys: Map<string, Set<string>> | undefined;
    if (doc && this.built.size > 0) {
      for (const field of fields) {
        if (!this.built.has(`${collection}\u0000${field}`)) continue;
        const docKeys = indexKeys(doc, field);
        (keys ??= new Map()).set(field, docKeys);
        for (const key of docKeys) this.indexOf(collection, field, key).add(id);
      }
    }
    docs.set(id, {
      doc,
      stored: previous ? previous.stored : stored,
      storedKeys: previous?.storedKeys,
      keys: keys ?? NO_KEYS,
      writes: (previous?.writes ?? 0) + 1,
    });
  }

  /** Forgets a pending document (a flush persisted this version of it). */
  remove(collection: string, id: string): void {
    const docs = this.docs.get(collection);
    const previous = docs?.get(id);
    if (!docs || !previous) return;
    for (const [field, keys] of previous.keys) for (const key of keys) this.unindex(collection, field, key, id);
    docs.delete(id);
    if (docs.size === 0) this.docs.delete(collection);
    this.size -= 1;
  }

  /** Ids of pending documents whose `field` has the index key. */
  ids(collection: string, field: string, key: string): Iterable<string> {
    const name = `${collection}\u0000${field}`;
    if (!this.built.has(name)) {
      this.built.add(name);
      for (const [id, pending] of this.docs.get(collection) ?? []) {
        if (!pending.doc) continue;
        const docKeys = indexKeys(pending.doc, field);
        pending.keys = new Map(pending.keys).set(field, docKeys);
        for (const k of docKeys) this.indexOf(collection, field, k).add(id);
      }
    }
    return this.index.get(name)?.get(key) ?? [];
  }

  /** Every pending document of a collection (deleted ones as null). */
  entries(collection: string): ReadonlyMap<string, PendingDoc> {
    return this.docs.get(collection) ?? new Map<string, PendingDoc>();
  }

  collections(): string[] {
    return [...this.docs.keys()];
  }

  /** Index keys held over all built indexes (each with at least one id). */
  get indexedKeys(): number {
    let n = 0;
    for (const byKey of this.index.values()) n += byKey.size;
    return n;
  }

  clear(): void {
    this.docs.clear();
    this.index.clear();
    this.built.clear();
    this.checkpoints = {};
    this.size = 0;
  }

  /**
   * Takes the id out of a key's ids, and the key out of the index once none is left: the live store's layer is
   * never cleared (flushes on the worker remove what they persisted), and an import's 100,000 streams each
   * left an empty set behind, kept for the life of the process.
   */
  private unindex(collection: string, field: string, key: string, id: string): void {
    const byKey = this.index.get(`${collection}\u0000${field}`);
    const ids = byKey?.get(key);
    if (!ids) return;
    ids.delete(id);
    if (ids.size === 0) byKey!.delete(key);
  }

  private indexOf(collection: string, field: string, key: string): Set<string> {
    const name = `${collection}\u0000${field}`;
    let byKey = this.index.get(name);
    if (!byKey) this.index.set(name, (byKey = new Map()));
    let ids = byKey.get(key);
    if (!ids) byKey.set(key, (ids = new Set()));
    return ids;
  }
}
