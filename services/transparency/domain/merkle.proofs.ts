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

/** A perfect node completed by an append, with its two children (none for a leaf). */
export type CompletedNode = NodeRef & { hash: Hash; children?: [Hash, Hash] };

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
    completed.push({ level, index: Math.floor(index / 2 ** level), hash, children: [left.hash, right.hash] });
  }
  return { frontier: { size: index + 1, edge }, completed };
}

/** MTH of the whole tree of a frontier. */
export function frontierRoot(frontier: Frontier): Hash {
  return foldRange(frontier.edge.map((e) => e.hash));
}

/** The frontier's perfect subtrees with their positions in the tree. */
export function edgeNodes(frontier: Frontier): (NodeRef & { hash: Hash })[] {
  let start = 0;
  return frontier.edge.map((e) => {
    const node = { level: e.level, index: start / 2 ** e.level, hash: e.hash };
    start += 2 ** e.level;
    return node;
  });
}

/**
 * Storage layout: only nodes of odd levels get a document, holding their hash and their two children's, so
 * even levels (leaves included) live in their parent's document. That is about 0.67 documents per leaf
 * instead of 2. An even-level node whose parent is not complete yet is on the tree's right edge (the head
 * document keeps it).
 */
export function isStored(node: NodeRef): boolean {
  return node.level % 2 === 1;
}

/** The id of the document that holds a node's hash: its own (odd level) or its parent's. */
export function holderId(node: NodeRef): string {
  return isStored(node) ? nodeId(node) : nodeId({ level: node.level + 1, index: Math.floor(node.index / 2) });
}

export interface NodeDocument {
  h: Hash;
  c: [Hash, Hash];
}

/** The hashes of `refs` from their holders' documents, or from the right edge; a node found nowhere is left out. */
export function resolveNodes(refs: NodeRef[], docs: Map<string, NodeDocument>, frontier: Frontier): Map<string, Hash> {
  const edge = new Map(edgeNodes(frontier).map((n) => [nodeId(n), n.hash]));
  const out = new Map<string, Hash>();
  for (const ref of refs) {
    const doc = docs.get(holderId(ref));
    const hash = doc ? (isStored(ref) ? doc.h : doc.c[ref.index % 2]) : edge.get(nodeId(ref));
    if (hash) out.set(nodeId(ref), hash);
  }
  return out;
}
