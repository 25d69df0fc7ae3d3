import Database from 'better-sqlite3';
import { EventEmitter } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  AppendResult,
  ChunkedAppend,
  ChunkedAppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  MultiAppendResult,
  ReadStreamOptions,
  StreamWrite,
  RecordedEvent,
  StreamInfo,
  SubscribeOptions,
  Subscription,
  WrongExpectedRevisionError,
} from './event-store.port';
import { RecentCache } from '../cache/recent.cache';
import { runSubscription } from './subscription.loop';
import { WalCheckpointer } from '../sqlite/wal.checkpointer';
import { SqliteBulkAppender } from './sqlite-bulk-append.adapter';

/** SQLite page cache of the event log's connection, in KiB (see the constructor). */
export const EVENT_LOG_PAGE_CACHE_KIB = 16_384;

interface EventRow {
  position: number;
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position INTEGER PRIMARY KEY AUTOINCREMENT,
  id       TEXT    NOT NULL UNIQUE,
  stream   TEXT    NOT NULL,
  revision INTEGER NOT NULL,
  type     TEXT    NOT NULL,
  data     TEXT    NOT NULL,
  metadata TEXT    NOT NULL,
  hash     TEXT    NOT NULL,
  UNIQUE (stream, revision)
);
CREATE INDEX IF NOT EXISTS events_hash ON events (hash);
CREATE TABLE IF NOT EXISTS streams (
  stream        TEXT PRIMARY KEY,
  revision      INTEGER NOT NULL,
  head_hash     TEXT    NOT NULL,
  last_position INTEGER NOT NULL
) WITHOUT ROWID;
`;

interface QueuedAppend {
  /** Runs the append inside the group's transaction, adding what it stored to `stored` and its rows to `rows`. */
  work: (stored: RecordedEvent[], rows: EventRow[]) => unknown;
  stored: RecordedEvent[];
  rows: EventRow[];
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Appends made by this process wake its subscribers at once; other processes are seen by polling. */
const localAppends = new EventEmitter().setMaxListeners(0);
const POLL_MS = 100;

/**
 * Embedded event store: one SQLite file in WAL mode. Every append is one IMMEDIATE transaction, so the
 * events of an append land together or not at all, and UNIQUE(stream, revision) backs the optimistic check.
 */
export class SqliteEventStore implements EventStore, ChunkedAppend {
  private readonly db: Database.Database;
  private readonly statements;
  private readonly transaction;
  private readonly groupTx;
  /** Appends waiting for the group commit of this event-loop turn. */
  private queued: QueuedAppend[] = [];
  /**
   * The rows this connection committed last, in position order and without a gap (see readAll): the projector
   * reads what was just appended from here instead of from SQLite. Rows leave once a read has gone past them.
   */
  private tail: EventRow[] = [];
  /** SQLite's data_version when the tail was last extended: another connection's commit since changes it. */
  private tailVersion = -1;
  /** Whole streams read recently (least recently read first), see readWholeStream. */
  private readonly recentStreams = new RecentCache<string, RecordedEvent[]>(RECENT_STREAMS);
  private closed = false;
  private readonly checkpointer: WalCheckpointer;
  private readonly bulk: SqliteBulkAppender;
  /** Bulk appends accepted and not finished; group commits wait while there are any. */
  private bulkRunning = 0;
  private bulkDone: Promise<void> = Promise.resolve();
  private readonly bulkAppendEvents: number;
  private readonly amongChunk: number;

  constructor(
    readonly file: string,
    options: {
      /**
       * From this many events, a multi-stream append is written by a worker thread (SqliteBulkAppender), so
       * its transaction does not hold the event loop. Tests lower it to run every path through the worker.
       */
      bulkAppendEvents?: number;
      /** Stream names looked up per statement by `streamsAmong` (tests lower it to run the chunked path). */
      amongChunk?: number;
    } = {},
  ) {
    this.bulkAppendEvents = options.bulkAppendEvents ?? BULK_APPEND_EVENTS;
    this.amongChunk = options.amongChunk ?? AMONG_CHUNK;
    this.bulk = new SqliteBulkAppender(file);
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // NORMAL in WAL mode keeps every committed transaction across a process crash (only power loss may drop the tail).
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    // Event ids and hashes are random keys: their indexes need a cache larger than the 2 MiB default to stay fast.
    // 16 MiB holds their inner pages at 1M events; 64 MiB (native memory, filled by random proofs and stream
    // loads over an 865 MB log) added to the server's RSS without making lookups or commands cheaper.
    this.db.pragma(`cache_size = -${EVENT_LOG_PAGE_CACHE_KIB}`);
    this.db.exec(SCHEMA);
    this.checkpointer = WalCheckpointer.start(this.db, file);
    this.statements = {
      streamHead: this.db.prepare<[string], { revision: number }>('SELECT revision FROM streams WHERE stream = ?'),
      eventById: this.db.prepare<[string], { stream: string; revision: number; position: number }>(
        'SELECT stream, revision, position FROM events WHERE id = ?',
      ),
      insert: this.db.prepare(
        'INSERT INTO events (id, stream, revision, type, data, metadata, hash) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      upsertStream: this.db.prepare(
        `INSERT INTO streams (stream, revision, head_hash, last_position) VALUES (?, ?, ?, ?)
         ON CONFLICT (stream) DO UPDATE SET revision = excluded.revision, head_hash = excluded.head_hash,
         last_position = excluded.last_position`,
      ),
      forwards: this.db.prepare<[string, number, number], EventRow>(
        'SELECT * FROM events WHERE stream = ? AND revision >= ? ORDER BY revision LIMIT ?',
      ),
      backwards: this.db.prepare<[string, number, number], EventRow>(
        'SELECT * FROM events WHERE stream = ? AND revision <= ? ORDER BY revision DESC LIMIT ?',
      ),
      all: this.db.prepare<[number, number], EventRow>('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?'),
      head: this.db.prepare<[], { position: number | null }>('SELECT MAX(position) AS position FROM events'),
      countAfter: this.db.prepare<[number, number], { n: number }>('SELECT COUNT(*) AS n FROM (SELECT 1 FROM events WHERE position > ? ORDER BY position LIMIT ?)'),
      streams: this.db.prepare<[], { stream: string; revision: number; head_hash: string; last_position: number }>(
        'SELECT * FROM streams ORDER BY last_position DESC',
      ),
      streamsAmong: this.db.prepare<[string, number, number], { stream: string; revision: number; head_hash: string; last_position: number }>(
        'SELECT s.* FROM json_each(?) AS j JOIN streams AS s ON s.stream = j.value ORDER BY s.last_position DESC LIMIT ? OFFSET ?',
      ),
      countAmong: this.db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM json_each(?) AS j JOIN streams AS s ON s.stream = j.value'),
      byHash: this.db.prepare<[string], EventRow>('SELECT * FROM events WHERE hash = ? LIMIT 1'),
      dataVersion: this.db.prepare<[], number>('PRAGMA data_version').pluck(),
    };
    // An append alone in its turn runs as its own transaction; in a group, each append runs through the same
    // function inside the group's transaction, where better-sqlite3 makes it a savepoint, so one that throws
    // is undone alone.
    this.transaction = this.db.transaction((append: QueuedAppend) => append.work(append.stored, append.rows));
    this.groupTx = this.db.transaction((group: QueuedAppend[]) =>
      group.map((append) => {
        try {
          return { ok: true as const, value: this.transaction(append) };
        } catch (error) {
          return { ok: false as const, error };
        }
      }),
    );
  }

  async appendMultiple(writes: StreamWrite[]): Promise<MultiAppendResult> {
    if (writes.length === 0 || writes.some((w) => w.events.length === 0)) throw new Error('appendMultiple needs events for every stream');
    if (new Set(writes.map((w) => w.stream)).size !== writes.length) throw new Error('appendMultiple: one write per stream');
    if (writes.reduce((n, w) => n + w.events.length, 0) >= this.bulkAppendEvents) return this.appendInBulk(writes);
    return this.enqueue((stored, rows) => {
      const streams = writes.map((w) => ({ stream: w.stream, ...this.appendInTransaction(w.stream, w.expected, w.events, stored, rows) }));
      const position = streams.reduce((max, s) => (s.position > max ? s.position : max), -1n);
      return { position, streams: streams.map((s) => ({ stream: s.stream, nextExpectedRevision: s.nextExpectedRevision })) };
    });
  }

  async append(stream: string, expected: ExpectedRevision, events: NewEvent[]): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    return this.enqueue((stored, rows) => this.appendInTransaction(stream, expected, events, stored, rows));
  }

  /**
   * A large append through the worker thread, one at a time. Meanwhile this connection only reads (WAL
   * readers never wait for the writer); appends of other commands queue up for the group commit after it.
   */
  private appendInBulk(writes: StreamWrite[]): Promise<MultiAppendResult> {
    return this.inBulk((bulk) => bulk.appendMultiple(writes), () => writes.map((w) => w.stream));
  }

  /**
   * One atomic multi-stream append whose writes come in chunks as the caller makes them (see
   * `ChunkedAppend`): through the worker thread like any large append, one transaction for all chunks.
   */
  appendChunks(chunks: AsyncIterable<StreamWrite[]>): Promise<ChunkedAppendResult> {
    const names: string[] = [];
    return this.inBulk(
      (bulk) =>
        bulk.appendChunks(chunks, (stream) => {
          if (this.recentStreams.has(stream)) names.push(stream);
        }),
      () => names,
    );
  }

  private inBulk<T>(run: (bulk: SqliteBulkAppender) => Promise<T>, written: () => string[]): Promise<T> {
    if (this.closed) return Promise.reject(new Error('event store is closed'));
    this.bulkRunning += 1;
    const appended = this.bulkDone.then(() => {
      // Appends that came before it commit first (the worker holds no lock between two bulk appends).
      this.commitQueued(true);
      // The worker (its own heap and a 64 MiB page cache) is started for each bulk append and ended after it:
      // bulk appends are rare, and its memory is better given back before the projections of what it wrote.
      return run(this.bulk).finally(() => this.bulk.close());
    });
    const committed = appended.then((result) => {
      // Whole streams kept in memory are read again from the log at their next load.
      for (const stream of written()) this.recentStreams.delete(stream);
      localAppends.emit(this.file);
      return result;
    });
    this.bulkDone = committed.then(
      () => this.bulkFinished(),
      () => this.bulkFinished(),
    );
    return committed;
  }

  private bulkFinished(): void {
    this.bulkRunning -= 1;
    if (this.bulkRunning === 0 && this.queued.length > 0) setImmediate(() => this.commitQueued());
  }

  /**
   * Group commit: the appends of one event-loop turn (concurrent commands) share one IMMEDIATE transaction,
   * each in its own savepoint, so a conflict or a bad event fails only its own append while the others
   * commit together: one WAL commit instead of one per command.
   */
  private enqueue<T>(work: (stored: RecordedEvent[], rows: EventRow[]) => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queued.push({ work, stored: [], rows: [], resolve: resolve as (value: unknown) => void, reject });
      if (this.queued.length === 1) setImmediate(() => this.commitQueued());
    });
  }

  private commitQueued(betweenBulkAppends = false): void {
    // A bulk append holds the database's write lock on its worker; its end commits what queued up meanwhile.
    if (this.bulkRunning > 0 && !betweenBulkAppends && !this.closed) return;
    const group = this.queued;
    this.queued = [];
    if (group.length === 0) return;
    if (this.closed) {
      for (const append of group) append.reject(new Error('event store is closed'));
      return;
    }
    let outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[];
    try {
      outcomes =
        group.length === 1 ? [{ ok: true, value: this.transaction.immediate(group[0]) }] : this.groupTx.immediate(group);
    } catch (error) {
      for (const append of group) append.reject(error);
      return;
    }
    // In commit order: a failed append's savepoint was undone with its rows, and the next one took its positions.
    outcomes.forEach((outcome, i) => outcome.ok && (this.keepAppended(group[i].stored), this.keepTail(group[i].rows)));
    this.tailVersion = this.statements.dataVersion.get()!;
    localAppends.emit(this.file);
    outcomes.forEach((outcome, i) => (outcome.ok ? group[i].resolve(outcome.value) : group[i].reject(outcome.error)));
  }

  private appendInTransaction(
    stream: string,
    expected: ExpectedRevision,
    events: NewEvent[],
    stored: RecordedEvent[],
    rows: EventRow[],
  ): AppendResult {
    const duplicate = this.statements.eventById.get(events[0].id);
    if (duplicate) return this.idempotentResult(stream, events, duplicate);

    const head = this.statements.streamHead.get(stream);
    const current = head ? BigInt(head.revision) : undefined;
    if (expected === 'no_stream' ? current !== undefined : expected !== 'any' && expected !== current) {
      throw new WrongExpectedRevisionError(stream, expected, current ?? 'no_stream');
    }
    let revision = current === undefined ? 0 : Number(current) + 1;
    let position = 0;
    // Recorded copies only for streams kept in memory (a bulk upload's new streams are not).
    const keep = this.recentStreams.has(stream);
    for (const event of events) {
      const row = { id: event.id, stream, revision, type: event.type, data: JSON.stringify(event.data), metadata: JSON.stringify(event.metadata) };
      const info = this.statements.insert.run(row.id, stream, revision, row.type, row.data, row.metadata, event.metadata.hash);
      position = Number(info.lastInsertRowid);
      const recorded: EventRow = { ...row, position };
      rows.push(recorded);
      if (keep) stored.push(toRecorded(recorded));
      revision += 1;
    }
    const last = events[events.length - 1];
    this.statements.upsertStream.run(stream, revision - 1, last.metadata.hash, position);
    return { nextExpectedRevision: BigInt(revision - 1), position: BigInt(position) };
  }

  /** A retried append whose first event is stored already: accept it only if the whole batch is the stored one. */
  private idempotentResult(
    stream: string,
    events: NewEvent[],
    first: { stream: string; revision: number; position: number },
  ): AppendResult {
    let last = first;
    for (let i = 1; i < events.length; i += 1) {
      const stored = this.statements.eventById.get(events[i].id);
      if (!stored || stored.stream !== stream || stored.revision !== first.revision + i) {
        throw new WrongExpectedRevisionError(stream, BigInt(first.revision - 1), BigInt(first.revision));
      }
      last = stored;
    }
    if (first.stream !== stream) throw new WrongExpectedRevisionError(stream, 'any', BigInt(first.revision));
    return { nextExpectedRevision: BigInt(last.revision), position: BigInt(last.position) };
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    if (options.direction !== 'backwards' && options.maxCount === undefined && !options.fromRevision) return this.readWholeStream(stream);
    const limit = options.maxCount ?? Number.MAX_SAFE_INTEGER;
    const rows =
      options.direction === 'backwards'
        ? this.statements.backwards.all(stream, Number(options.fromRevision ?? BigInt(Number.MAX_SAFE_INTEGER)), limit)
        : this.statements.forwards.all(stream, Number(options.fromRevision ?? 0n), limit);
    return rows.map(toRecorded);
  }

  /**
   * A whole stream, as commands load it: recently read streams are kept (frozen, so no reader can change
   * them for the next) and checked against the stream's head revision on every read, so only events
   * appended since, by this process or another, are read and parsed again.
   */
  private readWholeStream(stream: string): RecordedEvent[] {
    const head = this.statements.streamHead.get(stream)?.revision;
    if (head === undefined) return [];
    const cached = this.recentStreams.get(stream);
    const cachedHead = cached ? Number(cached[cached.length - 1].revision) : -1;
    let events = cached;
    if (!cached || cachedHead < head) {
      const newer = this.statements.forwards.all(stream, cachedHead + 1, Number.MAX_SAFE_INTEGER).map((row) => frozen(toRecorded(row)));
      events = cached ? [...cached, ...newer] : newer;
    }
    if (events !== cached) this.recentStreams.set(stream, events!);
    return events!.slice();
  }

  /** After a commit: whole streams kept in memory get the events just appended to them. */
  private keepAppended(stored: RecordedEvent[]): void {
    for (const event of stored) {
      const cached = this.recentStreams.get(event.stream);
      if (!cached) continue;
      if (cached[cached.length - 1].revision === event.revision - 1n) cached.push(frozen(event));
      else this.recentStreams.delete(event.stream);
    }
  }

  async readAll(after: bigint | undefined, limit: number): Promise<RecordedEvent[]> {
    const from = after === undefined ? -1 : Number(after);
    const tail = this.tail;
    // The tail holds every position from its first to its last, and its last is the log's head while no other
    // connection (another process, the bulk appender's worker) has committed since: then a read that starts
    // inside it, or right after its last (nothing new: the projector's read once it has caught up), needs no query.
    if (
      tail.length > 0 &&
      from >= tail[0].position - 1 &&
      from <= tail[tail.length - 1].position &&
      this.statements.dataVersion.get() === this.tailVersion
    ) {
      const start = from + 1 - tail[0].position;
      const rows = tail.slice(start, start + limit);
      // Rows a read has gone past leave (they die young, never promoted in bulk); the last stays, as the head.
      const keepFrom = Math.min(start, tail.length - 1);
      if (keepFrom > 0) this.tail = tail.slice(keepFrom);
      return rows.map(toRecorded);
    }
    return this.statements.all.all(from, limit).map(toRecorded);
  }

  /** After a commit: its rows join the tail, which starts again at a gap (a bulk append or another process came between). */
  private keepTail(rows: EventRow[]): void {
    if (rows.length === 0) return;
    let tail = this.tail;
    const last = tail[tail.length - 1];
    if ((last !== undefined && rows[0].position !== last.position + 1) || rows.length > TAIL_ROWS / 2) {
      // A large append (an import's thousands of rows) is read from SQLite as before.
      this.tail = rows.length > TAIL_ROWS / 2 ? [] : rows.slice();
      return;
    }
    // Nobody reading (no projector in this process): only the newest rows are kept.
    if (tail.length + rows.length > TAIL_ROWS) tail = tail.slice(tail.length + rows.length - TAIL_ROWS / 2);
    for (const row of rows) tail.push(row);
    this.tail = tail;
  }

  async countAfter(after: bigint | undefined, limit: number): Promise<number> {
    return this.statements.countAfter.get(after === undefined ? -1 : Number(after), limit)?.n ?? 0;
  }

  async headPosition(): Promise<bigint> {
    const row = this.statements.head.get();
    return row?.position == null ? -1n : BigInt(row.position);
  }

  subscribe(handler: (events: RecordedEvent[]) => Promise<void>, options: SubscribeOptions = {}): Subscription {
    return runSubscription({
      read: (after, limit) => this.readAll(after, limit),
      handler,
      options,
      waitForMore: (signal) =>
        new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            localAppends.off(this.file, done);
            signal.removeEventListener('abort', done);
            resolve();
          };
          const timer = setTimeout(done, POLL_MS);
          localAppends.on(this.file, done);
          signal.addEventListener('abort', done);
        }),
    });
  }

  async listStreams(): Promise<StreamInfo[]> {
    return this.statements.streams.all().map((row) => ({
      stream: row.stream,
      length: row.revision + 1,
      headHash: row.head_hash,
      lastPosition: BigInt(row.last_position),
    }));
  }

  async streamsAmong(streams: Iterable<string>, page: { offset: number; limit: number }): Promise<{ count: number; streams: StreamInfo[] }> {
    // The names as one JSON array parameter: SQLite looks each up by its key, and keeps only the page's rows
    // while it orders them (a count over the page's rows made it sort them all). A brand's 100,000 names in one
    // statement held the event loop for the whole lookup (1-3 s at load 20): they are looked up a chunk at a
    // time, with a turn of the event loop between chunks, each chunk's first offset + limit merged in order.
    const names = streams instanceof Set ? [...streams] : [...new Set(streams)];
    const wanted = page.offset + page.limit;
    let count = 0;
    let first: StreamRow[] = [];
    for (let from = 0; from < names.length || from === 0; from += this.amongChunk) {
      if (from > 0) await nextTurn();
      const chunk = JSON.stringify(names.slice(from, from + this.amongChunk));
      count += this.statements.countAmong.get(chunk)?.n ?? 0;
      const rows = this.statements.streamsAmong.all(chunk, wanted, 0);
      first = from === 0 ? rows : newestOf(first, rows, wanted);
    }
    return {
      count,
      streams: first
        .slice(page.offset, wanted)
        .map((row) => ({ stream: row.stream, length: row.revision + 1, headHash: row.head_hash, lastPosition: BigInt(row.last_position) })),
    };
  }

  async findByHash(hash: string): Promise<RecordedEvent | undefined> {
    const row = this.statements.byHash.get(hash);
    return row ? toRecorded(row) : undefined;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    // Appends already accepted are committed first.
    await this.bulkDone;
    this.commitQueued();
    this.closed = true;
    await this.bulk.close();
    await this.checkpointer.stop();
    this.db.close();
  }
}

/** Stream names `streamsAmong` looks up per statement (then a turn of the event loop). */
const AMONG_CHUNK = 5_000;

type StreamRow = { stream: string; revision: number; head_hash: string; last_position: number };

/** The first `limit` of two lists each ordered newest first (by last position), merged in that order. */
function newestOf(a: StreamRow[], b: StreamRow[], limit: number): StreamRow[] {
  const out: StreamRow[] = [];
  let i = 0;
  let j = 0;
  while (out.length < limit && (i < a.length || j < b.length)) {
    out.push(j >= b.length || (i < a.length && a[i].last_position >= b[j].last_position) ? a[i++] : b[j++]);
  }
  return out;
}

/** Events from which a multi-stream append goes to the worker thread (a bulk stock import, not a command). */
const BULK_APPEND_EVENTS = 5_000;

/** Rows of the latest appends kept for readAll at most (see `tail`). */
const TAIL_ROWS = 2_048;

/** Streams kept whole in memory for loads: the items and packages of ongoing ownership activity. */
const RECENT_STREAMS = 10_000;

function frozen(event: RecordedEvent): RecordedEvent {
  deepFreeze(event.data);
  Object.freeze(event.metadata);
  return Object.freeze(event);
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  Object.freeze(value);
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    stream: row.stream,
    revision: BigInt(row.revision),
    position: BigInt(row.position),
    type: row.type,
    data: JSON.parse(row.data),
    metadata: JSON.parse(row.metadata),
  };
}
