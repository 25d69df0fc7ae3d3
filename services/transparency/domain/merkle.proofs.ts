import { createHash } from 'node:crypto';

/**
 * RFC 9162 Merkle tree arithmetic over stored nodes. The tree is never held whole: every perfect subtree
 * (2^level leaves starting at index·2^level) is stored once, when its last leaf arrives, and any hash the
 * RFC's recursive definitions need is a perfect node or a right-edge range folded from O(log n) of them.
 * Proofs are therefore planned first (which nodes?), fetched in one read, then hashed.
 * Sizes and indexes are plain numbers: exact up to 2^53 leaves, far beyond any log we will hold.
 */

export type Hash = Buffer;

/** A perfect subtree: 2^level leaves from index·2^level. */
export interface NodeRef {
  level: number;
  index: number;
}

export const nodeId = (n: NodeRef): string => `${n.level}:${n.index}`;

export function leafHash(input: Uint8Array): Hash {
  return createHash('sha256').update(Buffer.of(0)).update(input).digest();
}

export function nodeHash(left: Uint8Array, right: Uint8Array): Hash {
  return createHash('sha256').update(Buffer.of(1)).update(left).update(right).digest();
}

export const EMPTY_ROOT: Hash = createHash('sha256').digest();

/** The largest power of two strictly below n (n ≥ 2): the RFC's split point k. */
function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/**
 * The perfect subtrees that make up leaves [lo, hi), largest first. The ranges RFC 9162's recursions produce
 * start at a multiple of the largest power of two not above their size, so the pieces are stored nodes and
 * fold right-to-left into the range's hash (see `foldRange`).
 */
export function rangeNodes(lo: number, hi: number): NodeRef[] {
  const out: NodeRef[] = [];
  while (lo < hi) {
    let size = 1;
    let level = 0;
    while (size * 2 <= hi - lo && lo % (size * 2) === 0) {
      size *= 2;
      level += 1;
    }
    out.push({ level, index: lo / size });
    lo += size;
  }
  return out;
}

/** MTH(D[lo:hi]) from its perfect pieces: H(p1, H(p2, … H(pk-1, pk))). */
export function foldRange(pieces: Hash[]): Hash {
  if (pieces.length === 0) return EMPTY_ROOT;
  let acc = pieces[pieces.length - 1];
  for (let i = pieces.length - 2; i >= 0; i -= 1) acc = nodeHash(pieces[i], acc);
  return acc;
}

export type Range = [lo: number, hi: number];

/** RFC 9162 §2.1.3.1 PATH(m, D[n]) as the leaf ranges whose hashes form the audit path, bottom first. */
export function inclusionRanges(m: number, n: number): Range[] {
  if (!Number.isSafeInteger(m) || !Number.isSafeInteger(n) || m < 0 || m >= n) throw new RangeError(`leaf ${m} is not in a tree of ${n}`);
  const out: Range[] = [];
  const walk = (lo: number, hi: number): void => {
    if (hi - lo === 1) return;
    const k = splitPoint(hi - lo);
    if (m - lo < k) {
      walk(lo, lo + k);
      out.push([lo + k, hi]);
    } else {
      walk(lo + k, hi);
      out.push([lo, lo + k]);
    }
  };
  walk(0, n);
  return out;
}

/** RFC 9162 §2.1.4.1 PROOF(m, D[n]) as leaf ranges, in proof order. Empty when m = n. */
export function consistencyRanges(m: number, n: number): Range[] {
  if (!Number.isSafeInteger(m) || !Number.isSafeInteger(n) || m < 1 || m > n) throw new RangeError(`no consistency proof from ${m} to ${n}`);
  const out: Range[] = [];
  const sub = (size: number, lo: number, hi: number, complete: boolean): void => {
    if (size === hi - lo) {
      if (!complete) out.push([lo, hi]);
      return;
    }
    const k = splitPoint(hi - lo);
    if (size <= k) {
      sub(size, lo, lo + k, complete);
      out.push([lo + k, hi]);
    } else {
      sub(size - k, lo + k, hi, false);
      out.push([lo, lo + k]);
    }
  };
  sub(m, 0, n, true);
  return out;
}

/** Every stored node a list of ranges needs, without duplicates. */
export function nodesFor(ranges: Range[]): NodeRef[] {
  const seen = new Map<string, NodeRef>();
  for (const [lo, hi] of ranges) for (const n of rangeNodes(lo, hi)) seen.set(nodeId(n), n);
  return [...seen.values()];
}

/** The hashes of ranges, given the stored nodes (by `nodeId`); a missing node is an error, never guessed. */
export function hashRanges(ranges: Range[], nodes: Map<string, Hash>): Hash[] {
  return ranges.map(([lo, hi]) =>
    foldRange(
      rangeNodes(lo, hi).map((n) => {
        const h = nodes.get(nodeId(n));
        if (!h) throw new Error(`Merkle node ${nodeId(n)} is not stored`);
        return h;
      }),
    ),
  );
}

/**
 * The right edge of a tree: its perfect subtrees, largest first (the "compact range" of [0, size)). Appending
 * a leaf pushes it and merges equal neighbours; every merge completes a perfect node, which is stored.
 */
export interface Frontier {
  size: number;
  /** Perfect subtrees covering [0, size), largest first. */
  edge: { level: number; hash: Hash }[];
}

export const EMPTY_FRONTIER: Frontier = { size: 0, edge: [] };

/** A perfect node completed by an append. */
export type CompletedNode = NodeRef & { hash: Hash };

/** Appends one leaf; returns the new frontier and every perfect node it completes (the leaf first). */
export function appendLeaf(frontier: Frontier, leaf: Hash): { frontier: Frontier; completed: CompletedNode[] } {
  const index = frontier.size;
  const edge = [...frontier.edge, { level: 0, hash: leaf }];
  const completed: CompletedNode[] = [{ level: 0, index, hash: leaf }];
  while (edge.length >= 2 && edge[edge.length - 1].level === edge[edge.length - 2].level) {
    const right = edge.pop()!;
    const left = edge.pop()!;
    const level = left.level + 1;
    const hash = nodeHash(left.hash, right.hash);
    edge.push({ level, hash });
    completed.push({ level, index: Math.floor(index / 2 ** level), hash });
  }
  return { frontier: { size: index + 1, edge }, completed };
}

/** MTH of the whole tree of a frontier. */
export function frontierRoot(frontier: Frontier): Hash {
  return foldRange(frontier.edge.map((e) => e.hash));
}

/**
 * Storage layout: the complete nodes of each level in pages of `pageSize` consecutive indexes, so a proof
 * reads about one page per level and the tree costs a document per `pageSize` nodes (not one per node). Leaves
 * (level 0) are kept as the events' hashes (hex), which also find an event's leaf index; their RFC 9162 leaf
 * hash is derived on reading. Pages of higher levels hold the nodes' hashes, base64, 44 characters each,
 * concatenated.
 */
export const TREE_PAGE_SIZE = 64;
const B64_HASH = 44;

export const pageId = (level: number, page: number): string => `${level}:${page}`;

export interface TreePages {
  /** Leaf pages by page number: the events' hashes (hex), in leaf order. */
  leaves: Map<number, string[]>;
  /** Pages of levels ≥ 1 by `pageId`: concatenated base64 hashes. */
  nodes: Map<string, string>;
}

/** The pages holding `refs`: leaf page numbers and node page ids, without duplicates. */
export function pagesOf(refs: NodeRef[], pageSize: number): { leaves: number[]; nodes: string[] } {
  const leaves = new Set<number>();
  const nodes = new Set<string>();
  for (const ref of refs) {
    const page = Math.floor(ref.index / pageSize);
    if (ref.level === 0) leaves.add(page);
    else nodes.add(pageId(ref.level, page));
  }
  return { leaves: [...leaves], nodes: [...nodes] };
}

/** The hashes of `refs` from their pages; a node whose page does not hold it is left out (never guessed). */
export function resolvePaged(refs: NodeRef[], pages: TreePages, pageSize: number): Map<string, Hash> {
  const out = new Map<string, Hash>();
  for (const ref of refs) {
    const page = Math.floor(ref.index / pageSize);
    const slot = ref.index % pageSize;
    if (ref.level === 0) {
      const event = pages.leaves.get(page)?.[slot];
      if (event) out.set(nodeId(ref), leafHash(Buffer.from(event, 'hex')));
    } else {
      const held = pages.nodes.get(pageId(ref.level, page));
      if (held && held.length >= (slot + 1) * B64_HASH) out.set(nodeId(ref), Buffer.from(held.slice(slot * B64_HASH, (slot + 1) * B64_HASH), 'base64'));
    }
  }
  return out;
}

/**
 * The open (last, possibly partial) page of every level while the tree grows, and the pages changed since
 * `takeChanged`: a projection appends leaves one by one and writes each changed page once per batch.
 */
export class PageWriter {
  /** Per level: the open page's number and its entries (hex event hashes at level 0, base64 hashes above). */
  private readonly open: { page: number; entries: string[] }[] = [];
  private changed = new Map<number, Map<number, string[]>>();

  constructor(
    readonly pageSize: number,
    /** The open pages as stored (each level's last page, cut to the tree's size; see `openPages`). */
    open: { level: number; page: number; entries: string[] }[] = [],
  ) {
    for (const o of open) this.open[o.level] = { page: o.page, entries: o.entries };
  }

  /** Records the nodes an append completed (`appendLeaf`), the leaf as its event's hash. */
  add(eventHash: string, completed: CompletedNode[]): void {
    for (const node of completed) {
      const entry = node.level === 0 ? eventHash : node.hash.toString('base64');
      const page = Math.floor(node.index / this.pageSize);
      let open = this.open[node.level];
      if (!open || open.page !== page) this.open[node.level] = open = { page, entries: [] };
      if (open.entries.length !== node.index % this.pageSize) throw new Error(`Merkle node ${nodeId(node)} out of order`);
      open.entries.push(entry);
      let pages = this.changed.get(node.level);
      if (!pages) this.changed.set(node.level, (pages = new Map()));
      pages.set(page, open.entries);
    }
  }

  /** The pages changed since the last call, as level, page and entries (shared: write them before the next `add`). */
  takeChanged(): { level: number; page: number; entries: string[] }[] {
    const out: { level: number; page: number; entries: string[] }[] = [];
    for (const [level, pages] of this.changed) for (const [page, entries] of pages) out.push({ level, page, entries });
    this.changed = new Map();
    return out;
  }
}

/** Every level's last page for a tree of `size` leaves and how many entries it holds there (levels with none left out). */
export function openPages(size: number, pageSize: number): { level: number; page: number; count: number }[] {
  const out: { level: number; page: number; count: number }[] = [];
  for (let level = 0; Math.floor(size / 2 ** level) > 0; level += 1) {
    const nodes = Math.floor(size / 2 ** level);
    const count = nodes % pageSize;
    if (count > 0) out.push({ level, page: Math.floor(nodes / pageSize), count });
  }
  return out;
}

/** A node page's entries (concatenated base64 hashes) as a list. */
export function splitNodePage(held: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + B64_HASH <= held.length; i += B64_HASH) out.push(held.slice(i, i + B64_HASH));
  return out;
}
