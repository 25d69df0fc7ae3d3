import Database from 'better-sqlite3';
import { Query } from 'mingo';
import { BulkInsert } from './bulk-insert.writer';
import { PageEntry, PageIndex, UNPLACED, pageEntry, pageIndex, pagePlan, residualSql, searchedText } from './page-index.rules';
import { Doc, Filter, PageIndexSpec } from './read-store.port';

/** A query answered from a page index. */
export interface PagePlan {
  index: DeclaredIndex;
  /** The equality values' prefixes (more than one for an `$in`), in increasing order: their ranges are merged. */
  prefixes: string[];
  residual: Filter | undefined;
  /** The residual conditions as SQL, when they can be. */
  sql: { where: string; params: string[] } | undefined;
  descending: boolean;
  /** A searched text of 3 characters or more on a field with a trigram index: the page of entries carrying it, the FTS5 query. */
  search?: { carrier: number; match: string };
}

/** A page index with the number its entries are stored under (short keys: a name is a whole declaration). */
type DeclaredIndex = PageIndex & { number: number; text?: string };

/**
 * Up to this many documents holding a searched text (in every list searching the field), a search reads them
 * through the trigram index and sorts them; with more, the text is common enough that walking the list in its
 * order finds a page's matches soon, and the entries are tested one by one as before.
 */
const SEARCH_SORT_LIMIT = 2_000;


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
    db.exec(TEXT_INDEX_SQL);
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
      forget: db.prepare<[number]>('DELETE FROM page_indexes WHERE number = ?'),
      forgetText: db.prepare<[number]>('DELETE FROM page_texts WHERE page = ?'),
      textHolders: db.prepare<[string], { n: number }>(
        `SELECT COUNT(*) AS n FROM (SELECT 1 FROM page_text_search WHERE page_text_search MATCH ? LIMIT ${SEARCH_SORT_LIMIT + 1})`,
      ),
      texts: db.prepare<[], { page: number; field: string }>('SELECT page, field FROM page_texts'),
      declareText: db.prepare<[number, string]>('INSERT INTO page_texts (page, field) VALUES (?, ?)'),
      textRows: db.prepare<[number]>('INSERT OR IGNORE INTO page_text_rows (page, id) SELECT page, id FROM page_entries WHERE page = ?'),
      textSearch: db.prepare<[number]>(
        `INSERT INTO page_text_search (rowid, text) SELECT r.row, json_extract(e.also, '$.' || t.field) FROM page_text_rows r
          JOIN page_entries e ON e.page = r.page AND e.id = r.id JOIN page_texts t ON t.page = r.page WHERE r.page = ?`,
      ),
    };
    this.bulk = new BulkInsert(db, 'INSERT OR REPLACE INTO page_entries (page, prefix, key, id, also)', 5);
    // The name is the declaration itself, so entries stay maintained by a store that is not told the specs again.
    const texts = new Map(this.statements.texts.all().map((row) => [row.page, row.field]));
    for (const row of this.statements.known.all()) {
      const { equal, sort, also } = JSON.parse(row.page) as { equal: string[]; sort: [string, 1 | -1][]; also: string[] };
      this.indexesOf(row.collection).push({ ...pageIndex({ equal, sort: Object.fromEntries(sort), also }), number: row.number, text: texts.get(row.number) });
    }
  }

  /**
   * Declares a page index; a new one is built over the collection's documents (`documents` yields them in
   * pages, so no read is iterating while the entries are written).
   */
  declare(collection: string, spec: PageIndexSpec, documents: () => Iterable<Doc[]>): void {
    const declaration = pageIndex(spec);
    if (spec.text !== undefined && !declaration.also.includes(spec.text)) throw new Error(`A page index's text is one of its also fields: ${JSON.stringify(spec)}`);
    const known = this.indexesOf(collection).find((i) => i.name === declaration.name);
    if (known) {
      // Declared before without its text (the text is not part of the name): its entries' texts go in now.
      if (spec.text !== undefined && known.text === undefined) {
        this.db.transaction(() => {
          this.statements.declareText.run(known.number, spec.text!);
          this.statements.textRows.run(known.number);
          this.statements.textSearch.run(known.number);
        })();
        known.text = spec.text;
      }
      return;
    }
    const index = this.db.transaction(() => {
      const number = Number(this.statements.declare.run(collection, declaration.name).lastInsertRowid);
      // Before the entries: their writes keep the trigram index (triggers on page_entries).
      if (spec.text !== undefined) this.statements.declareText.run(number, spec.text);
      const declared: DeclaredIndex = { ...declaration, number, text: spec.text };
      for (const page of documents()) for (const doc of page) this.put(declared, doc._id, entryOf(declared, doc));
      return declared;
    })();
    this.indexesOf(collection).push(index);
  }

  /**
   * Drops the collection's page indexes that are not among `kept` (all of the collection's declarations): a list
   * that no longer declares one reads it no more, and its entries would only be written. The entries go first, so
   * the trigram index's triggers still see the index's text while its rows go.
   */
  retire(collection: string, kept: PageIndexSpec[]): void {
    const names = new Set(kept.map((spec) => pageIndex(spec).name));
    const indexes = this.indexesOf(collection);
    for (const index of indexes.filter((i) => !names.has(i.name))) {
      this.db.transaction(() => {
        this.statements.drop.run(index.number);
        this.statements.forgetText.run(index.number);
        this.statements.forget.run(index.number);
      })();
      indexes.splice(indexes.indexOf(index), 1);
    }
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
    if (best.residual && best.sql) best.search = this.searchOf(collection, best.residual);
    return best;
  }

  /** The trigram index a residual condition can be looked up in: a text of 3 characters or more on a field with one. */
  private searchOf(collection: string, residual: Filter): PagePlan['search'] {
    for (const [field, condition] of Object.entries(residual)) {
      const carrier = this.indexesOf(collection).find((i) => i.text === field);
      const text = carrier && searchedText(condition);
      // The trigram tokenizer indexes characters (code points), three at a time.
      if (text === undefined || [...text].length < 3) continue;
      return { carrier: carrier!.number, match: `"${text.replace(/"/g, '""')}"` };
    }
    return undefined;
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
      const searched = this.searched(plan);
      const prefixes = plan.prefixes.length === 1 ? 'prefix = ?' : `prefix IN (${plan.prefixes.map(() => '?').join(', ')})`;
      const count = this.query(`SELECT COUNT(*) AS n FROM ${searched ? SEARCHED_ENTRIES : 'page_entries'} WHERE page = ? AND ${prefixes}${where}`);
      const stored = (count.get(...(searched ?? []), plan.index.number, ...plan.prefixes, ...(plan.sql?.params ?? [])) as { n: number } | undefined)?.n ?? 0;
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
   * keyset `start` when given: an index range, not a walk from the first entry). Several prefixes are one range
   * each, merged by SQLite (a compound SELECT ordered by `key` is a merge of its ordered parts, not a sort), so a
   * page reads at most its own entries from each range.
   */
  private rows(plan: PagePlan, from: number, start?: string): IterableIterator<Row> {
    const where = (plan.sql ? ` AND ${plan.sql.where}` : '') + (start === undefined ? '' : ` AND key ${plan.descending ? '<' : '>'} ?`);
    const searched = this.searched(plan);
    const range = `SELECT id, key, also FROM ${searched ? SEARCHED_ENTRIES : 'page_entries'} WHERE page = ? AND prefix = ?${where}`;
    const statement = this.query(`${plan.prefixes.map(() => range).join(' UNION ALL ')} ORDER BY key ${plan.descending ? 'DESC' : 'ASC'} LIMIT -1 OFFSET ?`);
    const params = plan.prefixes.flatMap((prefix) => [
      ...(searched ?? []),
      plan.index.number,
      prefix,
      ...(plan.sql?.params ?? []),
      ...(start === undefined ? [] : [start]),
    ]);
    return statement.iterate(...params, from) as IterableIterator<Row>;
  }

  /**
   * The parameters of SEARCHED_ENTRIES when the plan's text is held by few enough documents that reading them
   * through the trigram index and sorting them is the cheaper way; undefined to walk the list instead.
   */
  private searched(plan: PagePlan): [string, number] | undefined {
    if (!plan.search) return undefined;
    const held = this.statements.textHolders.get(plan.search.match)!.n;
    return held <= SEARCH_SORT_LIMIT ? [plan.search.match, plan.search.carrier] : undefined;
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
      if (stored && plan.prefixes.includes(stored.prefix) && (!plan.sql || test!.test({ _id: id, ...alsoValues(stored.also) }))) stale.set(id, stored.key);
      if (doc) {
        const entry = pageEntry(plan.index, doc);
        if (entry === UNPLACED) return undefined;
        if (plan.prefixes.includes(entry.prefix) && (!test || test.test(doc))) fresh.push({ id, key: entry.key });
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

/**
 * The trigram index of the page indexes' searched texts (SQLite's FTS5 with the trigram tokenizer: a phrase of
 * 3 characters or more matches the texts holding it, case-sensitively, as instr does). One row per document of
 * the page index carrying the field (`page_texts`), kept by triggers on page_entries, so every writer of the
 * entries (this connection, the flush worker's, a rebuild's bulk inserts) keeps it without knowing of it. A
 * REPLACE of an entry (same key, other text) fires no delete trigger, hence the BEFORE INSERT one; an entry
 * moving to another key is removed (the document's text row goes when no entry of it is left) and put again.
 */
const TEXT_INDEX_SQL = `
  CREATE TABLE IF NOT EXISTS page_texts (page INTEGER PRIMARY KEY, field TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS page_text_rows (row INTEGER PRIMARY KEY, page INTEGER NOT NULL, id TEXT NOT NULL, UNIQUE (page, id));
  CREATE VIRTUAL TABLE IF NOT EXISTS page_text_search USING fts5(text, content='', contentless_delete=1, tokenize='trigram case_sensitive 1');
  CREATE TRIGGER IF NOT EXISTS page_text_replaced BEFORE INSERT ON page_entries
    WHEN new.page IN (SELECT page FROM page_texts) AND EXISTS (SELECT 1 FROM page_text_rows WHERE page = new.page AND id = new.id)
  BEGIN
    DELETE FROM page_text_search WHERE rowid = (SELECT row FROM page_text_rows WHERE page = new.page AND id = new.id);
  END;
  CREATE TRIGGER IF NOT EXISTS page_text_put AFTER INSERT ON page_entries WHEN new.page IN (SELECT page FROM page_texts)
  BEGIN
    INSERT OR IGNORE INTO page_text_rows (page, id) VALUES (new.page, new.id);
    INSERT INTO page_text_search (rowid, text) VALUES (
      (SELECT row FROM page_text_rows WHERE page = new.page AND id = new.id),
      json_extract(new.also, '$.' || (SELECT field FROM page_texts WHERE page = new.page)));
  END;
  CREATE TRIGGER IF NOT EXISTS page_text_removed AFTER DELETE ON page_entries
    WHEN old.page IN (SELECT page FROM page_texts) AND NOT EXISTS (SELECT 1 FROM page_entries WHERE page = old.page AND id = old.id)
  BEGIN
    DELETE FROM page_text_search WHERE rowid = (SELECT row FROM page_text_rows WHERE page = old.page AND id = old.id);
    DELETE FROM page_text_rows WHERE page = old.page AND id = old.id;
  END;
`;

/**
 * The entries of a plan's page holding a searched text, found through the trigram index (parameters: the FTS5
 * query, the carrier page; then page and prefix as for page_entries, which SQLite moves into it). CROSS JOIN keeps that order: the texts'
 * matches first, each looked up by id, never the whole prefix walked.
 */
const SEARCHED_ENTRIES = `(SELECT e.page AS page, e.prefix AS prefix, e.key AS key, e.id AS id, e.also AS also
  FROM page_text_search s CROSS JOIN page_text_rows r CROSS JOIN page_entries e
  WHERE s.page_text_search MATCH ? AND r.row = s.rowid AND r.page = ? AND e.id = r.id)`;

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
