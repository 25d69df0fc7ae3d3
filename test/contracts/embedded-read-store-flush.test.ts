import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { EmbeddedReadStore } from '../../services/platform/read-store/embedded-read-store.adapter';
import { ProjectionWriter } from '../../services/platform/read-store/read-store.port';
import { tempDir } from '../support/temp-dir';

/**
 * The embedded store commits a flush on a worker thread while the server goes on: the flushed documents stay
 * readable (read-your-writes) until the commit, batches applied meanwhile win over them, and what reaches the
 * file is always one whole flush with its checkpoints.
 */
describe('embedded read store: a flush committed on a worker thread', () => {
  const P = 'test.flush';
  const C = 'things';

  /** A store in a fresh temp dir, closed (a second close is a no-op) and removed once the test has finished. */
  const open = () => {
    const dir = tempDir('flush-');
    const file = join(dir.path, 'readmodels.db');
    const store = new EmbeddedReadStore(file);
    onTestFinished(async () => {
      await store.close();
      dir.cleanup();
    });
    return { file, store };
  };
  const batch = (store: EmbeddedReadStore, position: bigint, write: (w: ProjectionWriter) => Promise<void>) =>
    store.applyBatch({ [P]: position }, write, { defer: true });
  /** What a restarted process would read: another connection to the same file. */
  const onDisk = async (file: string) => {
    const other = new EmbeddedReadStore(file);
    try {
      const docs = await other.collection(C).find({}, { sort: { _id: 1 } });
      const byOwner = async (owner: string) => (await other.collection(C).find({ owner })).map((d) => d._id).sort();
      return { checkpoint: await other.checkpoint(P), docs, u1: await byOwner('u1'), u2: await byOwner('u2') };
    } finally {
      await other.close();
    }
  };

  it('keeps flushed documents readable until the commit, and later batches win over them by id, index and count', async () => {
    const { file, store } = open();
    await store.ensureIndexes([{ collection: C, fields: ['owner'] }]);
    await batch(store, 1n, async (w) => {
      await w.updateOne(C, { _id: 'a' }, { $set: { owner: 'u1', n: 1 } }, { upsert: true });
      await w.updateOne(C, { _id: 'b' }, { $set: { owner: 'u1', n: 1 } }, { upsert: true });
    });
    const first = store.flush();
    // While the worker commits: the flushed versions by id and by index, and a batch that changes them.
    expect(await store.collection(C).findOne({ _id: 'a' })).toEqual({ _id: 'a', owner: 'u1', n: 1 });
    expect(await store.collection(C).count({ owner: 'u1' })).toBe(2);
    await batch(store, 2n, async (w) => {
      await w.updateOne(C, { _id: 'a' }, { $set: { owner: 'u2' }, $inc: { n: 1 } });
      await w.updateOne(C, { _id: 'c' }, { $set: { owner: 'u2', n: 1 } }, { upsert: true });
    });
    expect(await store.collection(C).findOne({ _id: 'a' })).toEqual({ _id: 'a', owner: 'u2', n: 2 });
    await first;
    // After the commit: still the newer versions (not the flushed ones), by id, index and count.
    expect(await store.collection(C).findOne({ _id: 'a' })).toEqual({ _id: 'a', owner: 'u2', n: 2 });
    expect((await store.collection(C).find({ owner: 'u1' })).map((d) => d._id)).toEqual(['b']);
    expect((await store.collection(C).find({ owner: 'u2' })).map((d) => d._id).sort()).toEqual(['a', 'c']);
    expect(await store.collection(C).count({ owner: 'u2' })).toBe(2);
    expect(await store.checkpoint(P)).toBe(2n);
    // The file holds exactly the first flush, with its checkpoint.
    expect(await onDisk(file)).toEqual({
      checkpoint: 1n,
      docs: [
        { _id: 'a', owner: 'u1', n: 1 },
        { _id: 'b', owner: 'u1', n: 1 },
      ],
      u1: ['a', 'b'],
      u2: [],
    });
    // The next flush writes the newer version over the flushed one: the old index entry of `a` goes.
    await store.flush();
    expect(await onDisk(file)).toEqual({
      checkpoint: 2n,
      docs: [
        { _id: 'a', owner: 'u2', n: 2 },
        { _id: 'b', owner: 'u1', n: 1 },
        { _id: 'c', owner: 'u2', n: 1 },
      ],
      u1: ['b'],
      u2: ['a', 'c'],
    });
  });

  it('a page entry follows a document changed while its flush is in flight (the flushed version is not changed in place)', async () => {
    const { file, store } = open();
    const page = { equal: ['owner'], sort: { n: -1 as const, _id: -1 as const } };
    await store.ensureIndexes([{ collection: C, fields: ['owner'], pages: [page] }]);
    await batch(store, 1n, async (w) => {
      for (const [id, n] of [['a', 1], ['b', 2], ['c', 3]] as const) await w.updateOne(C, { _id: id }, { $set: { owner: 'u1', n } }, { upsert: true });
    });
    const first = store.flush();
    // The newest of the three now, written while the worker commits the version that sorts last.
    await batch(store, 2n, (w) => w.updateOne(C, { _id: 'a' }, { $set: { n: 9 } }));
    await first;
    await store.flush();
    const newestFirst = async (reader: EmbeddedReadStore) => (await reader.collection(C).find({ owner: 'u1' }, { sort: page.sort })).map((d) => d._id);
    expect(await newestFirst(store)).toEqual(['a', 'c', 'b']);
    await store.close();
    const reopened = new EmbeddedReadStore(file);
    try {
      expect(await newestFirst(reopened)).toEqual(['a', 'c', 'b']);
      expect(await reopened.collection(C).find({ owner: 'u1' }, { sort: page.sort, limit: 1 })).toEqual([{ _id: 'a', owner: 'u1', n: 9 }]);
    } finally {
      await reopened.close();
    }
  });

  it('a document deleted while its flush is in flight stays deleted, in memory and on disk', async () => {
    const { file, store } = open();
    await store.ensureIndexes([{ collection: C, fields: ['owner'] }]);
    await batch(store, 1n, (w) => w.updateOne(C, { _id: 'a' }, { $set: { owner: 'u1' } }, { upsert: true }));
    const first = store.flush();
    await batch(store, 2n, (w) => w.deleteMany(C, { _id: 'a' }));
    await first;
    expect(await store.collection(C).findOne({ _id: 'a' })).toBeNull();
    expect(await store.collection(C).count({ owner: 'u1' })).toBe(0);
    await store.flush();
    expect(await onDisk(file)).toEqual({ checkpoint: 2n, docs: [], u1: [], u2: [] });
  });

  it('a flush waits for the one in flight, and closing waits for both: nothing applied is lost', async () => {
    const { file, store } = open();
    for (let i = 1; i <= 20; i += 1) {
      await batch(store, BigInt(i), (w) => w.updateOne(C, { _id: 'tally' }, { $inc: { n: 1 } }, { upsert: true }));
      // Flushes started back to back, not awaited, as the projector starts them.
      void store.flush();
    }
    await store.flush();
    expect(await onDisk(file)).toMatchObject({ checkpoint: 20n, docs: [{ _id: 'tally', n: 20 }] });
  });

  it('a closed store writes nothing more (a crash before the flush loses only what the log replays)', async () => {
    const { file, store } = open();
    await batch(store, 1n, (w) => w.updateOne(C, { _id: 'a' }, { $set: { n: 1 } }, { upsert: true }));
    await store.close();
    await expect(store.flush()).rejects.toThrow();
    expect(await onDisk(file)).toMatchObject({ checkpoint: undefined, docs: [] });
  });
});
