import { Inject, Injectable, Optional } from '@nestjs/common';
import { RecordedEvent } from '../../platform/event-store/event-store.port';
import { Projection } from '../../platform/projections/projection.types';
import { ProjectionWriter } from '../../platform/read-store/read-store.port';
import {
  EMPTY_FRONTIER,
  Frontier,
  PageWriter,
  TREE_PAGE_SIZE,
  appendLeaf,
  leafHash,
  openPages,
  pageId,
  splitNodePage,
} from '../domain/merkle.proofs';

/** Leaves in pages of consecutive indexes: `_id` the page number, `k` the events' hashes (hex), indexed. */
export const TLOG_LEAF_PAGES = 'tlog_leaf_pages_v3';
/** Nodes of levels ≥ 1 in pages: `_id` "<level>:<page>", `h` their base64 hashes concatenated (see `TreePages`). */
export const TLOG_NODE_PAGES = 'tlog_node_pages_v3';
/** The tree's head: size, right edge, the position of the last event added and the page size. */
export const TLOG_TREE = 'tlog_tree_v3';
export const TREE_HEAD_ID = 'head';
/** Nest token for another page size (tests cross page boundaries with a few events). */
export const TREE_PAGE_SIZE_TOKEN = 'TLOG_TREE_PAGE_SIZE';

export interface LeafPageDoc {
  _id: string;
  k: string[];
  [key: string]: unknown;
}
export interface NodePageDoc {
  _id: string;
  h: string;
  [key: string]: unknown;
}
export interface TreeHeadDoc {
  _id: string;
  size: number;
  edge: { l: number; h: string }[];
  /** Position of the last event added (decimal string: positions are bigints). */
  pos: string;
  /** Hashes per page of this tree. */
  ps: number;
  [key: string]: unknown;
}

export function frontierOf(doc: TreeHeadDoc | null): Frontier {
  if (!doc) return EMPTY_FRONTIER;
  return { size: doc.size, edge: doc.edge.map((e) => ({ level: e.l, hash: Buffer.from(e.h, 'base64') })) };
}

/** What the projection holds between events: the right edge and every level's open page. */
interface TreeState {
  /** Position of the last event added; -1 for an empty tree. */
  position: bigint;
  frontier: Frontier;
  pages: PageWriter;
  /** Events added since the last write. */
  dirty: boolean;
}

/**
 * The RFC 9162 tree over every event of the log, in log order: each event's chain hash is a leaf, and every
 * perfect subtree it completes is kept, in pages of consecutive nodes per level (see `TreePages`), so a proof
 * is one read of about a page per level and the tree costs a few thousand documents per million events.
 * A read model like the others: rebuilt by replay, identical on SQLite and on MongoDB.
 *
 * The tree's right edge and open pages are kept in memory between events and written once per batch
 * (`endBatch`), each changed page whole, so a write is the same whatever batch it is replayed in. That state
 * is trusted only for the event right after the one it was built from, and reloaded from the head and open
 * pages otherwise (a batch replayed after a failure or a rebuild starts at or before it).
 */
@Injectable()
export class MerkleTreeProjection implements Projection {
  // v3: pages of nodes. A new name and new collections, so read models built with an earlier layout are
  // rebuilt by the projector on its own (a new projection replays the log from the start).
  readonly name = 'transparency.merkle-tree.v3';
  readonly collections = [TLOG_LEAF_PAGES, TLOG_NODE_PAGES, TLOG_TREE];
  readonly indexes = [{ collection: TLOG_LEAF_PAGES, fields: ['k'] }];
  readonly handlers = {};
  private state?: TreeState;

  constructor(@Optional() @Inject(TREE_PAGE_SIZE_TOKEN) private readonly pageSize: number = TREE_PAGE_SIZE) {}

  readonly everyEvent = async (event: RecordedEvent, w: ProjectionWriter): Promise<void> => {
    if (!this.state || event.position <= this.state.position) {
      this.state = undefined;
      const loaded = await this.load(w);
      // MongoDB writes land before their checkpoint: after a crash an event may already be in the tree.
      if (event.position <= loaded.position) return;
      this.state = loaded;
    }
    const state = this.state;
    const next = appendLeaf(state.frontier, leafHash(Buffer.from(event.metadata.hash, 'hex')));
    state.pages.add(event.metadata.hash, next.completed);
    state.frontier = next.frontier;
    state.position = event.position;
    state.dirty = true;
  };

  readonly endBatch = async (w: ProjectionWriter): Promise<void> => {
    const state = this.state;
    if (!state?.dirty) return;
    // Pages first, the head last: on MongoDB (no transaction) a head never names leaves its pages lack.
    for (const { level, page, entries } of state.pages.takeChanged()) {
      if (level === 0) await w.updateOne(TLOG_LEAF_PAGES, { _id: String(page) }, { $set: { k: entries } }, { upsert: true });
      else await w.updateOne(TLOG_NODE_PAGES, { _id: pageId(level, page) }, { $set: { h: entries.join('') } }, { upsert: true });
    }
    await w.updateOne(
      TLOG_TREE,
      { _id: TREE_HEAD_ID },
      {
        $set: {
          size: state.frontier.size,
          edge: state.frontier.edge.map((e) => ({ l: e.level, h: e.hash.toString('base64') })),
          pos: state.position.toString(),
          ps: state.pages.pageSize,
        },
      },
      { upsert: true },
    );
    state.dirty = false;
  };

  /** The tree as stored: its head and each level's open page, cut to the head's size. */
  private async load(w: ProjectionWriter): Promise<TreeState> {
    const head = await w.findOne<TreeHeadDoc>(TLOG_TREE, { _id: TREE_HEAD_ID });
    if (!head) return { position: -1n, frontier: EMPTY_FRONTIER, pages: new PageWriter(this.pageSize), dirty: false };
    const open: { level: number; page: number; entries: string[] }[] = [];
    for (const { level, page, count } of openPages(head.size, head.ps)) {
      const entries =
        level === 0
          ? ((await w.findOne<LeafPageDoc>(TLOG_LEAF_PAGES, { _id: String(page) }))?.k ?? [])
          : splitNodePage((await w.findOne<NodePageDoc>(TLOG_NODE_PAGES, { _id: pageId(level, page) }))?.h ?? '');
      if (entries.length < count) throw new Error(`Merkle tree page ${pageId(level, page)} holds ${entries.length} of its ${count} nodes`);
      open.push({ level, page, entries: entries.slice(0, count) });
    }
    return { position: BigInt(head.pos), frontier: frontierOf(head), pages: new PageWriter(head.ps, open), dirty: false };
  }
}
