// Benchmark 4, one side per process: `node replay.mjs raw|rebuild <dataDir>`.
// raw: better-sqlite3 reads every event in log order, JSON.parse of data and metadata, fold into a Map by stream.
// rebuild: the product's `npm run projections:rebuild` (rebuildProjections), which drops and replays every read model.
import Database from 'better-sqlite3';
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
} else {
  const { rebuildProjections } = requireDist('./rebuild-projections.js');
  ({ events, seconds, written } = await rebuildProjections({ ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET }));
}
const rssMiB = process.memoryUsage().rss / 1024 / 1024;
console.log(JSON.stringify({ mode, events, seconds, eventsPerSecond: events / seconds, rssMiB, written }));
