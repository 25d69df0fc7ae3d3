// Benchmark 6, the bulk stock upload, one side per process:
//   node bulk.mjs csv <file> <rows> <productId>   writes the stock file (the exact header, one product, valid rows)
//   node bulk.mjs upload <url> <token> <file>      POST /api/inventory/uploadcsvtostock, timed from the request to its 201
//   node bulk.mjs raw <file> <dir>                 the limit: raw better-sqlite3, timed from reading the file to the commit
// raw: read and parse the same file (split into lines and cells: the bench's file has no quotes, so this is the least
// any CSV parser does), then one IMMEDIATE transaction inserting the same events the upload appends (the display-id
// allocation, the batch event, a registration and a batch record per row), data and metadata JSON.stringify'd, into
// the product's own events table (created by the adapter, WAL, synchronous NORMAL), each row with its sha256 hash.
import Database from 'better-sqlite3';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { requireDist } from './util.mjs';

const [mode, ...args] = process.argv.slice(2);
const HEADER = 'product,status,batch,manufecture_date,expire_date,warranty';

if (mode === 'csv') {
  const [file, rowsArg, productId] = args;
  const rows = Number(rowsArg);
  const lines = [HEADER];
  for (let i = 0; i < rows; i += 1) {
    const month = String((i % 12) + 1).padStart(2, '0');
    lines.push(`${productId},active,B-${String(Math.floor(i / 1000)).padStart(4, '0')},2026-${month}-01,2031-${month}-01,2028-${month}-01`);
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
  console.log(JSON.stringify({ file, rows, bytes: readFileSync(file).length }));
} else if (mode === 'upload') {
  const [url, token, file] = args;
  const bytes = readFileSync(file);
  const form = new FormData();
  form.append('csv_file', new Blob([bytes], { type: 'text/csv' }), 'stock.csv');
  const started = performance.now();
  const response = await fetch(`${url}/api/inventory/uploadcsvtostock`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = await response.json();
  const seconds = (performance.now() - started) / 1000;
  console.log(JSON.stringify({ status: response.status, created: body.created, seconds, error: response.status === 201 ? undefined : JSON.stringify(body).slice(0, 300) }));
} else if (mode === 'raw') {
  const [file, dir] = args;
  mkdirSync(dir, { recursive: true });
  const dbFile = join(dir, 'raw-bulk.db');
  const { SqliteEventStore } = requireDist('./platform/event-store/sqlite-event-store.adapter.js');
  await new SqliteEventStore(dbFile).close();
  const db = new Database(dbFile);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const insert = db.prepare('INSERT INTO events (id, stream, revision, type, data, metadata, hash) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const owner = randomUUID();
  const commandId = randomUUID();
  const started = performance.now();
  const text = readFileSync(file, 'utf8');
  const rows = text.split('\n').slice(1).filter((l) => l !== '').map((l) => l.split(','));
  const time = new Date().toISOString();
  const metadata = { correlationId: commandId, causationId: commandId, userId: owner, time };
  const put = (stream, revision, type, data) => {
    const json = JSON.stringify(data);
    const hash = createHash('sha256').update(json).digest('hex');
    insert.run(randomUUID(), stream, revision, type, json, JSON.stringify({ ...metadata, hash }), hash);
  };
  db.transaction(() => {
    const first = 1;
    const id = (i) => `INVE${String(first + i).padStart(9, '0')}`;
    put('sequence-INVE', 0, 'DisplayIdsAllocated', { prefix: 'INVE', first, count: rows.length });
    put(`stockbatch-${commandId}`, 0, 'StockBatchImported', { contentHash: commandId, rowCount: rows.length, firstDisplayId: id(0), lastDisplayId: id(rows.length - 1), ownerId: owner });
    rows.forEach(([productId, status, batch, manufectureDate, expireDate, warranty], i) => {
      const stream = `stockitem-${id(i)}`;
      put(stream, 0, 'StockItemRegistered', { displayId: id(i), productId, ownerId: owner, location: '', addressLocation: '' });
      put(stream, 1, 'StockItemBatchRecorded', { batch, status, manufectureDate, expireDate, warranty });
    });
  }).immediate();
  const seconds = (performance.now() - started) / 1000;
  const events = db.prepare('SELECT COUNT(*) AS n FROM events').get().n;
  db.close();
  console.log(JSON.stringify({ rows: rows.length, events, seconds }));
}
