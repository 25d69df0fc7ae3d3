import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { EmbeddedReadStore, LARGE_DOC_BYTES } from '../../services/platform/read-store/embedded-read-store.adapter';
import { Doc } from '../../services/platform/read-store/read-store.port';
import { tempDir } from '../support/temp-dir';

/**
 * The embedded store's document cache is bounded by the bytes it holds, with large documents (the
 * transparency tree's pages, report activity pages) in a budget of their own: random inclusion proofs over a
 * 1M-event tree read 31,000 pages of 3-4 KB, which a cache bounded by count (120,000 documents) kept whole.
 */
describe('embedded read store: document cache', () => {
  const dir = tempDir('rs-cache-');
  let store: EmbeddedReadStore | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });
  afterAll(() => dir.cleanup());

  const open = (name: string, budget: { small: number; large: number }) =>
    (store = new EmbeddedReadStore(join(dir.path, `${name}.db`), { cacheBytes: budget }));
  const page = (i: number) => ({ _id: `p${i}`, h: `${i}:`.padEnd(LARGE_DOC_BYTES * 2, 'A') });
  const small = (i: number) => ({ _id: `s${i}`, name: `item ${i}` });
  const write = async (s: EmbeddedReadStore, collection: string, docs: Doc[]) =>
    s.applyBatch({ seed: 1n }, async (writer) => {
      writer.at(1n);
      for (const { _id, ...fields } of docs) await writer.updateOne(collection, { _id }, { $set: fields }, { upsert: true });
    });

  it('holds documents written and read within its byte budgets, however many there are', async () => {
    const s = open('bound', { small: 64 * 1024, large: 64 * 1024 });
    const pages = Array.from({ length: 300 }, (_, i) => page(i));
    const items = Array.from({ length: 3_000 }, (_, i) => small(i));
    await write(s, 'pages', pages);
    await write(s, 'items', items);
    const within = () => {
      expect(s.cachedBytes.large).toBeLessThanOrEqual(64 * 1024);
      expect(s.cachedBytes.small).toBeLessThanOrEqual(64 * 1024);
    };
    within();
    for (const p of pages) expect(await s.collection('pages').findOne({ _id: p._id })).toEqual(p);
    for (const item of items) expect(await s.collection('items').findOne({ _id: item._id })).toEqual(item);
    within();
    // What was evicted is read again from SQLite, unchanged.
    expect(await s.collection('pages').findOne({ _id: 'p0' })).toEqual(pages[0]);
    expect(await s.collection('items').findOne({ _id: 's0' })).toEqual(items[0]);
  });

  it('large documents read in numbers do not push the small ones out', async () => {
    const s = open('apart', { small: 1024 * 1024, large: 32 * 1024 });
    const items = Array.from({ length: 500 }, (_, i) => small(i));
    await write(s, 'items', items);
    await write(s, 'pages', Array.from({ length: 400 }, (_, i) => page(i)));
    for (const item of items) await s.collection('items').findOne({ _id: item._id });
    const held = s.cachedBytes.small;
    expect(held).toBeGreaterThan(500 * 20);
    for (let i = 0; i < 400; i += 1) await s.collection('pages').findOne({ _id: `p${i}` });
    expect(s.cachedBytes.small).toBe(held);
    expect(s.cachedBytes.large).toBeLessThanOrEqual(32 * 1024);
  });

  it('a document that grows past the large threshold is not served stale from the small part', async () => {
    const s = open('grow', { small: 1024 * 1024, large: 1024 * 1024 });
    await write(s, 'activity', [{ _id: 'a', entries: ['one'] }]);
    expect(await s.collection('activity').findOne({ _id: 'a' })).toEqual({ _id: 'a', entries: ['one'] });
    const grown = { _id: 'a', entries: ['one', 'x'.repeat(LARGE_DOC_BYTES)] };
    await write(s, 'activity', [grown]);
    expect(await s.collection('activity').findOne({ _id: 'a' })).toEqual(grown);
    const shrunk = { _id: 'a', entries: ['two'] };
    await write(s, 'activity', [shrunk]);
    expect(await s.collection('activity').findOne({ _id: 'a' })).toEqual(shrunk);
  });

  it('serves a document written after it was read, however often it was read (kept as JSON and in the parsed front part)', async () => {
    const s = open('changed', { small: 1024 * 1024, large: 1024 * 1024 });
    const items = s.collection('items');
    await write(s, 'items', [{ _id: 'a', name: 'one', tags: ['x'] }]);
    for (let i = 0; i < 3; i += 1) expect(await items.findOne({ _id: 'a' })).toEqual({ _id: 'a', name: 'one', tags: ['x'] });
    await write(s, 'items', [{ _id: 'a', name: 'two', tags: ['x', 'y'] }]);
    expect(await items.findOne({ _id: 'a' })).toEqual({ _id: 'a', name: 'two', tags: ['x', 'y'] });
    // Remembered as absent when read, then created: found.
    expect(await items.findOne({ _id: 'b' })).toBeNull();
    expect(await items.findOne({ _id: 'b' })).toBeNull();
    await write(s, 'items', [{ _id: 'b', name: 'new' }]);
    expect(await items.findOne({ _id: 'b' })).toEqual({ _id: 'b', name: 'new' });
    // A deferred batch (the live projector's way) and its flush: read back as written, also after the cache is full.
    await s.applyBatch({ seed: 2n }, async (writer) => {
      writer.at(2n);
      await writer.updateOne('items', { _id: 'a' }, { $set: { name: 'three' } }, { upsert: true });
    }, { defer: true });
    await s.flush();
    expect(await items.findOne({ _id: 'a' })).toEqual({ _id: 'a', name: 'three', tags: ['x', 'y'] });
    await write(s, 'items', Array.from({ length: 3_000 }, (_, i) => small(i)));
    for (let i = 0; i < 3_000; i += 1) await items.findOne({ _id: `s${i}` });
    expect(s.cachedBytes.small).toBeLessThanOrEqual(1024 * 1024);
    expect(await items.findOne({ _id: 'a' })).toEqual({ _id: 'a', name: 'three', tags: ['x', 'y'] });
  });
});

describe('embedded read store: a scratch file (a rebuild) on close', () => {
  const dir = tempDir('rs-scratch-');
  afterAll(() => dir.cleanup());

  it('is handed over in WAL mode, so the server opening it next does not switch (and sync) it itself', async () => {
    const file = join(dir.path, 'readmodels.db.rebuild');
    const scratch = new EmbeddedReadStore(file, { scratch: true });
    await scratch.applyBatch({ rebuild: 1n }, async (writer) => {
      writer.at(1n);
      await writer.updateOne('items', { _id: 'a' }, { $set: { name: 'A' } }, { upsert: true });
    });
    await scratch.close();
    const db = new Database(file, { readonly: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.prepare('SELECT COUNT(*) AS n FROM documents').get()).toEqual({ n: 1 });
    } finally {
      db.close();
    }
  });
});
