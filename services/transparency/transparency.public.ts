import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../platform/read-store/read-store.port';
import { CHECKPOINT_STORE, CheckpointStore, StoredCheckpoint } from './checkpoints/checkpoint.store';
import { LOG_KEY } from './checkpoints/log-key.provider';
import { NoteSigner } from './domain/signed-note.format';
import { Range, TREE_PAGE_SIZE, consistencyRanges, hashRanges, inclusionRanges, nodesFor, pagesOf, resolvePaged } from './domain/merkle.proofs';
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
 * The transparency log's read side, and the one file other contexts may use: leaf indexes of events,
 * inclusion and consistency proofs (from stored node pages: about one page per level), the kept
 * signed checkpoints and the verifier key. Hashes come out base64, as RFC 9162 clients expect.
 */
@Injectable()
export class TransparencyLog {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CHECKPOINT_STORE) private readonly checkpoints: CheckpointStore,
    @Inject(LOG_KEY) private readonly key: NoteSigner,
  ) {}

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
      // An equality on the indexed `k` (an $in would not be narrowed by the embedded store's index).
      for (const page of await pages.find({ k: hash })) {
        const slot = page.k.indexOf(hash);
        if (slot >= 0) out.set(hash, Number(page._id) * pageSize + slot);
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
    const nodes = await this.nodes(plans.flat());
    return plans.map((ranges) => hashRanges(ranges, nodes).map((h) => h.toString('base64')));
  }

  /** RFC 9162 consistency proof between two tree sizes (1 ≤ first ≤ second ≤ the projected tree). */
  async consistencyProof(first: number, second: number): Promise<string[]> {
    return this.prove(consistencyRanges(first, second));
  }

  /** RFC 9162 root of the first `size` leaves, from stored nodes (start-up check of the kept checkpoints). */
  async rootAt(size: number): Promise<string> {
    const ranges: Range[] = [[0, size]];
    return hashRanges(ranges, await this.nodes(ranges))[0].toString('base64');
  }

  private async prove(ranges: Range[]): Promise<string[]> {
    return hashRanges(ranges, await this.nodes(ranges)).map((h) => h.toString('base64'));
  }

  private async nodes(ranges: Range[]): Promise<Map<string, Buffer>> {
    const refs = nodesFor(ranges);
    if (refs.length === 0) return new Map();
    // Pages only ever grow (a node is written once, when complete), so the head and the pages need no common snapshot.
    const pageSize = (await this.head())?.ps ?? TREE_PAGE_SIZE;
    const wanted = pagesOf(refs, pageSize);
    const [leaves, nodes] = await Promise.all([
      wanted.leaves.length ? this.readStore.collection<LeafPageDoc>(TLOG_LEAF_PAGES).find({ _id: { $in: wanted.leaves.map(String) } }) : [],
      wanted.nodes.length ? this.readStore.collection<NodePageDoc>(TLOG_NODE_PAGES).find({ _id: { $in: wanted.nodes } }) : [],
    ]);
    return resolvePaged(
      refs,
      { leaves: new Map(leaves.map((p) => [Number(p._id), p.k])), nodes: new Map(nodes.map((p) => [p._id, p.h])) },
      pageSize,
    );
  }

  private head(): Promise<TreeHeadDoc | null> {
    return this.readStore.collection<TreeHeadDoc>(TLOG_TREE).findOne({ _id: TREE_HEAD_ID });
  }
}
