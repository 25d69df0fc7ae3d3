import { createHash, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EventStore, NewEvent } from '../../services/platform/event-store/event-store.port';
import { ProjectionRunner } from '../../services/platform/projections/projection.runner';
import { EmbeddedReadStore } from '../../services/platform/read-store/embedded-read-store.adapter';
import { ReadStore } from '../../services/platform/read-store/read-store.port';
import { leafHash } from '../../services/transparency/domain/merkle.proofs';
import { LeafPageDoc, MerkleTreeProjection, TLOG_LEAF_PAGES, TLOG_NODE_PAGES, TLOG_TREE, TREE_HEAD_ID, TreeHeadDoc, frontierOf } from '../../services/transparency/projections/merkle-tree.projection';
import { frontierRoot } from '../../services/transparency/domain/merkle.proofs';
import { embeddedStoresPerTest } from '../support/embedded-stores';
import { mth } from '../support/merkle-reference';

const event = (i: number): NewEvent => ({
  id: randomUUID(),
  type: 'StockItemRegistered',
  data: { n: i },
  metadata: { correlationId: '', causationId: '', userId: '', time: new Date(0).toISOString(), prevHash: '', hash: createHash('sha256').update(`e${i}`).digest('hex') },
});

/** Pages of 4 nodes: 60 events span many pages, so every batch of 7 ends inside some page. */
const PAGE = 4;

async function project(store: EventStore, readStore: ReadStore, projection = new MerkleTreeProjection(PAGE)): Promise<void> {
  const runner = new ProjectionRunner(store, readStore, [projection], { batchSize: 7 });
  const head = await store.headPosition();
  const done = new Promise<void>((resolve) => runner.on('projected', () => runner.position !== undefined && runner.position >= head && resolve()));
  await runner.start();
  await done;
  await runner.stop();
}

describe('Merkle tree projection on the embedded stores', () => {
  const stores = embeddedStoresPerTest('merkle-proj-');

  it('builds the RFC 9162 tree of the whole log in log order, batch after batch, and the same tree on replay', async () => {
    const { dir, events: store, readStore } = stores();
    for (let i = 0; i < 45; i += 1) await store.append(`stockitem-S${i % 4}`, 'any', [event(i)]);
    await project(store, readStore);
    const all = await store.readAll(undefined, 1_000);
    const leaves = all.map((e) => leafHash(Buffer.from(e.metadata.hash, 'hex')));
    const head = await readStore.collection<TreeHeadDoc>(TLOG_TREE).findOne({ _id: TREE_HEAD_ID });
    expect(head?.size).toBe(45);
    expect(frontierRoot(frontierOf(head)).equals(mth(leaves))).toBe(true);
    // Leaf 17 is the 2nd entry of page 4, found by its event hash.
    const page = await readStore.collection<LeafPageDoc>(TLOG_LEAF_PAGES).findOne({ k: all[17].metadata.hash });
    expect(page?._id).toBe(String(Math.floor(17 / PAGE)));
    expect(page?.k.indexOf(all[17].metadata.hash)).toBe(17 % PAGE);
    expect(page?.k).toEqual(all.slice(16, 20).map((e) => e.metadata.hash));

    // More events later, then a full replay into fresh read models: the same root.
    for (let i = 45; i < 60; i += 1) await store.append('stockitem-S9', 'any', [event(i)]);
    await project(store, readStore);
    const grown = await store.readAll(undefined, 1_000);
    const after = await readStore.collection<TreeHeadDoc>(TLOG_TREE).findOne({ _id: TREE_HEAD_ID });
    expect(frontierRoot(frontierOf(after)).equals(mth(grown.map((e) => leafHash(Buffer.from(e.metadata.hash, 'hex')))))).toBe(true);
    const fresh = new EmbeddedReadStore(join(dir.path, 'fresh.db'));
    await project(store, fresh);
    const replayed = await fresh.collection<TreeHeadDoc>(TLOG_TREE).findOne({ _id: TREE_HEAD_ID });
    expect(replayed).toEqual(after);
    // Every page too: the projection that resumed mid-page (45 leaves) wrote what one replay of 60 writes.
    for (const collection of [TLOG_LEAF_PAGES, TLOG_NODE_PAGES]) {
      const pages = await readStore.collection(collection).find({}, { sort: { _id: 1 } });
      expect(pages.length).toBeGreaterThan(10);
      expect(await fresh.collection(collection).find({}, { sort: { _id: 1 } })).toEqual(pages);
    }
    await Promise.all([readStore.close(), fresh.close(), store.close()]);
  });

  it('never adds an event twice: events the tree already holds are skipped (MongoDB writes land before their checkpoint)', async () => {
    const { events: store, readStore } = stores();
    for (let i = 0; i < 12; i += 1) await store.append('stockitem-A', 'any', [event(i)]);
    await project(store, readStore);
    const before = await readStore.collection<TreeHeadDoc>(TLOG_TREE).findOne({ _id: TREE_HEAD_ID });
    // A new process (no cached edge) is handed the last events again, as after a crash between writes and checkpoint.
    const again = new MerkleTreeProjection(PAGE);
    const tail = (await store.readAll(undefined, 100)).slice(-5);
    await readStore.applyBatch({}, async (w) => {
      for (const e of tail) {
        w.at(e.position);
        await again.everyEvent(e, w);
      }
      await again.endBatch(w);
    });
    expect(await readStore.collection<TreeHeadDoc>(TLOG_TREE).findOne({ _id: TREE_HEAD_ID })).toEqual(before);
    await Promise.all([readStore.close(), store.close()]);
  });
});
