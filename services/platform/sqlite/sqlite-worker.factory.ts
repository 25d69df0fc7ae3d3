import { Worker } from 'node:worker_threads';

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
db.pragma('cache_size = -65536');
`;

/**
 * Starts a worker thread that runs `source` (plain JavaScript, so that it loads both from dist/ and under
 * Vitest's TypeScript) with its own connection to `file`. It starts unreferenced (idle, it must not keep the
 * process alive); `ended` hears of it when it fails or exits, named by `name` in the exit's error.
 */
export function startSqliteWorker(source: string, file: string, name: string, ended: (error: Error) => void): Worker {
  const worker = new Worker(`${WORKER_CONNECTION}${source}`, { eval: true, workerData: { file, driver: require.resolve('better-sqlite3') } });
  worker.on('error', ended);
  worker.on('exit', (code) => ended(new Error(`${name} worker exited (${code})`)));
  worker.unref();
  return worker;
}
