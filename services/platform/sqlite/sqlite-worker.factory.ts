import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';

/**
 * Page cache of a worker's connection, in KiB: the live connections' size (16 MiB, see SqliteEventStore and
 * EmbeddedReadStore). At 64 MiB each worker's cache filled up during a 100,000-row import (the bulk append, then
 * the flushes of its read models) and added ~90 MB to the server's RSS, with neither the append nor the flushes
 * measurably faster.
 */
export const WORKER_PAGE_CACHE_KIB = 16_384;

/**
 * V8 limits of a worker's own heap. It holds one message at a time (a chunk of an append, a flush's rows), so
 * it needs little; without limits V8 sizes a worker's heap like the main thread's and lets it grow to a few
 * times what is live between full collections (the garbage of every message it received). An old generation
 * of at most 256 MiB also gets V8's smallest growing factor; a flush of the largest pending layer (PENDING_LIMIT
 * documents) still fits.
 */
const WORKER_RESOURCE_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 8 };

let youngGenerationFlagCleared = false;

/**
 * A worker thread running `source` (plain JavaScript) with WORKER_RESOURCE_LIMITS in force. The server runs
 * with `--max-semi-space-size` (a larger young generation for the main thread, see README "Heap limit"), and V8
 * gives that process-wide flag precedence over a worker's own `maxYoungGenerationSizeMb`: every worker's young
 * generation could grow to 64 MiB (measured: 64 MiB with the flag, 8 MiB without, for the same worker). The
 * flag is read when an isolate is set up, so clearing it once the main thread's heap exists leaves the main
 * thread's young generation as configured and lets each worker's limits apply (checked in
 * test/api/worker-heap.test.ts, which runs under the flag).
 */
export function workerWithSmallHeap(source: string, workerData: unknown): Worker {
  if (!youngGenerationFlagCleared) {
    setFlagsFromString('--max-semi-space-size=0');
    youngGenerationFlagCleared = true;
  }
  return new Worker(source, { eval: true, workerData, resourceLimits: WORKER_RESOURCE_LIMITS });
}

/**
 * The opening of a worker thread's own connection to a SQLite file the main thread writes too (the event
 * store's bulk appender, the read store's flush committer): `parentPort`, `workerData` and `db` are in scope
 * of the rest of the worker's source.
 */
const WORKER_CONNECTION = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 5000');
db.pragma('cache_size = -${WORKER_PAGE_CACHE_KIB}');
`;

/**
 * Starts a worker thread that runs `source` (plain JavaScript, so that it loads both from dist/ and under
 * Vitest's TypeScript) with its own connection to `file`. It starts unreferenced (idle, it must not keep the
 * process alive); `ended` hears of it when it fails or exits, named by `name` in the exit's error.
 */
export function startSqliteWorker(source: string, file: string, name: string, ended: (error: Error) => void): Worker {
  const worker = workerWithSmallHeap(`${WORKER_CONNECTION}${source}`, { file, driver: require.resolve('better-sqlite3') });
  worker.on('error', ended);
  worker.on('exit', (code) => ended(new Error(`${name} worker exited (${code})`)));
  worker.unref();
  return worker;
}
