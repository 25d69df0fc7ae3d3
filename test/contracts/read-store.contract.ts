import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { Doc, Filter, ProjectionWriter, ReadStore } from '../../services/platform/read-store/read-store.port';
import { readStorePagesContract } from './read-store-pages.contract';

export interface ReadStoreHarness {
  /** The store under test. */
  create(): Promise<ReadStore>;
  /** A second, independent instance on the same storage (a process restart). */
  reopen(): Promise<ReadStore>;
  dispose(): Promise<void>;
  /**
   * Embedded: a batch's writes and checkpoint commit together. MongoDB: writes land one by one and are
   * guarded by position, so a failed batch may leave writes behind that a replay skips.
   */
  atomicBatches: boolean;
}

type Write = (writer: ProjectionWriter) => Promise<void>;

/**
 * The contract every read store adapter passes. Collections and projection names are unique per test, so
 * the suite also runs against a shared MongoDB database.
 */
export function readStoreContract(name: string, harness: ReadStoreHarness) {
  describe(`read store contract: ${name}`, () => {
    let store: ReadStore;
    beforeAll(async () => {
      store = await harness.create();
    });
    /** A second instance on the same storage (a restart), closed once the test has finished. */
    const reopenedForTheTest = async () => {
      const reopened = await harness.reopen();
      onTestFinished(() => reopened.close());
      return reopened;
    };
    afterAll(async () => {
      await store?.close();
      await harness.dispose();
    });

    const unique = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;

    /** Applies one batch whose writes all belong to the event at `position` (the common case in tests). */
    const apply = (projection: string, position: bigint, write: Write) =>
      store.applyBatch({ [projection]: position }, async (writer) => {
        writer.at(position);
        await write(writer);
      });

    /** Inserts documents in one batch, one event per document. */
    const seed = async (collection: string, docs: Doc[], from = 1n) => {
      const projection = unique('seed');
      await store.applyBatch({ [projection]: from + BigInt(docs.length) }, async (writer) => {
        for (const [i, { _id, ...fields }] of docs.entries()) {
          writer.at(from + BigInt(i));
          await writer.updateOne(collection, { _id }, { $set: fields }, { upsert: true });
        }
      });
    };

    /**
     * What the projection runner does with a batch: skip events at or below the projection's checkpoint,
     * apply the rest and record the batch's last position.
     */
    const runBatch = async (projection: string, events: { position: bigint; write: Write }[], options?: { defer?: boolean }) => {
      const checkpoint = await store.checkpoint(projection);
      const pending = events.filter((e) => checkpoint === undefined || e.position > checkpoint);
      if (pending.length === 0) return;
      await store.applyBatch(
        { [projection]: events[events.length - 1].position },
        async (writer) => {
          for (const event of pending) {
            writer.at(event.position);
            await event.write(writer);
          }
        },
        options,
      );
    };

    it('upserts a document from the filter equalities, with $setOnInsert only on insert', async () => {
      const c = unique('upsert');
      const p = unique('proj');
      await apply(p, 1n, (w) =>
        w.updateOne(c, { _id: 'a', kind: 'watch' }, { $set: { n: 1 }, $setOnInsert: { createdAt: 't1' } }, { upsert: true }),
      );
      await apply(p, 2n, (w) =>
        w.updateOne(c, { _id: 'a' }, { $set: { n: 2 }, $setOnInsert: { createdAt: 't2' } }, { upsert: true }),
      );
      expect(await store.collection(c).findOne({ _id: 'a' })).toEqual({ _id: 'a', kind: 'watch', n: 2, createdAt: 't1' });
    });

    it('refuses an upsert whose filter does not name the document', async () => {
      const c = unique('upsert');
      await expect(
        apply(unique('proj'), 1n, (w) => w.updateOne(c, { kind: 'watch' }, { $set: { n: 1 } }, { upsert: true })),
      ).rejects.toThrow(/_id/);
    });

    it('refuses an upsert whose filter misses an existing document with that _id, as MongoDB does', async () => {
      const c = unique('upsert');
      await seed(c, [{ _id: 'a', status: 'closed' }]);
      await expect(
        apply(unique('proj'), 10n, (w) => w.updateOne(c, { _id: 'a', status: 'open' }, { $set: { n: 1 } }, { upsert: true })),
      ).rejects.toThrow(/E11000/);
      expect(await store.collection(c).findOne({ _id: 'a' })).toEqual({ _id: 'a', status: 'closed' });
    });

    it('applies $set, $inc, $push and $pull, and updateOne without upsert ignores a missing document', async () => {
      const c = unique('ops');
      const p = unique('proj');
      await seed(c, [{ _id: 'a', n: 1, tags: ['x', 'y'], owner: { name: 'Ann' } }]);
      await apply(p, 10n, async (w) => {
        await w.updateOne(c, { _id: 'a' }, { $set: { 'owner.name': 'Bob', status: 'open' } });
        await w.updateOne(c, { _id: 'a' }, { $inc: { n: 2, views: 1 } });
        await w.updateOne(c, { _id: 'a' }, { $push: { tags: 'z', history: { at: 1 } } });
        await w.updateOne(c, { _id: 'a' }, { $pull: { tags: 'x' } });
        await w.updateOne(c, { _id: 'missing' }, { $set: { n: 1 } });
      });
      expect(await store.collection(c).findOne({ _id: 'a' })).toEqual({
        _id: 'a',
        n: 3,
        views: 1,
        tags: ['y', 'z'],
        history: [{ at: 1 }],
        owner: { name: 'Bob' },
        status: 'open',
      });
      expect(await store.collection(c).findOne({ _id: 'missing' })).toBeNull();
    });

    it('several writes of one event to the same document all apply', async () => {
      const c = unique('same');
      const p = unique('proj');
      await apply(p, 5n, async (w) => {
        await w.updateOne(c, { _id: 'a' }, { $set: { n: 1 } }, { upsert: true });
        await w.updateOne(c, { _id: 'a' }, { $inc: { n: 1 } });
        await w.updateMany(c, { _id: 'a' }, { $push: { log: 'e5' } });
      });
      expect(await store.collection(c).findOne({ _id: 'a' })).toEqual({ _id: 'a', n: 2, log: ['e5'] });
    });

    it('an index declared on a collection that already holds documents finds them', async () => {
      const c = unique('later');
      const docs = Array.from({ length: 2_500 }, (_, i) => ({ _id: `d${String(i).padStart(5, '0')}`, owner: `u${i % 3}` }));
      await seed(c, docs);
      await store.ensureIndexes([{ collection: c, fields: ['owner'] }]);
      expect(await store.collection(c).count({ owner: 'u1' })).toBe(docs.filter((d) => d.owner === 'u1').length);
      expect((await store.collection(c).find({ owner: 'u2' }, { sort: { _id: 1 } })).map((d) => d._id)).toEqual(docs.filter((d) => d.owner === 'u2').map((d) => d._id));
    });

    it('a lookup by an indexed field inside a batch sees the batch\'s documents that moved in and not those that moved out', async () => {
      const c = unique('moved');
      const p = unique('proj');
      await store.ensureIndexes([{ collection: c, fields: ['owner', 'tags'] }]);
      await seed(c, [
        { _id: 'a', owner: 'u1', tags: ['x'] },
        { _id: 'b', owner: 'u2', tags: ['y'] },
      ]);
      await apply(p, 4n, async (w) => {
        await w.updateOne(c, { _id: 'a' }, { $set: { owner: 'u2', tags: ['y', 'z'] } });
        await w.updateOne(c, { _id: 'b' }, { $set: { owner: 'u3', tags: ['w'] } });
        await w.updateOne(c, { _id: 'c' }, { $set: { owner: 'u1', tags: ['x'] } }, { upsert: true });
        expect((await w.find(c, { owner: 'u1' })).map((d) => d._id)).toEqual(['c']);
        expect((await w.find(c, { owner: 'u2', tags: 'z' })).map((d) => d._id)).toEqual(['a']);
        expect((await w.find(c, { tags: 'y' })).map((d) => d._id)).toEqual(['a']);
        expect((await w.find(c, { tags: 'x' })).map((d) => d._id)).toEqual(['c']);
        expect(await w.find(c, { owner: 'u3', tags: 'y' })).toEqual([]);
      });
    });

    it('a document deleted and upserted again in one batch is the new one, by id and by index', async () => {
      const c = unique('again');
      const p = unique('proj');
      await store.ensureIndexes([{ collection: c, fields: ['owner'] }]);
      await seed(c, [{ _id: 'a', owner: 'u1', n: 1 }]);
      await apply(p, 3n, async (w) => {
        await w.deleteMany(c, { _id: 'a' });
        expect(await w.findOne(c, { _id: 'a' })).toBeNull();
        await w.updateOne(c, { _id: 'a' }, { $inc: { n: 1 } });
        await w.updateOne(c, { _id: 'a' }, { $set: { owner: 'u2' }, $inc: { n: 5 } }, { upsert: true });
        expect(await w.findOne(c, { _id: 'a' })).toEqual({ _id: 'a', owner: 'u2', n: 5 });
      });
      expect(await store.collection(c).findOne({ _id: 'a' })).toEqual({ _id: 'a', owner: 'u2', n: 5 });
      expect(await store.collection(c).find({ owner: 'u1' })).toEqual([]);
      expect(await store.collection(c).find({ owner: 'u2' })).toEqual([{ _id: 'a', owner: 'u2', n: 5 }]);
    });

    it('equalities to plain values and comparisons with numbers and strings match as MongoDB does, inside a batch and outside: by type, inside arrays, never a missing field', async () => {
      const c = unique('equal');
      await seed(c, [
        { _id: 'a', n: 1, s: '1', b: true, tags: ['x', 1] },
        { _id: 'b', n: '1', s: 1, b: 'true', tags: 'x' },
        { _id: 'c', n: 1, tags: [['x']] },
        { _id: 'd', n: 0, s: '', b: false, tags: [] },
      ]);
      // [filter, matches stored, matches inside a batch that adds e and moves a's n to 2]
      const cases: [Filter, string[], string[]][] = [
        [{ n: 1 }, ['a', 'c'], ['c', 'e']],
        [{ n: '1' }, ['b'], ['b']],
        [{ n: 1, s: '1' }, ['a'], ['e']],
        [{ b: true }, ['a'], ['a', 'e']],
        [{ b: false, n: 0 }, ['d'], ['d']],
        [{ s: '' }, ['d'], ['d']],
        [{ tags: 'x' }, ['a', 'b'], ['a', 'b', 'e']],
        [{ tags: 1, n: 2 }, [], ['a']],
        [{ missing: 'x' }, [], []],
        [{ n: 1, missing: 0 }, [], []],
        // Comparisons with a number: numbers only (not the string '1'), any element of an array.
        [{ n: { $lt: 1 } }, ['d'], ['d']],
        [{ n: { $lte: 1 } }, ['a', 'c', 'd'], ['c', 'd', 'e']],
        [{ n: { $gt: 0 } }, ['a', 'c'], ['a', 'c', 'e']],
        [{ n: { $gte: 2 } }, [], ['a']],
        [{ tags: { $gte: 1 } }, ['a'], ['a']],
        [{ tags: 'x', n: { $lt: 2 } }, ['a'], ['e']],
        [{ missing: { $lt: 5 } }, [], []],
        // ...and with a string: strings only (not the number 1), by code units.
        [{ s: { $lt: '1' } }, ['d'], ['d']],
        [{ s: { $gte: '1' } }, ['a'], ['a', 'e']],
        [{ tags: { $gt: 'w' }, n: { $gt: 0 } }, ['a'], ['a', 'e']],
      ];
      const ids = (found: Doc[]) => found.map((d) => d._id).sort();
      for (const [filter, stored] of cases) expect(ids(await store.collection(c).find(filter)), JSON.stringify(filter)).toEqual(stored);
      await apply(unique('proj'), 1n, async (w) => {
        await w.updateOne(c, { _id: 'e' }, { $set: { n: 1, s: '1', b: true, tags: ['x'] } }, { upsert: true });
        await w.updateOne(c, { _id: 'a' }, { $set: { n: 2 } });
        for (const [filter, , inBatch] of cases) expect(ids(await w.find(c, filter)), JSON.stringify(filter)).toEqual(inBatch);
      });
    });

    it('a writer reads its own writes within the batch', async () => {
      const c = unique('own');
      let seen: Doc | null = null;
      await apply(unique('proj'), 1n, async (w) => {
        await w.updateOne(c, { _id: 'a' }, { $set: { n: 1 } }, { upsert: true });
        seen = await w.findOne(c, { _id: 'a' });
        expect(await w.find(c, { n: 1 })).toEqual([{ _id: 'a', n: 1 }]);
      });
      expect(seen).toEqual({ _id: 'a', n: 1 });
    });

    it('updateMany and deleteMany touch exactly the matching documents', async () => {
      const c = unique('many');
      const p = unique('proj');
      await seed(c, [
        { _id: 'a', owner: 'u1', status: 'open' },
        { _id: 'b', owner: 'u1', status: 'open' },
        { _id: 'c', owner: 'u2', status: 'open' },
      ]);
      await apply(p, 10n, (w) => w.updateMany(c, { owner: 'u1' }, { $set: { status: 'closed' } }));
      expect(await store.collection(c).find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'a', owner: 'u1', status: 'closed' },
        { _id: 'b', owner: 'u1', status: 'closed' },
        { _id: 'c', owner: 'u2', status: 'open' },
      ]);
      await apply(p, 11n, (w) => w.deleteMany(c, { status: 'closed' }));
      expect(await store.collection(c).find({})).toEqual([{ _id: 'c', owner: 'u2', status: 'open' }]);
    });

    it('finds with a filter, sort, skip and limit, counts, and finds one by _id', async () => {
      const c = unique('find');
      await seed(
        c,
        [1, 2, 3, 4, 5].map((n) => ({ _id: `d${n}`, n, kind: n % 2 === 0 ? 'even' : 'odd' })),
      );
      const coll = store.collection(c);
      expect((await coll.find({ kind: 'odd' }, { sort: { n: -1 } })).map((d) => d._id)).toEqual(['d5', 'd3', 'd1']);
      expect((await coll.find({}, { sort: { n: -1 }, skip: 1, limit: 2 })).map((d) => d._id)).toEqual(['d4', 'd3']);
      expect((await coll.find({ n: { $gte: 2, $lt: 4 } }, { sort: { n: 1 } })).map((d) => d.n)).toEqual([2, 3]);
      expect(await coll.count({ kind: 'even' })).toBe(2);
      expect(await coll.count({})).toBe(5);
      expect(await coll.count({ kind: 'none' })).toBe(0);
      expect(await coll.findOne({ _id: 'd2' })).toEqual({ _id: 'd2', n: 2, kind: 'even' });
      expect(await coll.findOne({ _id: 'nope' })).toBeNull();
      expect(await coll.find({ kind: 'none' })).toEqual([]);
    });

    it('aggregates with $match, $group and $sort', async () => {
      const c = unique('agg');
      await seed(c, [
        { _id: 'a', month: '2025-01', brand: 'x', price: 10 },
        { _id: 'b', month: '2025-01', brand: 'y', price: 5 },
        { _id: 'c', month: '2025-02', brand: 'x', price: 7 },
        { _id: 'd', month: '2025-02', brand: 'x', price: 1 },
      ]);
      const rows = await store.collection(c).aggregate([
        { $match: { brand: 'x' } },
        { $group: { _id: '$month', total: { $sum: '$price' }, count: { $sum: 1 } } },
        { $sort: { _id: 1 } },
      ]);
      expect(rows).toEqual([
        { _id: '2025-01', total: 10, count: 1 },
        { _id: '2025-02', total: 8, count: 2 },
      ]);
      const matched = await store.collection(c).aggregate([{ $match: { _id: 'a' } }]);
      expect(matched).toEqual([{ _id: 'a', month: '2025-01', brand: 'x', price: 10 }]);
    });

    it('indexed lookups return what a scan returns, also on nested and array fields, and after updates', async () => {
      const indexed = unique('idx');
      const plain = unique('scan');
      await store.ensureIndexes([{ collection: indexed, fields: ['owner', 'tags', 'meta.kind', 'n'] }]);
      const docs: Doc[] = [
        { _id: 'a', owner: 'u1', tags: ['x', 'y'], meta: { kind: 'k1' }, n: 1 },
        { _id: 'b', owner: 'u2', tags: 'x', meta: { kind: 'k2' }, n: 2 },
        { _id: 'c', owner: 'u1', tags: [], meta: { kind: 'k1' }, n: 1 },
        { _id: 'd', owner: null, n: 3 },
      ];
      await seed(indexed, docs);
      await seed(plain, docs);
      const lookups = [
        { owner: 'u1' },
        { tags: 'x' },
        { tags: 'y' },
        { 'meta.kind': 'k1' },
        { n: 1 },
        { owner: 'u1', n: 1 },
        { owner: 'u1', tags: 'x' },
        { owner: 'u2', 'meta.kind': 'k2', n: 2 },
        { owner: 'nobody' },
        { owner: null },
      ];
      const same = async () => {
        for (const filter of lookups) {
          const fromIndex = await store.collection(indexed).find(filter, { sort: { _id: 1 } });
          expect(fromIndex, JSON.stringify(filter)).toEqual(await store.collection(plain).find(filter, { sort: { _id: 1 } }));
          expect(await store.collection(indexed).count(filter)).toBe(fromIndex.length);
        }
      };
      await same();
      for (const c of [indexed, plain]) {
        await apply(unique('proj'), 100n, async (w) => {
          await w.updateOne(c, { _id: 'a' }, { $set: { owner: 'u2', 'meta.kind': 'k2' }, $pull: { tags: 'y' } });
          await w.deleteMany(c, { _id: 'c' });
        });
      }
      await same();
      expect((await store.collection(indexed).find({ owner: 'u2' }, { sort: { _id: 1 } })).map((d) => d._id)).toEqual(['a', 'b']);
    });

    it('saves the checkpoint with the batch', async () => {
      const p = unique('proj');
      expect(await store.checkpoint(p)).toBeUndefined();
      await apply(p, 7n, (w) => w.updateOne(unique('c'), { _id: 'a' }, { $set: { n: 1 } }, { upsert: true }));
      expect(await store.checkpoint(p)).toBe(7n);
      await store.applyBatch({ [p]: 9n }, async () => undefined);
      expect(await store.checkpoint(p)).toBe(9n);
      // Positions beyond 2^53 survive (EventStoreDB positions are byte offsets in its log).
      const big = (1n << 60n) + 3n;
      await store.applyBatch({ [p]: big }, async () => undefined);
      expect(await store.checkpoint(p)).toBe(big);
    });

    it('a batch that throws is applied once when run again', async () => {
      const c = unique('fail');
      const p = unique('proj');
      await runBatch(p, [{ position: 1n, write: (w) => w.updateOne(c, { _id: 'a' }, { $set: { n: 0 } }, { upsert: true }) }]);
      const batch = (fail: boolean) => [
        { position: 2n, write: (w: ProjectionWriter) => w.updateOne(c, { _id: 'a' }, { $inc: { n: 1 } }) },
        {
          position: 3n,
          write: async (w: ProjectionWriter) => {
            await w.updateOne(c, { _id: 'b' }, { $inc: { n: 1 }, $push: { seen: 3 } }, { upsert: true });
            if (fail) throw new Error('projection bug');
          },
        },
      ];
      await expect(runBatch(p, batch(true))).rejects.toThrow('projection bug');
      expect(await store.checkpoint(p)).toBe(1n);
      if (harness.atomicBatches) {
        expect(await store.collection(c).find({}, { sort: { _id: 1 } })).toEqual([{ _id: 'a', n: 0 }]);
      }
      await runBatch(p, batch(false));
      expect(await store.checkpoint(p)).toBe(3n);
      expect(await store.collection(c).find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'a', n: 1 },
        { _id: 'b', n: 1, seen: [3] },
      ]);
    });

    it('replaying a batch twice gives the same read model', async () => {
      const c = unique('replay');
      const p = unique('proj');
      const events = [
        { position: 4n, write: (w: ProjectionWriter) => w.updateOne(c, { _id: 'a' }, { $inc: { n: 1 } }, { upsert: true }) },
        { position: 6n, write: (w: ProjectionWriter) => w.updateMany(c, {}, { $push: { log: 6 } }) },
      ];
      await runBatch(p, events);
      const once = await store.collection(c).find({});
      await runBatch(p, events);
      expect(await store.collection(c).find({})).toEqual(once);
      expect(once).toEqual([{ _id: 'a', n: 1, log: [6] }]);
      expect(await store.checkpoint(p)).toBe(6n);
    });

    // Only a store that writes as it goes guards each write by position (MongoDB); an atomic one's guard is the
    // batch's checkpoint (the case above). Not defined, rather than skipped, for the others.
    if (!harness.atomicBatches) it('guards every write: re-applying applied positions changes nothing', async () => {
      const c = unique('guard');
      const p = unique('proj');
      const batch: Write = async (w) => {
        await w.updateOne(c, { _id: 'a' }, { $inc: { n: 1 }, $setOnInsert: { kind: 'x' } }, { upsert: true });
        await w.updateMany(c, { kind: 'x' }, { $push: { log: 1 } });
      };
      await apply(p, 8n, batch);
      await apply(p, 8n, batch);
      await apply(p, 9n, (w) => w.deleteMany(c, {}));
      await apply(p, 10n, (w) => w.updateOne(c, { _id: 'a' }, { $set: { n: 5 } }, { upsert: true }));
      // An older delete replayed must not remove what a later event wrote.
      await apply(p, 9n, (w) => w.deleteMany(c, {}));
      expect(await store.collection(c).find({})).toEqual([{ _id: 'a', n: 5 }]);
    });

    it('a document a query found absent, then written by a deferred batch, is found after the flush', async () => {
      const c = unique('absent');
      const p = unique('proj');
      expect(await store.collection(c).findOne({ _id: 'x' })).toBeNull();
      await runBatch(p, [{ position: 1n, write: (w) => w.updateOne(c, { _id: 'x' }, { $set: { n: 1 } }, { upsert: true }) }], { defer: true });
      await store.flush();
      expect(await store.collection(c).findOne({ _id: 'x' })).toEqual({ _id: 'x', n: 1 });
    });

    it('deferred batches (a rebuild) are read back at once, by id and by index, and flush persists them', async () => {
      const c = unique('defer');
      const p = unique('proj');
      await store.ensureIndexes([{ collection: c, fields: ['owner'] }]);
      const defer = { defer: true };
      await runBatch(p, [{ position: 1n, write: (w) => w.updateOne(c, { _id: 'a' }, { $set: { owner: 'u1', n: 1 } }, { upsert: true }) }], defer);
      await runBatch(
        p,
        [
          { position: 2n, write: (w) => w.updateOne(c, { _id: 'b' }, { $set: { owner: 'u1', n: 1 } }, { upsert: true }) },
          { position: 3n, write: (w) => w.updateOne(c, { _id: 'a' }, { $set: { owner: 'u2' }, $inc: { n: 1 } }) },
        ],
        defer,
      );
      const seen = await store.collection(c).findOne({ _id: 'a' });
      expect(seen).toEqual({ _id: 'a', owner: 'u2', n: 2 });
      expect(await store.collection(c).find({ owner: 'u1' })).toEqual([{ _id: 'b', owner: 'u1', n: 1 }]);
      expect(await store.collection(c).count({ owner: 'u2' })).toBe(1);
      expect(await store.checkpoint(p)).toBe(3n);
      await runBatch(p, [{ position: 4n, write: (w) => w.updateOne(c, { _id: 'a' }, { $inc: { n: 10 } }) }], defer);
      // What a query returned is a snapshot, also while the document is only in memory.
      expect(seen).toEqual({ _id: 'a', owner: 'u2', n: 2 });
      await store.flush();
      const reopened = await reopenedForTheTest();
      expect(await reopened.collection(c).find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'a', owner: 'u2', n: 12 },
        { _id: 'b', owner: 'u1', n: 1 },
      ]);
      expect(await reopened.collection(c).find({ owner: 'u2' })).toEqual([{ _id: 'a', owner: 'u2', n: 12 }]);
      expect(await reopened.checkpoint(p)).toBe(4n);
    });

    it('deferred documents are found by index before and after they move between values, in and out of a batch', async () => {
      const c = unique('defermove');
      const p = unique('proj');
      await store.ensureIndexes([{ collection: c, fields: ['owner', 'tags'] }]);
      const defer = { defer: true };
      const owners = async (owner: string) => (await store.collection(c).find({ owner })).map((d) => d._id).sort();
      await runBatch(p, [{ position: 1n, write: (w) => w.updateOne(c, { _id: 'a' }, { $set: { owner: 'u1', tags: ['x'] } }, { upsert: true }) }], defer);
      expect(await owners('u1')).toEqual(['a']);
      await runBatch(
        p,
        [
          { position: 2n, write: (w) => w.updateOne(c, { _id: 'a' }, { $set: { owner: 'u2' } }) },
          { position: 3n, write: (w) => w.updateOne(c, { _id: 'b' }, { $set: { owner: 'u1', tags: ['x', 'y'] } }, { upsert: true }) },
        ],
        defer,
      );
      expect(await owners('u1')).toEqual(['b']);
      expect(await owners('u2')).toEqual(['a']);
      // Inside a batch, after an in-place change: the writer sees its own move, by the index it had not used yet.
      let inBatch: string[] = [];
      await runBatch(
        p,
        [
          { position: 4n, write: (w) => w.updateOne(c, { _id: 'b' }, { $set: { tags: ['z'] } }) },
          { position: 5n, write: async (w) => void (inBatch = (await w.find(c, { tags: 'x' })).map((d) => d._id).sort()) },
        ],
        defer,
      );
      expect(inBatch).toEqual(['a']);
      expect((await store.collection(c).find({ tags: 'z' })).map((d) => d._id)).toEqual(['b']);
      await store.flush();
      expect(await owners('u1')).toEqual(['b']);
      expect(await owners('u2')).toEqual(['a']);
      expect((await store.collection(c).find({ tags: 'x' })).map((d) => d._id)).toEqual(['a']);
    });

    it('stored documents changed by deferred batches keep their index entries right when flushed again', async () => {
      const c = unique('deferagain');
      const p = unique('proj');
      await store.ensureIndexes([{ collection: c, fields: ['owner', 'tags'] }]);
      const defer = { defer: true };
      const ids = async (filter: Record<string, unknown>) => (await store.collection(c).find(filter)).map((d) => d._id).sort();
      const set = (position: bigint, id: string, fields: Record<string, unknown>) => ({
        position,
        write: (w: Parameters<Write>[0]) => w.updateOne(c, { _id: id }, { $set: fields }, { upsert: true }),
      });
      await runBatch(p, [set(1n, 'a', { owner: 'u1', tags: ['x', 'y'] }), set(2n, 'b', { owner: 'u1', tags: ['y'] }), set(3n, 'c', { owner: 'u3' })], defer);
      await store.flush();
      // Now stored: 'a' moves owner and drops one tag for another, 'b' keeps its keys, 'c' is deleted, 'd' is new.
      await runBatch(
        p,
        [
          set(4n, 'a', { owner: 'u2', tags: ['y', 'z'] }),
          set(5n, 'b', { n: 1 }),
          { position: 6n, write: (w) => w.deleteMany(c, { _id: 'c' }) },
          set(7n, 'd', { owner: 'u1', tags: ['x'] }),
        ],
        defer,
      );
      await store.flush();
      expect(await ids({ owner: 'u1' })).toEqual(['b', 'd']);
      expect(await ids({ owner: 'u2' })).toEqual(['a']);
      expect(await ids({ owner: 'u3' })).toEqual([]);
      expect(await ids({ tags: 'x' })).toEqual(['d']);
      expect(await ids({ tags: 'y' })).toEqual(['a', 'b']);
      expect(await ids({ tags: 'z' })).toEqual(['a']);
      expect(await store.collection(c).count({ owner: 'u1' })).toBe(2);
      expect((await store.collection(c).findOne({ _id: 'b' }))?.n).toBe(1);
    });

    it('after a deferred batch throws, the checkpoint matches the documents, so a replay from it is exact', async () => {
      const c = unique('deferfail');
      const p = unique('proj');
      const defer = { defer: true };
      const events = (failAt?: bigint) =>
        [1n, 2n, 3n, 4n].map((position) => ({
          position,
          write: async (w: ProjectionWriter) => {
            await w.updateOne(c, { _id: 'a' }, { $inc: { n: 1 }, $push: { seen: Number(position) } }, { upsert: true });
            if (position === failAt) throw new Error('projection bug');
          },
        }));
      await runBatch(p, events().slice(0, 2), defer);
      await expect(runBatch(p, events(4n).slice(2), defer)).rejects.toThrow('projection bug');
      const checkpoint = await store.checkpoint(p);
      const doc = await store.collection(c).findOne({ _id: 'a' });
      // Embedded: the documents are exactly those of the events up to the checkpoint (MongoDB may keep
      // guarded writes of the failed batch, which the replay skips).
      const applied = checkpoint === undefined ? 0 : Number(checkpoint);
      if (harness.atomicBatches) {
        expect(doc ?? { _id: 'a', n: 0, seen: [] }).toEqual({ _id: 'a', n: applied, seen: [1, 2, 3, 4].slice(0, applied) });
      }
      await runBatch(p, events(), defer);
      await store.flush();
      expect(await store.collection(c).findOne({ _id: 'a' })).toEqual({ _id: 'a', n: 4, seen: [1, 2, 3, 4] });
      expect(await store.checkpoint(p)).toBe(4n);
    });

    it('keeps documents and checkpoints across a reopen', async () => {
      const c = unique('persist');
      const p = unique('proj');
      await apply(p, 12n, (w) => w.updateOne(c, { _id: 'a' }, { $set: { n: 1, nested: { ok: true } } }, { upsert: true }));
      const reopened = await reopenedForTheTest();
      expect(await reopened.collection(c).findOne({ _id: 'a' })).toEqual({ _id: 'a', n: 1, nested: { ok: true } });
      expect(await reopened.checkpoint(p)).toBe(12n);
    });

    it('reset drops the projection documents and checkpoint, and nothing else', async () => {
      const mine = unique('mine');
      const other = unique('other');
      const p = unique('proj');
      const q = unique('proj');
      await apply(p, 3n, (w) => w.updateOne(mine, { _id: 'a' }, { $set: { n: 1 } }, { upsert: true }));
      await apply(q, 3n, (w) => w.updateOne(other, { _id: 'b' }, { $set: { n: 1 } }, { upsert: true }));
      await store.reset(p, [mine]);
      expect(await store.checkpoint(p)).toBeUndefined();
      expect(await store.collection(mine).count({})).toBe(0);
      expect(await store.checkpoint(q)).toBe(3n);
      expect(await store.collection(other).findOne({ _id: 'b' })).toEqual({ _id: 'b', n: 1 });
      // A rebuild then starts from an empty read model.
      await apply(p, 1n, (w) => w.updateOne(mine, { _id: 'a' }, { $inc: { n: 1 } }, { upsert: true }));
      expect(await store.collection(mine).findOne({ _id: 'a' })).toEqual({ _id: 'a', n: 1 });
    });

    it('documents returned by queries are not changed by later updates', async () => {
      const c = unique('snap');
      await seed(c, [{ _id: 'a', n: 1, tags: ['x'], meta: { v: 1 } }]);
      const byId = await store.collection(c).findOne({ _id: 'a' });
      const listed = await store.collection(c).find({});
      await apply(unique('proj'), 50n, (w) =>
        w.updateOne(c, { _id: 'a' }, { $inc: { n: 1 }, $push: { tags: 'y' }, $set: { 'meta.v': 2 } }),
      );
      expect(byId).toEqual({ _id: 'a', n: 1, tags: ['x'], meta: { v: 1 } });
      expect(listed).toEqual([{ _id: 'a', n: 1, tags: ['x'], meta: { v: 1 } }]);
      expect(await store.collection(c).findOne({ _id: 'a' })).toEqual({ _id: 'a', n: 2, tags: ['x', 'y'], meta: { v: 2 } });
    });

    readStorePagesContract(() => store, unique);
  });
}
