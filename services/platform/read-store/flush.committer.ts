import type { Worker } from 'node:worker_threads';
import { startSqliteWorker } from '../sqlite/sqlite-worker.factory';

/**
 * What one flush writes, as flat rows (cheap to hand to a thread): index entries to remove and to add and
 * documents to replace or delete for documents SQLite held before, the new documents and their index entries
 * (each in key order, for multi-row inserts), and the projections' checkpoints.
 */
export interface FlushPlan {
  /** collection, field, value, id per entry. */
  removeEntries: string[];
  /** collection, field, value, id per entry. */
  addEntries: string[];
  /** collection, id, JSON per document. */
  replace: string[];
  /** collection, id per document. */
  remove: string[];
  /** collection, id, JSON per document, in key order. */
  insert: string[];
  /** collection, field, value, id per entry, in key order. */
  insertEntries: string[];
  /** Page index entries (see PageEntries): page, prefix, key per entry to remove, then page, prefix, key, id, also per entry to write. */
  removePages: (string | number)[];
  putPages: (string | number | null)[];
  checkpoints: [string, bigint][];
}

export const emptyPlan = (): FlushPlan => ({
  removeEntries: [],
  addEntries: [],
  replace: [],
  remove: [],
  insert: [],
  insertEntries: [],
  removePages: [],
  putPages: [],
  checkpoints: [],
});

/**
 * Commits read-model flushes on a worker thread with its own connection to the (WAL-mode) file. A flush is one
 * SQLite transaction whose B-tree work and commit took several milliseconds on the event loop, and every
 * request arriving meanwhile waited behind it (the p99 of commands and of live pushes). Here the main thread
 * only prepares the rows; the transaction is the same one, atomic with the checkpoints, so a crash leaves
 * either all of a flush or none of it, as before. One flush at a time: the caller waits for the previous one.
 */
export class FlushCommitter {
  private worker?: Worker;
  private closed = false;
  /** The commit in flight. */
  private current?: { resolve: () => void; reject: (error: unknown) => void };

  constructor(private readonly file: string) {}

  commit(plan: FlushPlan): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the read store is closed'));
    if (this.current) return Promise.reject(new Error('a read-model flush is already being committed'));
    const worker = this.start();
    // Held while a commit is in flight: the process must not end before it (it is unreferenced when idle).
    worker.ref();
    return new Promise<void>((resolve, reject) => {
      this.current = { resolve, reject };
      worker.postMessage(plan);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    if (!worker) return;
    worker.ref();
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage('stop');
    await exited;
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const settle = (error?: unknown) => {
      const current = this.current;
      this.current = undefined;
      worker.unref();
      if (error === undefined) current?.resolve();
      else current?.reject(error);
    };
    const worker = startSqliteWorker(WORKER, this.file, 'read-model flush', (error) => {
      if (this.worker === worker) this.worker = undefined;
      settle(error);
    });
    worker.on('message', (reply: { error?: string }) => settle(reply.error === undefined ? undefined : new Error(reply.error)));
    this.worker = worker;
    return worker;
  }
}

// As source text: the worker loads as plain JavaScript both from dist/ and under Vitest's TypeScript.
// The statements are the main thread's (EmbeddedReadStore), the multi-row inserts those of BulkInsert.
const WORKER = `
const s = {
  upsert: db.prepare('INSERT OR REPLACE INTO documents (collection, id, doc) VALUES (?, ?, ?)'),
  remove: db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?'),
  addEntry: db.prepare('INSERT OR IGNORE INTO index_entries (collection, field, value, id) VALUES (?, ?, ?, ?)'),
  removeEntry: db.prepare('DELETE FROM index_entries WHERE collection = ? AND field = ? AND value = ? AND id = ?'),
  removePage: db.prepare('DELETE FROM page_entries WHERE page = ? AND prefix = ? AND key = ?'),
  saveCheckpoint: db.prepare('INSERT OR REPLACE INTO checkpoints (projection, position) VALUES (?, ?)'),
};
const ROWS = 100;
const bulkStatements = new Map();
function bulk(head, width, values) {
  for (let start = 0; start < values.length; start += width * ROWS) {
    const chunk = values.slice(start, start + width * ROWS);
    const rows = chunk.length / width;
    const key = head + rows;
    let statement = bulkStatements.get(key);
    if (!statement) {
      const row = '(' + Array(width).fill('?').join(', ') + ')';
      statement = db.prepare(head + ' VALUES ' + Array(rows).fill(row).join(', '));
      bulkStatements.set(key, statement);
    }
    statement.run(chunk);
  }
}
const write = db.transaction((plan) => {
  const e = plan.removeEntries;
  for (let i = 0; i < e.length; i += 4) s.removeEntry.run(e[i], e[i + 1], e[i + 2], e[i + 3]);
  const a = plan.addEntries;
  for (let i = 0; i < a.length; i += 4) s.addEntry.run(a[i], a[i + 1], a[i + 2], a[i + 3]);
  const r = plan.replace;
  for (let i = 0; i < r.length; i += 3) s.upsert.run(r[i], r[i + 1], r[i + 2]);
  const d = plan.remove;
  for (let i = 0; i < d.length; i += 2) s.remove.run(d[i], d[i + 1]);
  bulk('INSERT OR REPLACE INTO documents (collection, id, doc)', 3, plan.insert);
  bulk('INSERT OR IGNORE INTO index_entries (collection, field, value, id)', 4, plan.insertEntries);
  const p = plan.removePages;
  for (let i = 0; i < p.length; i += 3) s.removePage.run(p[i], p[i + 1], p[i + 2]);
  bulk('INSERT OR REPLACE INTO page_entries (page, prefix, key, id, also)', 5, plan.putPages);
  for (const [projection, position] of plan.checkpoints) s.saveCheckpoint.run(projection, position);
});
parentPort.on('message', (message) => {
  if (message === 'stop') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    write(message);
    parentPort.postMessage({});
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.stack) || error) });
  }
});
`;
