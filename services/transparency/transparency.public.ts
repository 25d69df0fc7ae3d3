import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../platform/read-store/read-store.port';
import { CHECKPOINT_STORE, CheckpointStore, StoredCheckpoint } from './checkpoints/checkpoint.store';
import { LOG_KEY } from './checkpoints/log-key.provider';
import { NoteSigner } from './domain/signed-note.format';
import { NodeDocument, Range, consistencyRanges, hashRanges, holderId, inclusionRanges, nodesFor, resolveNodes } from './domain/merkle.proofs';
import { LeafDoc, NodeDoc, TLOG_LEAVES, TLOG_NODES, TLOG_TREE, TREE_HEAD_ID, TreeHeadDoc, frontierOf } from './projections/merkle-tree.projection';

export type { StoredCheckpoint } from './checkpoints/checkpoint.store';

/**
 * The transparency log's read side, and the one file other contexts may use: leaf indexes of events,
 * inclusion and consistency proofs (from stored nodes: one read of O(log n) documents each), the kept
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
    return frontierOf(await this.readStore.collection<TreeHeadDoc>(TLOG_TREE).findOne({ _id: TREE_HEAD_ID })).size;
  }

  /** Leaf index of each event hash (hex) that is in the tree. */
  async leafIndexes(hashes: string[]): Promise<Map<string, number>> {
    if (hashes.length === 0) return new Map();
    const docs = await this.readStore.collection<LeafDoc>(TLOG_LEAVES).find({ _id: { $in: hashes } });
    return new Map(docs.map((d) => [d._id, d.i]));
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
    const ids = [...new Set(refs.map(holderId))];
    let resolved = new Map<string, Buffer>();
    // The projector may complete a parent between the two reads (the node then left the right edge for its
    // parent's document): read again rather than fail.
    for (let attempt = 0; attempt < 3 && resolved.size < refs.length; attempt += 1) {
      const head = await this.readStore.collection<TreeHeadDoc>(TLOG_TREE).findOne({ _id: TREE_HEAD_ID });
      const docs = await this.readStore.collection<NodeDoc>(TLOG_NODES).find({ _id: { $in: ids } });
      const held = new Map<string, NodeDocument>(
        docs.map((d) => [d._id, { h: Buffer.from(d.h, 'base64'), c: [Buffer.from(d.c[0], 'base64'), Buffer.from(d.c[1], 'base64')] }]),
      );
      resolved = resolveNodes(refs, held, frontierOf(head));
    }
    return resolved;
  }
}
