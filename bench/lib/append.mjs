// Benchmark 1, one side per process: `node append.mjs adapter|raw <appends> <eventsPerAppend> <dir>`.
// adapter: SqliteEventStore.append with events already stamped (valid hash chains, computed before timing).
// raw: better-sqlite3 alone, the same table, the same rows (JSON.stringify included), one IMMEDIATE transaction
// per append of the same size.
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { requireDist } from './util.mjs';

const { SqliteEventStore } = requireDist('./platform/event-store/sqlite-event-store.adapter.js');
const { eventHash, GENESIS_HASH } = requireDist('./platform/event-store/hash-chain.rules.js');

const [mode, appendsArg, perAppendArg, dir] = process.argv.slice(2);
const appends = Number(appendsArg);
const perAppend = Number(perAppendArg);
// One event per append: 10 appends per stream with the exact expected revision; 100 per append: one per stream.
const appendsPerStream = perAppend === 1 ? 10 : 1;
mkdirSync(dir, { recursive: true });
const file = join(dir, `${mode}-${perAppend}.db`);

/** The batches to append, stamped like EventLog does (ids, metadata, hash chain). */
function batches() {
  const out = [];
  const time = new Date().toISOString();
  for (let s = 0; out.length < appends; s += 1) {
    const stream = `stockitem-INVE${String(s).padStart(9, '0')}`;
    let prevHash = GENESIS_HASH;
    let revision = 0n;
    for (let a = 0; a < appendsPerStream && out.length < appends; a += 1) {
      const events = [];
      for (let i = 0; i < perAppend; i += 1) {
        const data = { requestId: randomUUID(), requesterId: randomUUID(), ownerId: randomUUID() };
        const type = 'OwnershipRequested';
        const hash = eventHash({ stream, revision, type, data, time, prevHash });
        events.push({
          id: randomUUID(),
          type,
          data,
          metadata: { correlationId: randomUUID(), causationId: randomUUID(), userId: data.requesterId, time, prevHash, hash },
        });
        prevHash = hash;
        revision += 1n;
      }
      out.push({ stream, expected: a === 0 ? 'no_stream' : BigInt(a * perAppend - 1), events });
    }
  }
  return out;
}

const work = batches();
// The same schema in both files: the adapter creates it.
await new SqliteEventStore(file).close();

let seconds;
if (mode === 'adapter') {
  const store = new SqliteEventStore(file);
  const started = performance.now();
  for (const b of work) await store.append(b.stream, b.expected, b.events);
  seconds = (performance.now() - started) / 1000;
  await store.close();
} else {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const insert = db.prepare('INSERT INTO events (id, stream, revision, type, data, metadata, hash) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const tx = db.transaction((b, firstRevision) => {
    let revision = firstRevision;
    for (const e of b.events) {
      insert.run(e.id, b.stream, revision, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata), e.metadata.hash);
      revision += 1;
    }
  });
  const started = performance.now();
  for (const b of work) tx.immediate(b, b.expected === 'no_stream' ? 0 : Number(b.expected) + 1);
  seconds = (performance.now() - started) / 1000;
  db.close();
}
const events = appends * perAppend;
console.log(JSON.stringify({ mode, perAppend, appends, events, seconds, eventsPerSecond: events / seconds }));
