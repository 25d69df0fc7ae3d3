import type Database from 'better-sqlite3';
import { eventHash } from '../../services/platform/event-store/hash-chain.rules';

/**
 * The intruder of the transparency tests: gives the first event of `stream` a new `location` in the embedded
 * event store `db` and recomputes every hash of the stream (and its head), so the stream verifies on its own.
 */
export function rewriteStream(db: Database.Database, stream: string, location: string): void {
  const rows = db.prepare('SELECT position, revision, type, data, metadata FROM events WHERE stream = ? ORDER BY revision').all(stream) as {
    position: number; revision: number; type: string; data: string; metadata: string;
  }[];
  let prevHash = '0'.repeat(64);
  for (const row of rows) {
    const data = JSON.parse(row.data);
    if (row.revision === 0) data.location = location;
    const metadata = JSON.parse(row.metadata);
    const hash = eventHash({ stream, revision: BigInt(row.revision), type: row.type, data, time: metadata.time, prevHash });
    db.prepare('UPDATE events SET data = ?, metadata = ?, hash = ? WHERE position = ?').run(JSON.stringify(data), JSON.stringify({ ...metadata, prevHash, hash }), hash, row.position);
    prevHash = hash;
  }
  db.prepare('UPDATE streams SET head_hash = ? WHERE stream = ?').run(prevHash, stream);
}
