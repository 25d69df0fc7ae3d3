import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageEntries } from '../../services/platform/read-store/page-entries.table';
import { Doc } from '../../services/platform/read-store/read-store.port';
import { tempDir } from '../support/temp-dir';

/**
 * A page of a declared list while another connection (the flush worker) commits in the middle of it: the
 * commit lands after the pending versions' stored entries were looked up and before the ordered entries are
 * read. Both reads must see one state, or a document the commit placed is listed twice.
 */
describe('page index: one page reads one state of the stored entries', () => {
  const C = 'listed';
  const SPEC = { equal: ['owner'], sort: { t: -1, _id: -1 } as Record<string, 1 | -1> };

  it('neither lists twice nor misses a document committed by another connection mid-page', () => {
    const dir = tempDir('page-snapshot-');
    const file = join(dir.path, 'pages.db');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    try {
      const pages = new PageEntries(db);
      pages.declare(C, SPEC, () => []);
      const stored: Doc[] = [
        { _id: 'a', owner: 'u1', t: '1' },
        { _id: 'b', owner: 'u1', t: '2' },
        { _id: 'c', owner: 'u2', t: '3' },
        { _id: 'e', owner: 'u1', t: '2' },
      ];
      for (const doc of stored) pages.write(C, doc._id, undefined, doc);
      const pending: Doc[] = [
        { _id: 'a', owner: 'u2', t: '5' },
        { _id: 'b', owner: 'u1', t: '0' },
        { _id: 'd', owner: 'u1', t: '4' },
      ];
      const worker = new Database(file);
      const workerPages = new PageEntries(worker);
      let commits = 0;
      /** The pending versions; once all were read, the worker commits them (the first time only). */
      function* versions(): Generator<[string, Doc | null]> {
        for (const doc of pending) yield [doc._id, doc];
        if (commits > 0) return;
        worker.transaction(() => {
          for (const now of pending) workerPages.write(C, now._id, stored.find((s) => s._id === now._id), now);
        })();
        commits += 1;
      }
      const plan = pages.plan(C, { owner: 'u1' }, SPEC.sort)!;
      expect(plan).toBeDefined();
      const page = pages.page(C, plan, versions(), 0, 10);
      expect(commits).toBe(1);
      expect(page).toEqual(['d', 'e', 'b']);
      // And once committed, with the same versions still pending (the worker's answer not yet heard of).
      expect(pages.page(C, plan, versions(), 2, 2)).toEqual(['b']);
      expect(pages.count(C, plan, versions())).toBe(3);
      worker.close();
    } finally {
      db.close();
      dir.cleanup();
    }
  });
});
