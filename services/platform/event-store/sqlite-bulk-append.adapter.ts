import type { Worker } from 'node:worker_threads';
import { ExpectedRevision, MultiAppendResult, StreamWrite, WrongExpectedRevisionError } from './event-store.port';
import { startSqliteWorker } from '../sqlite/sqlite-worker.factory';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Events serialised and handed to the worker per message (a few milliseconds of main-thread work). */
const CHUNK_EVENTS = 1_000;
/** Main-thread work between two turns of the event loop while serialising. */
const SLICE_MS = 8;

type Reply =
  | { id: number; ok: true; streams?: [string, bigint, bigint][] }
  | { id: number; ok: false; message: string; conflict?: { stream: string; expected: ExpectedRevision; actual: bigint | 'no_stream' } };

/**
 * A large multi-stream append (a bulk stock import: 100,000 streams, 200,000 events) written by a worker
 * thread on its own connection to the same SQLite file, in one IMMEDIATE transaction that stays open while
 * the events arrive in chunks: every stream's expected revision holds and every event lands, or the worker
 * rolls back and nothing is stored, exactly as on the main thread. The main thread only serialises the
 * events, a slice at a time, so it keeps answering requests meanwhile; WAL readers (the main connection)
 * never wait for the worker and see the append only once it is committed.
 *
 * The caller must not write on its own connection while a bulk append runs (it would wait synchronously
 * for the worker's lock): `SqliteEventStore` holds its group commits back until the append is done.
 */
export class SqliteBulkAppender {
  private worker?: Worker;
  private readonly waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (error: unknown) => void }>();
  private nextId = 1;

  constructor(private readonly file: string) {}

  async appendMultiple(writes: StreamWrite[]): Promise<MultiAppendResult> {
    const streams: { stream: string; nextExpectedRevision: bigint }[] = [];
    const { position } = await this.appendChunks([writes], (stream, revision) => streams.push({ stream, nextExpectedRevision: revision }));
    return { position, streams };
  }

  /**
   * The same one transaction, fed by chunks as the caller makes them (a bulk import decides and stamps a
   * chunk of rows at a time): only one chunk is ever held in memory, not the whole decision.
   */
  async appendChunks(
    chunks: Iterable<StreamWrite[]> | AsyncIterable<StreamWrite[]>,
    onStream?: (stream: string, nextExpectedRevision: bigint) => void,
  ): Promise<{ position: bigint; streams: number; events: number }> {
    await this.expect(this.call({ op: 'begin' }));
    let position = -1n;
    let streamCount = 0;
    let eventCount = 0;
    try {
      let chunk: { stream: string; expected: ExpectedRevision; rows: string[] }[] = [];
      let inChunk = 0;
      let sliceStarted = performance.now();
      // The previous message's answer is awaited only when the next is ready: the worker inserts one chunk
      // while this thread serialises the next.
      let inFlight: Promise<Extract<Reply, { ok: true }>> | undefined;
      const settle = async () => {
        const reply = await inFlight;
        inFlight = undefined;
        for (const [stream, revision, last] of reply?.streams ?? []) {
          onStream?.(stream, revision);
          if (last > position) position = last;
        }
      };
      const send = async () => {
        await settle();
        inFlight = this.expect(this.call({ op: 'writes', writes: chunk }));
        // A rejection is seen at the next settle; until then it must not count as unhandled.
        inFlight.catch(() => undefined);
        chunk = [];
        inChunk = 0;
        sliceStarted = performance.now();
      };
      for await (const writes of chunks) {
        for (const write of writes) {
          // One row per event: id, type, data, metadata, hash (strings are cheap to hand to a worker).
          const rows: string[] = [];
          for (const e of write.events) rows.push(e.id, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata), e.metadata.hash);
          chunk.push({ stream: write.stream, expected: write.expected, rows });
          inChunk += write.events.length;
          streamCount += 1;
          eventCount += write.events.length;
          if (inChunk >= CHUNK_EVENTS) await send();
          else if (performance.now() - sliceStarted >= SLICE_MS) {
            await nextTurn();
            sliceStarted = performance.now();
          }
        }
      }
      if (chunk.length > 0) await send();
      await settle();
      await this.expect(this.call({ op: 'commit' }));
    } catch (error) {
      // The worker has rolled back already when it reported the error; this covers a failure on this side.
      await this.call({ op: 'rollback' }).catch(() => undefined);
      throw error;
    }
    return { position, streams: streamCount, events: eventCount };
  }

  /** Ends the worker (an open transaction is rolled back with its connection). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  private async expect(reply: Promise<Reply>): Promise<Extract<Reply, { ok: true }>> {
    const r = await reply;
    if (r.ok) return r;
    if (r.conflict) throw new WrongExpectedRevisionError(r.conflict.stream, r.conflict.expected, r.conflict.actual);
    throw new Error(r.message);
  }

  private call(message: Record<string, unknown>): Promise<Reply> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = startSqliteWorker(WORKER, this.file, 'bulk append', (error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    });
    worker.on('message', (reply: Reply) => {
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      waiter?.resolve(reply);
    });
    this.worker = worker;
    return worker;
  }
}

// As source text: the worker loads as plain JavaScript both from dist/ and under Vitest's TypeScript.
// The statements and checks are the main thread's (SqliteEventStore.appendInTransaction).
const WORKER = `
const s = {
  streamHead: db.prepare('SELECT revision FROM streams WHERE stream = ?'),
  eventById: db.prepare('SELECT stream, revision, position FROM events WHERE id = ?'),
  insert: db.prepare('INSERT INTO events (id, stream, revision, type, data, metadata, hash) VALUES (?, ?, ?, ?, ?, ?, ?)'),
  upsertStream: db.prepare(
    'INSERT INTO streams (stream, revision, head_hash, last_position) VALUES (?, ?, ?, ?) ' +
    'ON CONFLICT (stream) DO UPDATE SET revision = excluded.revision, head_hash = excluded.head_hash, last_position = excluded.last_position'),
};
class Conflict extends Error {
  constructor(stream, expected, actual) {
    super('Stream ' + stream + ': expected revision ' + String(expected) + ', actual ' + String(actual));
    this.conflict = { stream, expected, actual };
  }
}
const FIELDS = 5;
function appendWrite(w) {
  const rows = w.rows;
  const count = rows.length / FIELDS;
  const duplicate = s.eventById.get(rows[0]);
  if (duplicate) {
    // A retried append: accepted only if the whole batch is the stored one.
    let last = duplicate;
    for (let i = 1; i < count; i += 1) {
      const stored = s.eventById.get(rows[i * FIELDS]);
      if (!stored || stored.stream !== w.stream || stored.revision !== duplicate.revision + i) {
        throw new Conflict(w.stream, BigInt(duplicate.revision - 1), BigInt(duplicate.revision));
      }
      last = stored;
    }
    if (duplicate.stream !== w.stream) throw new Conflict(w.stream, 'any', BigInt(duplicate.revision));
    return [w.stream, BigInt(last.revision), BigInt(last.position)];
  }
  const head = s.streamHead.get(w.stream);
  const current = head ? BigInt(head.revision) : undefined;
  const expected = w.expected;
  if (expected === 'no_stream' ? current !== undefined : expected !== 'any' && expected !== current) {
    throw new Conflict(w.stream, expected, current === undefined ? 'no_stream' : current);
  }
  let revision = current === undefined ? 0 : Number(current) + 1;
  let position = 0;
  for (let i = 0; i < rows.length; i += FIELDS) {
    const info = s.insert.run(rows[i], w.stream, revision, rows[i + 1], rows[i + 2], rows[i + 3], rows[i + 4]);
    position = Number(info.lastInsertRowid);
    revision += 1;
  }
  s.upsertStream.run(w.stream, revision - 1, rows[rows.length - 1], position);
  return [w.stream, BigInt(revision - 1), BigInt(position)];
}
parentPort.on('message', (m) => {
  try {
    if (m.op === 'begin') db.exec('BEGIN IMMEDIATE');
    // Chunks belong to the transaction begun for them: never written on their own.
    else if (m.op === 'writes' && !db.inTransaction) throw new Error('bulk append: no transaction open');
    else if (m.op === 'writes') return parentPort.postMessage({ id: m.id, ok: true, streams: m.writes.map(appendWrite) });
    else if (m.op === 'commit') db.exec('COMMIT');
    else if (m.op === 'rollback' && db.inTransaction) db.exec('ROLLBACK');
    parentPort.postMessage({ id: m.id, ok: true });
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    parentPort.postMessage({ id: m.id, ok: false, message: String((error && error.message) || error), conflict: error && error.conflict });
  }
});
`;
