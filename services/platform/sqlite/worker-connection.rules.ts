/**
 * The opening of a worker thread's own connection to a SQLite file the main thread writes too (the event
 * store's bulk appender, the read store's flush committer), as JavaScript source for `new Worker(…, { eval: true,
 * workerData: { file, driver: require.resolve('better-sqlite3') } })`: `parentPort`, `workerData` and `db` are
 * then in scope of the rest of the worker's source.
 */
export const WORKER_CONNECTION = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 5000');
db.pragma('cache_size = -65536');
`;
