import { Inject, Injectable, Optional } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../platform/read-store/read-store.port';
import { CHECKPOINT_STORE, CheckpointStore, StoredCheckpoint } from './checkpoints/checkpoint.store';
import { LOG_KEY } from './checkpoints/log-key.provider';
import { NoteSigner } from './domain/signed-note.format';
import { HASH_BYTES, HashPageCache, slotOf } from './domain/hash-page.cache';
import {
  NodeRef,
  Range,
  TREE_PAGE_SIZE,
  consistencyRanges,
  hashRanges,
  inclusionRanges,
  leafHash,
  nodeId,
  nodesFor,
  pagesOf,
  rangeNodes,
  resolvePaged,
} from './domain/merkle.proofs';
import {
  LeafPageDoc,
  NodePageDoc,
  TLOG_LEAF_PAGES,
  TLOG_NODE_PAGES,
  TLOG_TREE,
  TREE_HEAD_ID,
  TreeHeadDoc,
  frontierOf,
} from './projections/merkle-tree.projection';

export type { StoredCheckpoint } from './checkpoints/checkpoint.store';

/**
 * Bytes of raw tree pages kept for proofs (`HashPageCache`), outside the JS heap, filled by the proofs asked
 * for: every complete page of a log of a million events (~61 MiB). A page read from the store costs ~50 µs of
 * CPU at that size (SQLite overflow pages, JSON, the document cache), so keeping half of it left ~1.4 reads
 * per random proof.
 */
export const TREE_CACHE_BYTES = 64 * 2 ** 20;
/** Nest token for another budget (tests evict with a few pages). */
export const TREE_CACHE_BYTES_TOKEN = 'TLOG_TREE_CACHE_BYTES';
const B64_HASH = 44;
/** Folded ranges kept at most: a tree size needs ~log2(size) of them, proofs mostly ask for the latest. */
const MAX_FOLDS = 4096;

/**
 * The transparency log's read side, and the one file other contexts may use: leaf indexes of events,
 * inclusion and consistency proofs (from stored node pages: about one page per level, most of them from
 * `HashPageCache`), the kept
 * signed checkpoints and the verifier key. Hashes come out base64, as RFC 9162 clients expect.
 */
@Injectable()
export class TransparencyLog {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CHECKPOINT_STORE) private readonly checkpoints: CheckpointStore,
    @Inject(LOG_KEY) private readonly key: NoteSigner,
    @Optional() @Inject(TREE_CACHE_BYTES_TOKEN) private readonly cacheBytes: number = TREE_CACHE_BYTES,
  ) {}

  private cache?: HashPageCache;
  /** Hashes of ranges folded from several nodes, by "lo:hi" (see `hashes`). */
  private readonly folds = new Map<string, Buffer>();

  get verifierKey(): string {
    return this.key.verifierKey;
  }

  get origin(): string {
    return this.key.name;
  }

  latestCheckpoint(): Promise<StoredCheckpoint | undefined> {
    return this.checkpoints.latest();
  }

  checkpointOfSize(size: number): Promise<StoredCheckpoint | undefined> {
    return this.checkpoints.bySize(size);
  }

  listCheckpoints(limit: number, offset: number) {
    return this.checkpoints.list(limit, offset);
  }

  /** Leaves in the projected tree so far (may be ahead of the latest checkpoint). */
  async treeSize(): Promise<number> {
    return frontierOf(await this.head()).size;
  }

  /** Leaf index of each event hash (hex) that is in the tree. */
  async leafIndexes(hashes: string[]): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    if (hashes.length === 0) return out;
    const pageSize = (await this.head())?.ps ?? TREE_PAGE_SIZE;
    const pages = this.readStore.collection<LeafPageDoc>(TLOG_LEAF_PAGES);
    for (const hash of new Set(hashes)) {
      // The page from the index on `k` alone (an equality: an $in would not be narrowed by the embedded store's
      // index), then the slot from the raw page when it is kept, else from the page document.
      for (const id of await pages.ids({ k: hash })) {
        const page = Number(id);
        const held = this.pages(pageSize).get(0, page);
        const slot = held ? slotOf(held, Buffer.from(hash, 'hex')) : this.keep(await pages.findOne({ _id: id }), pageSize)?.k.indexOf(hash) ?? -1;
        if (slot >= 0) out.set(hash, page * pageSize + slot);
      }
    }
    return out;
  }

  /** RFC 9162 audit path of a leaf in the tree of `treeSize` (which must not exceed the projected tree). */
  async inclusionProof(leafIndex: number, treeSize: number): Promise<string[]> {
    return this.prove(inclusionRanges(leafIndex, treeSize));
  }

  /** Audit paths of several leaves in one tree, with one read of the nodes they need. */
  async inclusionProofs(leafIndexes: number[], treeSize: number): Promise<string[][]> {
    const plans = leafIndexes.map((i) => inclusionRanges(i, treeSize));
    const hashes = (await this.hashes(plans.flat())).map((h) => h.toString('base64'));
    let at = 0;
    return plans.map((ranges) => hashes.slice(at, (at += ranges.length)));
  }

  /** RFC 9162 consistency proof between two tree sizes (1 ≤ first ≤ second ≤ the projected tree). */
  async consistencyProof(first: number, second: number): Promise<string[]> {
    return this.prove(consistencyRanges(first, second));
  }

  /** RFC 9162 root of the first `size` leaves, from stored nodes (start-up check of the kept checkpoints). */
  async rootAt(size: number): Promise<string> {
    return (await this.hashes([[0, size]]))[0].toString('base64');
  }

  private async prove(ranges: Range[]): Promise<string[]> {
    return (await this.hashes(ranges)).map((h) => h.toString('base64'));
  }

  /**
   * The hashes of ranges. A range that is not one stored node is folded from several (the right edge of a tree
   * whose size is not a power of two: up to ~20 SHA-256 for a proof at a million leaves, the same ones for every
   * proof in that tree), so its hash is kept: the leaves of a range below the tree's size never change.
   */
  private async hashes(ranges: Range[]): Promise<Buffer[]> {
    const key = ([lo, hi]: Range) => `${lo}:${hi}`;
    const out = new Map<string, Buffer>();
    for (const range of ranges) {
      const folded = this.folds.get(key(range));
      if (folded) out.set(key(range), folded);
    }
    const todo = ranges.filter((range) => !out.has(key(range)));
    const fresh = todo.length ? hashRanges(todo, await this.nodes(todo)) : [];
    todo.forEach((range, i) => {
      out.set(key(range), fresh[i]);
      if (rangeNodes(...range).length === 1) return;
      if (this.folds.size >= MAX_FOLDS) this.folds.clear();
      this.folds.set(key(range), fresh[i]);
    });
    return ranges.map((range) => out.get(key(range))!);
  }

  private async nodes(ranges: Range[]): Promise<Map<string, Buffer>> {
    const refs = nodesFor(ranges);
    if (refs.length === 0) return new Map();
    // Pages only ever grow (a node is written once, when complete), so the head and the pages need no common snapshot.
    const pageSize = (await this.head())?.ps ?? TREE_PAGE_SIZE;
    const cache = this.pages(pageSize);
    const out = new Map<string, Buffer>();
    const missing: NodeRef[] = [];
    for (const ref of refs) {
      const held = cache.get(ref.level, Math.floor(ref.index / pageSize));
      if (!held) {
        missing.push(ref);
        continue;
      }
      const at = (ref.index % pageSize) * HASH_BYTES;
      const raw = held.subarray(at, at + HASH_BYTES);
      // Copied out of the cache's block now: a later proof may reuse the slot.
      out.set(nodeId(ref), ref.level === 0 ? leafHash(raw) : Buffer.from(raw));
    }
    if (missing.length === 0) return out;
    const wanted = pagesOf(missing, pageSize);
    const [leaves, nodes] = await Promise.all([
      wanted.leaves.length ? this.readStore.collection<LeafPageDoc>(TLOG_LEAF_PAGES).find({ _id: { $in: wanted.leaves.map(String) } }) : [],
      wanted.nodes.length ? this.readStore.collection<NodePageDoc>(TLOG_NODE_PAGES).find({ _id: { $in: wanted.nodes } }) : [],
    ]);
    for (const page of leaves) this.keep(page, pageSize);
    for (const page of nodes) {
      if (page.h.length !== pageSize * B64_HASH) continue;
      const [level, number] = page._id.split(':').map(Number);
      // Hash by hash: each base64 hash ends in padding, which a decoder of the whole string would stop at.
      cache.put(level, number, (into) => {
        for (let i = 0; i < pageSize; i += 1) into.write(page.h.slice(i * B64_HASH, (i + 1) * B64_HASH), i * HASH_BYTES, 'base64');
      });
    }
    const resolved = resolvePaged(
      missing,
      { leaves: new Map(leaves.map((p) => [Number(p._id), p.k])), nodes: new Map(nodes.map((p) => [p._id, p.h])) },
      pageSize,
    );
    for (const [id, hash] of resolved) out.set(id, hash);
    return out;
  }

  /** The raw page cache for the tree's page size. */
  private pages(pageSize: number): HashPageCache {
    if (this.cache?.pageSize !== pageSize) this.cache = new HashPageCache(pageSize, this.cacheBytes);
    return this.cache;
  }

  /** Keeps a complete leaf page (the events' hashes, raw) and hands it back. */
  private keep(page: LeafPageDoc | null, pageSize: number): LeafPageDoc | null {
    if (page?.k.length === pageSize) {
      this.pages(pageSize).put(0, Number(page._id), (into) => {
        for (let i = 0; i < pageSize; i += 1) into.write(page.k[i], i * HASH_BYTES, 'hex');
      });
    }
    return page;
  }

  private head(): Promise<TreeHeadDoc | null> {
    return this.readStore.collection<TreeHeadDoc>(TLOG_TREE).findOne({ _id: TREE_HEAD_ID });
  }
}
