import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../../test/support/temp-dir';
import { WalCheckpointer } from './wal.checkpointer';

describe('WalCheckpointer', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((c) => c()));

  function walDb(): { db: Database.Database; file: string } {
    const dir = tempDir('wal-');
    cleanups.push(dir.cleanup);
    const file = join(dir.path, 'test.db');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.exec('CREATE TABLE rows (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
    return { db, file };
  }

  const insertBatch = (db: Database.Database, n: number) =>
    db.transaction(() => {
      const insert = db.prepare('INSERT INTO rows (body) VALUES (?)');
      for (let i = 0; i < n; i += 1) insert.run('x'.repeat(1000));
    })();

  /** Frames in the WAL now (a PASSIVE checkpoint reports them; by then the worker has copied them already). */
  const walFrames = (db: Database.Database) => (db.pragma('wal_checkpoint(PASSIVE)') as { log: number }[])[0].log;

  it('copies the WAL into the database on its own thread, so the writer restarts a small WAL', async () => {
    const { db, file } = walDb();
    const checkpointer = WalCheckpointer.start(db, file);
    try {
      // About 1,300 pages: below the writer's own fallback, so only the worker can have checkpointed them.
      for (let i = 0; i < 50; i += 1) insertBatch(db, 100);
      await new Promise((r) => setTimeout(r, 500));
      insertBatch(db, 1);
      expect(walFrames(db)).toBeLessThan(20);
      expect(db.prepare('SELECT COUNT(*) AS n FROM rows').get()).toEqual({ n: 5001 });
    } finally {
      await checkpointer.stop();
      db.close();
    }
  });

  it('the writer does not checkpoint on the event loop while a lagging worker still can (up to 16,000 pages)', async () => {
    const { db, file } = walDb();
    const checkpointer = WalCheckpointer.start(db, file);
    // A worker stuck behind a busy disk, as far as the writer can tell: none at all.
    await checkpointer.stop();
    // About 6,500 pages: past the 4,000 at which the writer used to checkpoint (and fsync) inside a commit.
    for (let i = 0; i < 250; i += 1) insertBatch(db, 100);
    expect(walFrames(db)).toBeGreaterThan(6_000);
    db.close();
  });

  it('without it the same writes stay in the WAL (the control for the test above)', () => {
    const { db } = walDb();
    db.pragma('wal_autocheckpoint = 4000');
    for (let i = 0; i < 50; i += 1) insertBatch(db, 100);
    insertBatch(db, 1);
    expect(walFrames(db)).toBeGreaterThan(1000);
    db.close();
  });
});
