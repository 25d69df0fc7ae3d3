import type Database from 'better-sqlite3';
import type { Worker } from 'node:worker_threads';
import { workerWithSmallHeap } from './sqlite-worker.factory';

/**
 * WAL checkpoints on a worker thread, for a SQLite file written on the main thread.
 *
 * By default the connection that commits past 1,000 WAL pages copies them into the database file itself,
 * inside that commit: with a million events stored that took 25–50 ms every few hundred commands, during
 * which the event loop served nobody (the p99 of commands). Here a worker's own connection runs PASSIVE
 * checkpoints, which never block the writer, again and again until it has caught up; the writer then
 * restarts the WAL at its next commit, so the WAL stays small. Should the worker fall behind, the writer's
 * own checkpoint at `FALLBACK_PAGES` still bounds the WAL.
 */
export class WalCheckpointer {
  private readonly worker: Worker;
  private readonly exited: Promise<void>;

  private constructor(file: string) {
    this.worker = workerWithSmallHeap(WORKER, { file, driver: require.resolve('better-sqlite3'), idleMs: IDLE_MS });
    // Checkpoints are an optimisation: a worker that fails leaves them to the writer's fallback.
    this.worker.on('error', (error) => console.error('WAL checkpoint worker stopped', error));
    this.exited = new Promise((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.unref();
  }

  /** Hands checkpoints of `db` (in WAL mode, open on `file`) to a worker thread. */
  static start(db: Database.Database, file: string): WalCheckpointer {
    db.pragma(`wal_autocheckpoint = ${FALLBACK_PAGES}`);
    return new WalCheckpointer(file);
  }

  /** Stops the worker after its current checkpoint and closes its connection. */
  async stop(): Promise<void> {
    // Unreferenced so that it never keeps a process alive, but waited for here: the process must not end meanwhile.
    this.worker.ref();
    this.worker.postMessage('stop');
    await this.exited;
  }
}

/**
 * WAL pages after which the writing connection checkpoints by itself (the worker normally keeps far below). That
 * checkpoint runs inside a commit on the event loop and ends with two fsyncs: while the disk was busy (the worker
 * itself waiting on it), commands at a steady 933/s reached 4,000 pages within a second and the event loop sat
 * in fsync up to 115 ms at a time; at 16,000 pages (64 MiB of WAL at most) the worker catches up first.
 */
const FALLBACK_PAGES = 16_000;
/** Pause between checkpoint rounds once the worker has caught up. */
const IDLE_MS = 20;

// As source text: the worker loads as plain JavaScript both from dist/ and under Vitest's TypeScript.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 100');
let timer;
function round() {
  let caughtUp = true;
  try {
    // Each pass copies what was committed during the previous one; a few passes catch up with the writer.
    for (let pass = 0; pass < 4; pass += 1) {
      const [r] = db.pragma('wal_checkpoint(PASSIVE)');
      caughtUp = r.log <= 0 || r.checkpointed >= r.log;
      if (caughtUp) break;
    }
  } catch (error) {
    if (!/SQLITE_BUSY|database is locked/i.test(String(error))) throw error;
  }
  timer = setTimeout(round, caughtUp ? workerData.idleMs : 0);
}
parentPort.on('message', () => {
  clearTimeout(timer);
  db.close();
  parentPort.close();
});
round();
`;
