import { RecordedEvent } from '../../platform/event-store/event-store.port';
import { Projection } from '../../platform/projections/projection';
import { ProjectionWriter } from '../../platform/read-store/read-store.port';
import { EMPTY_FRONTIER, Frontier, appendLeaf, isStored, leafHash, nodeId } from '../domain/merkle.proofs';

/** Perfect subtrees of odd levels: `_id` "<level>:<index>", `h` the base64 hash, `c` its children's (see `isStored`). */
export const TLOG_NODES = 'tlog_nodes_v2';
/** Leaf index by event hash: `_id` the event's hex chain hash, `i` its leaf index. */
export const TLOG_LEAVES = 'tlog_leaves_v2';
/** The tree's head: size, right edge and the position of the last event added. */
export const TLOG_TREE = 'tlog_tree_v2';
export const TREE_HEAD_ID = 'head';

export interface NodeDoc {
  _id: string;
  h: string;
  c: [string, string];
  [key: string]: unknown;
}
export interface LeafDoc {
  _id: string;
  i: number;
  [key: string]: unknown;
}
export interface TreeHeadDoc {
  _id: string;
  size: number;
  edge: { l: number; h: string }[];
  /** Position of the last event added (decimal string: positions are bigints). */
  pos: string;
  [key: string]: unknown;
}

export function frontierOf(doc: TreeHeadDoc | null): Frontier {
  if (!doc) return EMPTY_FRONTIER;
  return { size: doc.size, edge: doc.edge.map((e) => ({ level: e.l, hash: Buffer.from(e.h, 'base64') })) };
}

/**
 * The RFC 9162 tree over every event of the log, in log order: each event's chain hash is a leaf, and the
 * perfect subtrees it completes are stored (odd levels, each with its children: about 0.67 documents per
 * event), so any proof is one read of a handful of documents.
 * A read model like the others: rebuilt by replay, identical on SQLite and on MongoDB.
 *
 * The right edge is kept in memory between events (reading the head document for each of them would double
 * the projection's reads); it is trusted only for the event right after the one it was built from, and
 * reloaded otherwise (a batch replayed after a failure or a rebuild starts at or before it).
 */
export class MerkleTreeProjection implements Projection {
  // v2: the odd-level layout. A new name and new collections, so read models built with the first layout
  // are rebuilt by the projector on its own (a new projection replays the log from the start).
  readonly name = 'transparency.merkle-tree.v2';
  readonly collections = [TLOG_NODES, TLOG_LEAVES, TLOG_TREE];
  readonly handlers = {};
  private cached?: { position: bigint; frontier: Frontier };

  readonly everyEvent = async (event: RecordedEvent, w: ProjectionWriter): Promise<void> => {
    let frontier: Frontier;
    if (this.cached && event.position > this.cached.position) {
      frontier = this.cached.frontier;
    } else {
      this.cached = undefined;
      const head = await w.findOne<TreeHeadDoc>(TLOG_TREE, { _id: TREE_HEAD_ID });
      // MongoDB writes land before their checkpoint: after a crash an event may already be in the tree.
      if (head && event.position <= BigInt(head.pos)) return;
      frontier = frontierOf(head);
    }
    const index = frontier.size;
    const next = appendLeaf(frontier, leafHash(Buffer.from(event.metadata.hash, 'hex')));
    for (const node of next.completed) {
      if (!isStored(node) || !node.children) continue;
      const [left, right] = node.children;
      await w.updateOne(TLOG_NODES, { _id: nodeId(node) }, { $set: { h: node.hash.toString('base64'), c: [left.toString('base64'), right.toString('base64')] } }, { upsert: true });
    }
    await w.updateOne(TLOG_LEAVES, { _id: event.metadata.hash }, { $set: { i: index } }, { upsert: true });
    await w.updateOne(
      TLOG_TREE,
      { _id: TREE_HEAD_ID },
      {
        $set: {
          size: next.frontier.size,
          edge: next.frontier.edge.map((e) => ({ l: e.level, h: e.hash.toString('base64') })),
          pos: event.position.toString(),
        },
      },
      { upsert: true },
    );
    this.cached = { position: event.position, frontier: next.frontier };
  };
}
