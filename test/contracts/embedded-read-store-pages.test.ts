import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EmbeddedReadStore } from '../../services/platform/read-store/embedded-read-store.adapter';
import { Doc } from '../../services/platform/read-store/read-store.port';
import { tempDir } from '../support/temp-dir';

/**
 * The embedded store's page indexes while a flush is committed on the worker thread: the flushed documents are
 * in SQLite (with their page entries) before they leave the pending layer, and a sorted page or count in that
 * moment must neither miss a document nor count one twice.
 */
describe('embedded read store: sorted pages around a flush on the worker', () => {
  const P = 'test.pages';
  const C = 'listed';
  const SORT = { t: -1, _id: -1 } as const;

  it('pages and counts are right while a flush is in flight, once it is committed, and after', async () => {
    const dir = tempDir('pages-');
    const file = join(dir.path, 'readmodels.db');
    const store = new EmbeddedReadStore(file);
    const other = new Database(file, { readonly: true });
    try {
      await store.ensureIndexes([{ collection: C, fields: ['owner'], pages: [{ equal: ['owner'], sort: SORT }] }]);
      const model = new Map<string, Doc>();
      const batch = async (position: bigint, docs: Doc[]) => {
        await store.applyBatch(
          { [P]: position },
          async (w) => {
            for (const { _id, ...fields } of docs) await w.updateOne(C, { _id }, { $set: fields }, { upsert: true });
          },
          { defer: true },
        );
        for (const doc of docs) model.set(doc._id, { ...(model.get(doc._id) ?? {}), ...doc });
      };
      /** Every page of two and the count of both owners, started now (synchronously) and compared once read. */
      const check = () => {
        const checks: Promise<void>[] = [];
        for (const owner of ['u1', 'u2']) {
          const whole = [...model.values()]
            .filter((d) => d.owner === owner)
            .sort((a, b) => (a.t === b.t ? (a._id < b._id ? 1 : -1) : String(a.t) < String(b.t) ? 1 : -1))
            .map((d) => d._id);
          const c = store.collection(C);
          checks.push(c.count({ owner }).then((n) => expect(n, owner).toBe(whole.length)));
          for (let skip = 0; skip <= whole.length; skip += 2) {
            checks.push(c.find({ owner }, { sort: SORT, skip, limit: 2 }).then((page) => expect(page.map((d) => d._id), `${owner} ${skip}`).toEqual(whole.slice(skip, skip + 2))));
            // The same page by keyset, after the document before it.
            if (skip > 0) {
              const after = model.get(whole[skip - 1])!;
              checks.push(c.find({ owner }, { sort: SORT, limit: 2, after }).then((page) => expect(page.map((d) => d._id), `${owner} after ${after._id}`).toEqual(whole.slice(skip, skip + 2))));
            }
          }
        }
        return Promise.all(checks);
      };
      const committed = (position: number) => {
        const row = other.prepare('SELECT position FROM checkpoints WHERE projection = ?').get(P) as { position: number } | undefined;
        return row?.position === position;
      };

      await batch(1n, [
        { _id: 'a', owner: 'u1', t: '1' },
        { _id: 'b', owner: 'u1', t: '2' },
        { _id: 'c', owner: 'u2', t: '3' },
        { _id: 'e', owner: 'u1', t: '2' },
      ]);
      await store.flush();
      await batch(2n, [
        { _id: 'a', owner: 'u2', t: '5' },
        { _id: 'b', owner: 'u1', t: '0' },
        { _id: 'd', owner: 'u1', t: '4' },
      ]);
      await check();
      const flushing = store.flush();
      await check();
      // Committed by the worker, not yet heard of by this thread (it is held here until then).
      const until = Date.now() + 10_000;
      while (!committed(2) && Date.now() < until) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
      expect(committed(2)).toBe(true);
      const inTheGap = check();
      await flushing;
      await inTheGap;
      await batch(3n, [{ _id: 'd', owner: 'u2', t: '0' }]);
      await check();
      await store.flush();
      await check();
    } finally {
      other.close();
      await store.close();
      dir.cleanup();
    }
  });

  it('drops a page index of the collection that is no longer declared, and keeps the declared one up to date', async () => {
    const dir = tempDir('pages-retired-');
    const file = join(dir.path, 'readmodels.db');
    // The owner's index searches `search` through its trigram index; the one kept takes the search over.
    const byOwner = { equal: ['owner'], sort: SORT, also: ['search'], text: 'search' };
    const byType = { equal: ['owner', 'type'], sort: SORT, also: ['search'] };
    const seed = async (store: EmbeddedReadStore, position: bigint, docs: Doc[]) => {
      await store.applyBatch({ [P]: position }, async (w) => {
        for (const { _id, ...fields } of docs) await w.updateOne(C, { _id }, { $set: fields }, { upsert: true });
      });
      await store.flush();
    };
    const entries = () => {
      const db = new Database(file, { readonly: true });
      try {
        return db
          .prepare('SELECT i.page AS page, COUNT(e.id) AS n FROM page_indexes i LEFT JOIN page_entries e ON e.page = i.number WHERE i.collection = ? GROUP BY i.number ORDER BY i.number')
          .all(C) as { page: string; n: number }[];
      } finally {
        db.close();
      }
    };
    let store = new EmbeddedReadStore(file);
    try {
      await store.ensureIndexes([{ collection: C, fields: [], pages: [byOwner, byType] }]);
      await seed(store, 1n, [
        { _id: 'a', owner: 'u1', type: 'item', t: '1', search: 'red watch' },
        { _id: 'b', owner: 'u1', type: 'package', t: '2', search: 'blue crate' },
      ]);
      expect(entries().map((e) => e.n)).toEqual([2, 2]);
      await store.close();
      // Opened again, told only of the index by owner and type (as the projections now declare it).
      store = new EmbeddedReadStore(file);
      await store.ensureIndexes([{ collection: C, fields: [], pages: [{ ...byType, text: 'search' }] }]);
      expect(entries()).toEqual([{ page: expect.stringContaining('"type"'), n: 2 }]);
      await seed(store, 2n, [
        { _id: 'c', owner: 'u1', type: 'item', t: '3', search: 'red crate' },
        { _id: 'a', owner: 'u2', type: 'item', t: '4', search: 'red watch' },
      ]);
      expect(entries().map((e) => e.n)).toEqual([3]);
      const all = { owner: 'u1', type: { $in: ['item', 'package'] } };
      expect((await store.collection(C).find(all, { sort: SORT, limit: 10 })).map((d) => d._id)).toEqual(['c', 'b']);
      expect(await store.collection(C).count(all)).toBe(2);
      const red = { ...all, search: { $regex: 'red' } };
      expect((await store.collection(C).find(red, { sort: SORT, limit: 10 })).map((d) => d._id)).toEqual(['c']);
      expect(await store.collection(C).count({ ...all, search: { $regex: 'crate' } })).toBe(2);
      // The retired index's texts went with it: one searched text per document of the kept index.
      const db = new Database(file, { readonly: true });
      try {
        expect(db.prepare('SELECT COUNT(*) AS n FROM page_text_rows').get()).toEqual({ n: 3 });
        expect(db.prepare('SELECT COUNT(*) AS n FROM page_texts').get()).toEqual({ n: 1 });
      } finally {
        db.close();
      }
      // A store told nothing of the collection's pages keeps what is declared.
      await store.ensureIndexes([{ collection: C, fields: ['owner'] }]);
      expect(entries().map((e) => e.n)).toEqual([3]);
    } finally {
      await store.close();
      dir.cleanup();
    }
  });
});
