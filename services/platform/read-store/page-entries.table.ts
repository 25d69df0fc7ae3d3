import Database from 'better-sqlite3';
import { Query } from 'mingo';
import { BulkInsert } from './bulk-insert.writer';
import { PageEntry, PageIndex, UNPLACED, pageEntry, pageIndex, pagePlan, residualSql } from './page-index.rules';
import { Doc, Filter, PageIndexSpec } from './read-store.port';

/** A query answered from a page index. */
export interface PagePlan {
  index: DeclaredIndex;
  prefix: string;
  residual: Filter | undefined;
  /** The residual conditions as SQL, when they can be. */
  sql: { where: string; params: string[] } | undefined;
  descending: boolean;
}

/** A page index with the number its entries are stored under (short keys: a name is a whole declaration). */
type DeclaredIndex = PageIndex & { number: number };


interface Row {
  id: string;
  key: string;
  also: string | null;
}

/**
 * The embedded read store's page indexes: for each declared list (a user's items newest first), one row per
 * document with its equality values and its sort key, so that a page is one indexed ORDER BY … LIMIT/OFFSET
 * and a count one indexed COUNT, and only the page's documents are read and parsed. Without it, a page of a
 * user's 100,000 items read and parsed all of them and sorted them in memory: up to a second on the event
 * loop per request.
 */
export class PageEntries {
  private readonly declared = new Map<string, DeclaredIndex[]>();
  private readonly statements;
  private readonly bulk: BulkInsert;
  /** Page and count statements by their SQL (conditions on `also` fields make a few shapes). */
  private readonly queries = new Map<string, Database.Statement>();

  constructor(private readonly db: Database.Database) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS page_entries (page INTEGER NOT NULL, prefix TEXT NOT NULL, key TEXT NOT NULL, id TEXT NOT NULL, also TEXT,
        PRIMARY KEY (page, prefix, key)) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS page_entries_by_id ON page_entries (page, id);
      CREATE TABLE IF NOT EXISTS page_indexes (number INTEGER PRIMARY KEY, collection TEXT NOT NULL, page TEXT NOT NULL, UNIQUE (collection, page));
    `);
    this.statements = {
      byId: db.prepare<[number, string], { prefix: string; key: string; also: string | null }>(
        'SELECT prefix, key, also FROM page_entries WHERE page = ? AND id = ?',
      ),
      anyUnplaced: db.prepare<[number], { one: number }>(`SELECT 1 AS one FROM page_entries WHERE page = ? AND prefix = '${UNPLACED}' LIMIT 1`),
      put: db.prepare('INSERT OR REPLACE INTO page_entries (page, prefix, key, id, also) VALUES (?, ?, ?, ?, ?)'),
      remove: db.prepare('DELETE FROM page_entries WHERE page = ? AND prefix = ? AND key = ?'),
      drop: db.prepare('DELETE FROM page_entries WHERE page = ?'),
      known: db.prepare<[], { number: number; collection: string; page: string }>('SELECT number, collection, page FROM page_indexes ORDER BY number'),
      declare: db.prepare<[string, string]>('INSERT INTO page_indexes (collection, page) VALUES (?, ?)'),
    };
    this.bulk = new BulkInsert(db, 'INSERT OR REPLACE INTO page_entries (page, prefix, key, id, also)', 5);
    // The name is the declaration itself, so entries stay maintained by a store that is not told the specs again.
    for (const row of this.statements.known.all()) {
      const { equal, sort, also } = JSON.parse(row.page) as { equal: string[]; sort: [string, 1 | -1][]; also: string[] };
      this.indexesOf(row.collection).push({ ...pageIndex({ equal, sort: Object.fromEntries(sort), also }), number: row.number });
    }
  }

  /**
   * Declares a page index; a new one is built over the collection's documents (`documents` yields them in
   * pages, so no read is iterating while the entries are written).
   */
  declare(collection: string, spec: PageIndexSpec, documents: () => Iterable<Doc[]>): void {
    const declaration = pageIndex(spec);
    if (this.indexesOf(collection).some((i) => i.name === declaration.name)) return;
    const index = this.db.transaction(() => {
      const number = Number(this.statements.declare.run(collection, declaration.name).lastInsertRowid);
      const declared = { ...declaration, number };
      for (const page of documents()) for (const doc of page) this.put(declared, doc._id, entryOf(declared, doc));
      return declared;
    })();
    this.indexesOf(collection).push(index);
  }

  has(collection: string): boolean {
    return (this.declared.get(collection)?.length ?? 0) > 0;
  }

  /** A persisted change of a document (`before` as stored, `doc` null when deleted), written here. */
  write(collection: string, id: string, before: Doc | undefined, doc: Doc | null): void {
    this.diff(collection, before, doc, (index, old) => this.statements.remove.run(index.number, old.prefix, old.key), (index, now) => this.put(index, id, now));
  }

  /** The same change as rows of a flush committed elsewhere (the flush worker), removals before writes. */
  changesInto(out: { removePages: (string | number)[]; putPages: (string | number | null)[] }, collection: string, id: string, before: Doc | undefined, doc: Doc | null): void {
    this.diff(
      collection,
      before,
      doc,
      (index, old) => out.removePages.push(index.number, old.prefix, old.key),
      (index, now) => out.putPages.push(index.number, now.prefix, now.key, id, now.also),
    );
  }

  private diff(
    collection: string,
    before: Doc | undefined,
    doc: Doc | null,
    remove: (index: DeclaredIndex, entry: PageEntry) => void,
    put: (index: DeclaredIndex, entry: PageEntry) => void,
  ): void {
    for (const index of this.indexesOf(collection)) {
      const old = before ? entryOf(index, before) : undefined;
      const now = doc ? entryOf(index, doc) : undefined;
      if (old && now && old.prefix === now.prefix && old.key === now.key) {
        if (old.also !== now.also) put(index, now);
        continue;
      }
      if (old) remove(index, old);
      if (now) put(index, now);
    }
  }

  /** A document that was not stored before (buffered; `drainNew` writes them inside the caller's transaction). */
  addNew(collection: string, id: string, doc: Doc): void {
    for (const index of this.indexesOf(collection)) {
      const entry = entryOf(index, doc);
      this.bulk.add(index.number, entry.prefix, entry.key, id, entry.also);
    }
  }

  drainNew(): void {
    this.bulk.drain();
  }

  discardNew(): void {
    this.bulk.discard();
  }

  drop(collection: string): void {
    for (const index of this.indexesOf(collection)) this.statements.drop.run(index.number);
  }

  /**
   * The page index a query can use: without other conditions first, then the one with the most equalities.
   * Undefined when none fits, or when a document of the collection is not placed in it.
   */
  plan(collection: string, filter: Filter, sort: Record<string, 1 | -1> | undefined): PagePlan | undefined {
    let best: PagePlan | undefined;
    for (const index of this.indexesOf(collection)) {
      const found = pagePlan(index, filter, sort);
      if (!found) continue;
      const plan = { ...found, sql: found.residual ? residualSql(found.residual) : undefined };
      const better =
        !best ||
        (best.residual !== undefined && plan.residual === undefined) ||
        ((best.residual === undefined) === (plan.residual === undefined) && index.equal.length > best.index.equal.length);
      if (better) best = { index, ...plan };
    }
    if (!best || this.statements.anyUnplaced.get(best.index.number)) return undefined;
    return best;
  }

  /**
   * The ids of the page [skip, skip + limit) in the plan's order, stored entries merged with the pending
   * versions (which replace their stored ones); undefined when a pending version is not placed. With `after`
   * (keyset paging: the sort values of a document), the page counts from the first document after it.
   */
  page(
    collection: string,
    plan: PagePlan,
    pending: Iterable<[string, Doc | null]>,
    skip: number,
    limit: number | undefined,
    after?: Record<string, unknown>,
  ): string[] | undefined {
    let start: string | undefined;
    if (after) {
      const entry = pageEntry(plan.index, { ...after, _id: String(after._id) });
      if (entry === UNPLACED) return undefined;
      start = entry.key;
    }
    return this.snapshot(() => this.pageIn(plan, pending, skip, limit, start));
  }

  private pageIn(plan: PagePlan, pending: Iterable<[string, Doc | null]>, skip: number, limit: number | undefined, start?: string): string[] | undefined {
    const changes = this.pendingIn(plan, pending);
    if (!changes) return undefined;
    const beyondStart = (key: string) => start === undefined || (plan.descending ? byteOrder(key, start) < 0 : byteOrder(key, start) > 0);
    // From a keyset start, only entries beyond it exist for this page: stored rows (SQL), pending versions, and
    // the stored entries those replace.
    const stale = start === undefined ? changes.stale : new Map([...changes.stale].filter(([, key]) => beyondStart(key)));
    const fresh = start === undefined ? changes.fresh : changes.fresh.filter((entry) => beyondStart(entry.key));
    const end = limit === undefined ? Infinity : skip + limit;
    const ids: string[] = [];
    if (end <= skip) return ids;
    // Stored entries from this rank on: a pending version sorting before them moves them back by at most the
    // number of pending versions, so none before it can land in the page. With other conditions, ranks say
    // nothing about positions unless SQL applies them too, and the walk starts at the first entry.
    const inJs = plan.residual !== undefined && !plan.sql;
    const from = inJs ? 0 : Math.max(0, skip - fresh.length);
    let position = 0;
    let next = 0;
    const compare = (a: string, b: string) => (plan.descending ? byteOrder(b, a) : byteOrder(a, b));
    const matches = inJs ? this.residualTest(plan) : () => true;
    const rows = this.rows(plan, from, start);
    let row = rows.next();
    if (from > 0) {
      // No stored entry at that rank: at most `from` stored ones, so fewer than `skip` in all, and the page is empty.
      if (row.done) return ids;
      const first = row.value.key;
      let staleBefore = 0;
      for (const key of stale.values()) if (compare(key, first) < 0) staleBefore += 1;
      while (next < fresh.length && compare(fresh[next].key, first) < 0) next += 1;
      position = from - staleBefore + next;
    }
    try {
      while (position < end) {
        while (!row.done && (stale.has(row.value.id) || !matches(row.value))) row = rows.next();
        const stored = row.done ? undefined : row.value;
        const candidate = next < fresh.length ? fresh[next] : undefined;
        if (!stored && !candidate) break;
        let id: string;
        if (stored && (!candidate || compare(stored.key, candidate.key) < 0)) {
          id = stored.id;
          row = rows.next();
        } else {
          id = candidate!.id;
          next += 1;
        }
        if (position >= skip) ids.push(id);
        position += 1;
      }
    } finally {
      rows.return?.(undefined);
    }
    return ids;
  }

  /** How many documents the plan selects, pending versions included; undefined as for `page`. */
  count(collection: string, plan: PagePlan, pending: Iterable<[string, Doc | null]>): number | undefined {
    return this.snapshot(() => this.countIn(plan, pending));
  }

  private countIn(plan: PagePlan, pending: Iterable<[string, Doc | null]>): number | undefined {
    const changes = this.pendingIn(plan, pending);
    if (!changes) return undefined;
    if (!plan.residual || plan.sql) {
      const where = plan.sql ? ` AND ${plan.sql.where}` : '';
      const count = this.query(`SELECT COUNT(*) AS n FROM page_entries WHERE page = ? AND prefix = ?${where}`);
      const stored = (count.get(plan.index.number, plan.prefix, ...(plan.sql?.params ?? [])) as { n: number } | undefined)?.n ?? 0;
      return stored - changes.stale.size + changes.fresh.length;
    }
    const matches = this.residualTest(plan);
    let n = changes.fresh.length;
    for (const row of this.rows(plan, 0)) if (!changes.stale.has(row.id) && matches(row)) n += 1;
    return n;
  }

  /**
   * Runs the reads of one page or count in one read transaction. The flush worker commits on its own connection
   * at any moment; had the pending versions' stored entries been looked up before a commit and the ordered
   * entries read after it, a document the commit placed would be both a stored entry and a pending version
   * (listed twice, and every later position shifted).
   */
  private snapshot<T>(read: () => T): T {
    return this.db.transaction(read)();
  }

  /**
   * The plan's stored entries in its order from rank `from` (of those its SQL conditions select, and beyond the
   * keyset `start` when given: an index range, not a walk from the first entry).
   */
  private rows(plan: PagePlan, from: number, start?: string): IterableIterator<Row> {
    const where = (plan.sql ? ` AND ${plan.sql.where}` : '') + (start === undefined ? '' : ` AND key ${plan.descending ? '<' : '>'} ?`);
    const statement = this.query(
      `SELECT id, key, also FROM page_entries WHERE page = ? AND prefix = ?${where} ORDER BY key ${plan.descending ? 'DESC' : 'ASC'} LIMIT -1 OFFSET ?`,
    );
    const params = [...(plan.sql?.params ?? []), ...(start === undefined ? [] : [start])];
    return statement.iterate(plan.index.number, plan.prefix, ...params, from) as IterableIterator<Row>;
  }

  private query(sql: string): Database.Statement {
    let statement = this.queries.get(sql);
    if (!statement) this.queries.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }

  /**
   * The pending versions that matter to the plan: `stale`, stored entries in its prefix that a pending version
   * replaces (id → key), and `fresh`, pending versions it selects, in its order. The stored entries are looked up
   * by id: a flush committed by the worker is in SQLite before its documents leave the pending layer.
   */
  private pendingIn(plan: PagePlan, pending: Iterable<[string, Doc | null]>) {
    const stale = new Map<string, string>();
    const fresh: { id: string; key: string }[] = [];
    const test = plan.residual ? new Query(plan.residual) : undefined;
    for (const [id, doc] of pending) {
      const stored = this.statements.byId.get(plan.index.number, id);
      // Stored entries the plan's SQL selects (all of the prefix when its conditions are tested here).
      if (stored && stored.prefix === plan.prefix && (!plan.sql || test!.test({ _id: id, ...alsoValues(stored.also) }))) stale.set(id, stored.key);
      if (doc) {
        const entry = pageEntry(plan.index, doc);
        if (entry === UNPLACED) return undefined;
        if (entry.prefix === plan.prefix && (!test || test.test(doc))) fresh.push({ id, key: entry.key });
      }
    }
    fresh.sort((a, b) => (plan.descending ? byteOrder(b.key, a.key) : byteOrder(a.key, b.key)));
    return { stale, fresh };
  }

  private residualTest(plan: PagePlan): (row: Row) => boolean {
    if (!plan.residual) return () => true;
    const query = new Query(plan.residual);
    return (row) => query.test({ _id: row.id, ...alsoValues(row.also) });
  }

  private put(index: DeclaredIndex, id: string, entry: PageEntry): void {
    this.statements.put.run(index.number, entry.prefix, entry.key, id, entry.also);
  }

  private indexesOf(collection: string): DeclaredIndex[] {
    let indexes = this.declared.get(collection);
    if (!indexes) this.declared.set(collection, (indexes = []));
    return indexes;
  }
}

/** The entry of a document; one the index cannot place goes under UNPLACED, keyed by its id. */
function entryOf(index: PageIndex, doc: Doc): PageEntry {
  const entry = pageEntry(index, doc);
  return entry === UNPLACED ? { prefix: UNPLACED, key: doc._id, also: null } : entry;
}

function alsoValues(also: string | null): Record<string, unknown> {
  return also ? (JSON.parse(also) as Record<string, unknown>) : {};
}

/** SQLite's order of the keys (hexadecimal digits: JavaScript's code-unit order is the same). */
function byteOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
