import { describe, expect, it } from 'vitest';
import { ReadModelChanges, Reads, ReadsRecorder } from '../../services/platform/projections/read-model-changes.tracker';
import { ProjectionWriter, ReadStore } from '../../services/platform/read-store/read-store.port';
import { embeddedStoresPerTest } from '../support/embedded-stores';

/** Reads `ids` (by id) and, with `owner`, the items of that owner (by a field) through a recording store. */
async function answer(changes: ReadModelChanges, store: ReadStore, ids: string[], owner?: string) {
  const since = changes.now;
  const recorder = new ReadsRecorder();
  const reading = changes.reading(store, recorder);
  const found = await Promise.all(ids.map((id) => reading.collection('items').findOne({ _id: id })));
  const owned = owner ? await reading.collection('items').find({ owner }) : [];
  return { since, reads: recorder.done(), found, owned };
}

/** One projector batch through `store`. */
const batch = (store: ReadStore, write: (w: ProjectionWriter) => Promise<void>) => store.applyBatch({ test: 1n }, write, { defer: true });
const upsert = (w: ProjectionWriter, id: string, fields: Record<string, unknown>) => w.updateOne('items', { _id: id }, { $set: fields }, { upsert: true });

describe('read-model changes: what an answer read, and whether a later batch wrote it', () => {
  const stores = embeddedStoresPerTest('changes-');
  /** A fresh read store, the changes of its projector (at most `remembered` documents) and the projector's store. */
  const withStores = async (remembered: number | undefined, test: (readStore: ReadStore, changes: ReadModelChanges, projector: ReadStore) => Promise<void>) => {
    const { readStore, events } = stores();
    const changes = new ReadModelChanges(remembered);
    try {
      await test(readStore, changes, changes.watch(readStore));
    } finally {
      await readStore.close();
      await events.close();
    }
  };

  it('the projector writes through it as the store does: atomically when the store’s batches are', () =>
    withStores(undefined, async (readStore, _changes, projector) => {
      const seen: (boolean | undefined)[] = [];
      await batch(readStore, async (w) => void seen.push(w.atomic));
      await batch(projector, async (w) => void seen.push(w.atomic));
      expect(seen).toEqual([true, true]);
    }));

  it('an answer by id stays unchanged while other documents are written, and changes once one it read is', () =>
    withStores(undefined, async (readStore, changes, projector) => {
      await batch(projector, async (w) => {
        await upsert(w, 'a', { owner: 'u1' });
        await upsert(w, 'b', { owner: 'u1' });
      });
      const kept = await answer(changes, readStore, ['a', 'missing']);
      expect(kept.found.map((d) => d?._id ?? null)).toEqual(['a', null]);
      await batch(projector, (w) => upsert(w, 'b', { owner: 'u2' }));
      await batch(projector, (w) => w.updateOne('other', { _id: 'a' }, { $set: { x: 1 } }, { upsert: true }));
      expect(changes.unchangedSince(kept.reads, kept.since)).toBe(true);
      // A document that did not exist when it was read counts as read: its creation changes the answer.
      await batch(projector, (w) => upsert(w, 'missing', { owner: 'u3' }));
      expect(changes.unchangedSince(kept.reads, kept.since)).toBe(false);
      const again = await answer(changes, readStore, ['a']);
      expect(changes.unchangedSince(again.reads, again.since)).toBe(true);
      await batch(projector, (w) => w.deleteMany('items', { _id: 'a' }));
      expect(changes.unchangedSince(again.reads, again.since)).toBe(false);
    }));

  it('a write by another filter changes every answer that read its collection; a query by a field changes with any write there', () =>
    withStores(undefined, async (readStore, changes, projector) => {
      await batch(projector, async (w) => {
        for (const id of ['a', 'b', 'c']) await upsert(w, id, { owner: id === 'c' ? 'u2' : 'u1' });
      });
      const byId = await answer(changes, readStore, ['a']);
      const byOwner = await answer(changes, readStore, [], 'u1');
      expect(byOwner.owned.map((d) => d._id).sort()).toEqual(['a', 'b']);
      // Document c is not one the query returned, but writing it may add it to the query's answer.
      await batch(projector, (w) => upsert(w, 'c', { owner: 'u1' }));
      expect(changes.unchangedSince(byOwner.reads, byOwner.since)).toBe(false);
      expect(changes.unchangedSince(byId.reads, byId.since)).toBe(true);
      await batch(projector, (w) => w.updateMany('items', { owner: 'nobody' }, { $set: { flag: true } }));
      expect(changes.unchangedSince(byId.reads, byId.since)).toBe(false);
    }));

  it('an answer computed while a batch is being applied is changed by that batch, even by a batch that fails', () =>
    withStores(undefined, async (readStore, changes, projector) => {
      await batch(projector, (w) => upsert(w, 'a', { v: 1 }));
      let during: Awaited<ReturnType<typeof answer>> | undefined;
      await batch(projector, async (w) => {
        await upsert(w, 'a', { v: 2 });
        // A lookup between two turns of a batch: whatever it read, the batch ends after the answer began.
        during = await answer(changes, readStore, ['a']);
      });
      expect(changes.unchangedSince(during!.reads, during!.since)).toBe(false);
      const before = await answer(changes, readStore, ['a']);
      const failing = batch(projector, async (w) => {
        await upsert(w, 'a', { v: 3 });
        throw new Error('projection failed');
      });
      await expect(failing).rejects.toThrow('projection failed');
      expect(changes.unchangedSince(before.reads, before.since)).toBe(false);
    }));

  it('remembers a bounded number of written documents: past it, every earlier answer counts as changed', () =>
    withStores(3, async (readStore, changes, projector) => {
      const early = await answer(changes, readStore, ['z']);
      await batch(projector, async (w) => {
        for (const id of ['a', 'b', 'c', 'd']) await upsert(w, id, { v: 1 });
      });
      expect(changes.unchangedSince(early.reads, early.since)).toBe(false);
      const late = await answer(changes, readStore, ['z']);
      await batch(projector, (w) => upsert(w, 'a', { v: 2 }));
      expect(changes.unchangedSince(late.reads, late.since)).toBe(true);
    }));
  it('notes every write of a batch across collections, by id lists and twice to one document, and a reset of a collection', () =>
    withStores(4, async (readStore, changes, projector) => {
      const early = await answer(changes, readStore, ['z']);
      await batch(projector, async (w) => {
        await upsert(w, 'a', { v: 1 });
        await w.updateOne('other', { _id: 'x' }, { $set: { v: 1 } }, { upsert: true });
        await upsert(w, 'a', { v: 2 });
        await upsert(w, 'b', { v: 1 });
        await w.updateMany('items', { _id: { $in: ['b', 'c'] } }, { $set: { w: 1 } });
      });
      // Four documents (a, b, c and other/x) are within the bound of 4: a written twice counts once.
      expect(changes.unchangedSince(early.reads, early.since)).toBe(true);
      const byIds = await answer(changes, readStore, ['a', 'c']);
      const onlyB = await answer(changes, readStore, ['b']);
      await batch(projector, (w) => w.updateMany('items', { _id: { $in: ['c', 'a'] } }, { $set: { w: 2 } }));
      expect(changes.unchangedSince(byIds.reads, byIds.since)).toBe(false);
      expect(changes.unchangedSince(onlyB.reads, onlyB.since)).toBe(true);
      await projector.reset('test', ['items']);
      expect(changes.unchangedSince(onlyB.reads, onlyB.since)).toBe(false);
    }));
  it('a collection no answer read before: its writes count from the first read on, including a batch under way then', () =>
    withStores(undefined, async (readStore, changes, projector) => {
      const put = (w: ProjectionWriter, id: string, v: number) => w.updateOne('logs', { _id: id }, { $set: { v } }, { upsert: true });
      const readLog = async (id: string) => {
        const since = changes.now;
        const recorder = new ReadsRecorder();
        const doc = await changes.reading(readStore, recorder).collection('logs').findOne({ _id: id });
        return { since, reads: recorder.done(), v: doc?.v };
      };
      await batch(projector, (w) => put(w, 'a', 1));
      const first = await readLog('a');
      expect(first.v).toBe(1);
      expect(changes.unchangedSince(first.reads, first.since)).toBe(true);
      await batch(projector, (w) => put(w, 'b', 1));
      expect(changes.unchangedSince(first.reads, first.since)).toBe(true);
      await batch(projector, (w) => put(w, 'a', 2));
      expect(changes.unchangedSince(first.reads, first.since)).toBe(false);
      // First read of another collection while a batch that writes it is being applied.
      let during: { since: number; reads: Reads; v: unknown } | undefined;
      await batch(projector, async (w) => {
        await w.updateOne('events', { _id: 'e' }, { $set: { v: 1 } }, { upsert: true });
        const since = changes.now;
        const recorder = new ReadsRecorder();
        const doc = await changes.reading(readStore, recorder).collection('events').findOne({ _id: 'e' });
        during = { since, reads: recorder.done(), v: doc?.v };
      });
      expect(during!.v).toBeUndefined();
      expect(changes.unchangedSince(during!.reads, during!.since)).toBe(false);
    }));
});
