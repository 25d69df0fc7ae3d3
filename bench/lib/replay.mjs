// Benchmark 4, one side per process: `node replay.mjs raw|rebuild|raw-write <dataDir>`.
// raw: better-sqlite3 reads every event in log order, JSON.parse of data and metadata, fold into a Map by stream.
// rebuild: the product's `npm run projections:rebuild` (rebuildProjections), which drops and replays every read model.
// raw-write: the least any rebuild that persists its result pays on top of `raw`: the read models the rebuild
//   made (read back and parsed beforehand, not timed) written by raw better-sqlite3 into a new file, timed:
//   JSON.stringify of every document, then documents, index entries and page entries (the keys of the lists read a
//   page at a time, which the rebuild writes with the documents) inserted in key order with 100-row INSERTs into the
//   read store's tables, no journal, no syncs, one transaction.
import Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { JWT_SECRET, requireDist } from './util.mjs';

const [mode, dataDir] = process.argv.slice(2);
let events = 0;
let seconds;
let written;
if (mode === 'raw') {
  const started = performance.now();
  const db = new Database(join(dataDir, 'events.db'), { readonly: true });
  const folded = new Map();
  for (const row of db.prepare('SELECT * FROM events ORDER BY position').iterate()) {
    const data = JSON.parse(row.data);
    const metadata = JSON.parse(row.metadata);
    const state = folded.get(row.stream);
    if (state) {
      state.count += 1;
      state.last = data;
      state.time = metadata.time;
    } else {
      folded.set(row.stream, { count: 1, last: data, time: metadata.time, type: row.type });
    }
    events += 1;
  }
  db.close();
  seconds = (performance.now() - started) / 1000;
} else if (mode === 'raw-write') {
  // In chunks of key order, so millions of documents never sit in memory at once: each chunk is read and parsed
  // untimed (as the rebuild has its documents in memory already), then stringified and inserted, timed.
  const source = new Database(join(dataDir, 'readmodels.db'), { readonly: true });
  const file = join(dataDir, 'raw-write.db');
  rmSync(file, { force: true });
  const db = new Database(file);
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -65536');
  db.exec(`CREATE TABLE documents (collection TEXT NOT NULL, id TEXT NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (collection, id)) WITHOUT ROWID;
    CREATE TABLE index_entries (collection TEXT NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL, id TEXT NOT NULL,
      PRIMARY KEY (collection, field, value, id)) WITHOUT ROWID;
    CREATE TABLE page_entries (page INTEGER NOT NULL, prefix TEXT NOT NULL, key TEXT NOT NULL, id TEXT NOT NULL, also TEXT,
      PRIMARY KEY (page, prefix, key)) WITHOUT ROWID;
    CREATE INDEX page_entries_by_id ON page_entries (page, id);`);
  const insertAll = (table, columns, rows) => {
    const statement = (n) => db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array(n).fill(`(${columns.map(() => '?').join(', ')})`).join(', ')}`);
    const hundred = statement(100);
    let i = 0;
    for (; i + 100 <= rows.length; i += 100) hundred.run(rows.slice(i, i + 100).flat());
    if (i < rows.length) statement(rows.length - i).run(rows.slice(i).flat());
  };
  const CHUNK = 20_000;
  const chunks = (sql) => {
    const iterator = source.prepare(sql).raw().iterate();
    return {
      next() {
        const rows = [];
        while (rows.length < CHUNK) {
          const step = iterator.next();
          if (step.done) break;
          rows.push(step.value);
        }
        return rows;
      },
    };
  };
  let documents = 0;
  let entries = 0;
  seconds = 0;
  db.exec('BEGIN');
  const docs = chunks('SELECT collection, id, doc FROM documents ORDER BY collection, id');
  for (let rows = docs.next(); rows.length > 0; rows = docs.next()) {
    for (const row of rows) row[2] = JSON.parse(row[2]);
    const started = performance.now();
    insertAll('documents', ['collection', 'id', 'doc'], rows.map(([collection, id, doc]) => [collection, id, JSON.stringify(doc)]));
    seconds += (performance.now() - started) / 1000;
    documents += rows.length;
  }
  const index = chunks('SELECT collection, field, value, id FROM index_entries ORDER BY collection, field, value, id');
  for (let rows = index.next(); rows.length > 0; rows = index.next()) {
    const started = performance.now();
    insertAll('index_entries', ['collection', 'field', 'value', 'id'], rows);
    seconds += (performance.now() - started) / 1000;
    entries += rows.length;
  }
  let pageEntries = 0;
  const hasPages = source.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'page_entries'").get() !== undefined;
  const pages = hasPages ? chunks('SELECT page, prefix, key, id, also FROM page_entries ORDER BY page, prefix, key') : { next: () => [] };
  for (let rows = pages.next(); rows.length > 0; rows = pages.next()) {
    const started = performance.now();
    insertAll('page_entries', ['page', 'prefix', 'key', 'id', 'also'], rows);
    seconds += (performance.now() - started) / 1000;
    pageEntries += rows.length;
  }
  const started = performance.now();
  db.exec('COMMIT');
  seconds += (performance.now() - started) / 1000;
  source.close();
  db.close();
  rmSync(file);
  written = { documents, entries, pageEntries };
} else {
  const { rebuildProjections } = requireDist('./rebuild-projections.js');
  // Production settings, as an operator runs it; production requires a public URL and an SMTP server, which a
  // rebuild never uses (it sends no mail and makes no links).
  const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET, PUBLIC_URL: 'http://127.0.0.1', SMTP_URL: 'smtp://127.0.0.1:2525' };
  ({ events, seconds, written } = await rebuildProjections(env));
}
const rssMiB = process.memoryUsage().rss / 1024 / 1024;
console.log(JSON.stringify({ mode, events, seconds, eventsPerSecond: events / seconds, rssMiB, written }));
