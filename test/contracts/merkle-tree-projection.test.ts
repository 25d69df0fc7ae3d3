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
import { loadConfig } from '../../services/config/config';
import { openCheckpointStore } from '../../services/transparency/checkpoints/checkpoint.store';
import { loadLogKey } from '../../services/transparency/checkpoints/log-key.provider';
import { HASH_BYTES } from '../../services/transparency/domain/hash-page.cache';
import { TransparencyLog } from '../../services/transparency/transparency.public';
import { verifyConsistency, verifyInclusion } from '../../web/src/lib/transparency/tlog-verify.js';
import { TEST_JWT_SECRET } from '../support/test-app';

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

  it('proves from raw pages kept outside the heap what it proves from the stored pages, while pages are evicted and reread', async () => {
    const { dir, events: store, readStore } = stores();
    for (let i = 0; i < 45; i += 1) await store.append(`stockitem-S${i % 3}`, 'any', [event(i)]);
    await project(store, readStore);
    const hashes = (await store.readAll(undefined, 1_000)).map((e) => e.metadata.hash);
    const leaves = hashes.map((h) => leafHash(Buffer.from(h, 'hex')));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir.path, PORT: '0', JWT_SECRET: TEST_JWT_SECRET });
    const checkpoints = await openCheckpointStore(config);
    const log = (cacheBytes: number) => new TransparencyLog(readStore, checkpoints, loadLogKey(config), cacheBytes);
    // No page kept; three pages of 4 kept (every proof evicts); the default budget (every complete page kept).
    const [none, tiny, all] = [log(0), log(3 * PAGE * HASH_BYTES), new TransparencyLog(readStore, checkpoints, loadLogKey(config))];
    for (const proofs of [tiny, all]) {
      // Twice: the first pass fills the cache from the stored pages, the second answers from it.
      for (let pass = 0; pass < 2; pass += 1) {
        const indexes = await proofs.leafIndexes([...hashes, 'ab'.repeat(32)]);
        expect(indexes.size).toBe(45);
        for (let m = 0; m < 45; m += 1) expect(indexes.get(hashes[m])).toBe(m);
        for (let n = 1; n <= 45; n += 1) {
          const root = mth(leaves.slice(0, n));
          expect(await proofs.rootAt(n)).toBe(root.toString('base64'));
          for (let m = 0; m < n; m += 1) {
            const path = await proofs.inclusionProof(m, n);
            expect(path).toEqual(await none.inclusionProof(m, n));
            const auditPath = path.map((h) => Buffer.from(h, 'base64'));
            expect(await verifyInclusion({ leafIndex: m, treeSize: n, leafHash: leaves[m], auditPath, root })).toBe(true);
          }
          const consistency = await proofs.consistencyProof(Math.ceil(n / 3), n);
          expect(consistency).toEqual(await none.consistencyProof(Math.ceil(n / 3), n));
          const proof = consistency.map((h) => Buffer.from(h, 'base64'));
          expect(await verifyConsistency({ first: Math.ceil(n / 3), second: n, firstRoot: mth(leaves.slice(0, Math.ceil(n / 3))), secondRoot: root, proof })).toBe(true);
        }
        expect(await proofs.inclusionProofs([0, 17, 44], 45)).toEqual(await Promise.all([0, 17, 44].map((m) => none.inclusionProof(m, 45))));
      }
    }
    await Promise.all([checkpoints.close(), readStore.close(), store.close()]);
  });
});
