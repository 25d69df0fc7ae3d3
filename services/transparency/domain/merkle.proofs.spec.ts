import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyConsistency, verifyInclusion } from '../../../web/src/lib/transparency/tlog-verify.js';
import {
  EMPTY_FRONTIER,
  Frontier,
  Hash,
  PageWriter,
  TreePages,
  appendLeaf,
  openPages,
  pagesOf,
  resolvePaged,
  consistencyRanges,
  frontierRoot,
  hashRanges,
  inclusionRanges,
  leafHash,
  nodeId,
  nodesFor,
} from './merkle.proofs';
import { mth } from '../../../test/support/merkle-reference';

/** RFC 9162 §2.1.3.1 PATH, from the definition. */
function path(m: number, leaves: Hash[]): Hash[] {
  if (leaves.length <= 1) return [];
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return m < k ? [...path(m, leaves.slice(0, k)), mth(leaves.slice(k))] : [...path(m - k, leaves.slice(k)), mth(leaves.slice(0, k))];
}

/** RFC 9162 §2.1.4.1 PROOF, from the definition. */
function proof(m: number, leaves: Hash[], complete = true): Hash[] {
  const n = leaves.length;
  if (m === n) return complete ? [] : [mth(leaves)];
  let k = 1;
  while (k * 2 < n) k *= 2;
  return m <= k
    ? [...proof(m, leaves.slice(0, k), complete), mth(leaves.slice(k))]
    : [...proof(m - k, leaves.slice(k), false), mth(leaves.slice(0, k))];
}

const N = 33;
/** Small pages, so that a tree of 33 leaves spans several pages on its lower levels. */
const PAGE = 4;
const eventHashes = Array.from({ length: N }, (_, i) => createHash('sha256').update(`event ${i}`).digest());
const leaves = eventHashes.map((h) => leafHash(h));

/** The pages the projection stores after each size (written as its PageWriter hands them out), the roots and frontiers. */
const pagesAt: TreePages[] = [{ leaves: new Map(), nodes: new Map() }];
const roots: Hash[] = [createHash('sha256').digest()];
const frontiers: Frontier[] = [EMPTY_FRONTIER];
/** Every node (any level) as the projection completed it: the reference for resolution. */
const everyNode = new Map<string, Hash>();
const writer = new PageWriter(PAGE);
for (let i = 0; i < N; i += 1) {
  const step = appendLeaf(frontiers[frontiers.length - 1], leaves[i]);
  for (const node of step.completed) everyNode.set(nodeId(node), node.hash);
  writer.add(eventHashes[i].toString('hex'), step.completed);
  const previous = pagesAt[pagesAt.length - 1];
  const pages: TreePages = { leaves: new Map(previous.leaves), nodes: new Map(previous.nodes) };
  for (const { level, page, entries } of writer.takeChanged()) {
    if (level === 0) pages.leaves.set(page, [...entries]);
    else pages.nodes.set(`${level}:${page}`, entries.join(''));
  }
  pagesAt.push(pages);
  frontiers.push(step.frontier);
  roots.push(frontierRoot(step.frontier));
}
const finalPages = pagesAt[N];

/** The nodes a plan needs, resolved as the server does: from the pages stored at that size. */
const stored = (ranges: [number, number][], pages = finalPages) => resolvePaged(nodesFor(ranges), pages, PAGE);

const flip = (h: Hash, bit = 0): Hash => {
  const copy = Buffer.from(h);
  copy[bit >> 3] ^= 1 << (bit & 7);
  return copy;
};

describe('Merkle tree over stored nodes (RFC 9162)', () => {
  it('completes every perfect subtree once (2n − popcount(n)) and stores each in one page of its level', () => {
    const popcount = N.toString(2).replace(/0/g, '').length;
    expect(everyNode.size).toBe(2 * N - popcount);
    // Leaves as the events' hashes, in order; each level's nodes in pages of PAGE, none twice.
    expect([...finalPages.leaves.keys()].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...finalPages.leaves.values()].flat()).toEqual(eventHashes.map((h) => h.toString('hex')));
    const nodesHeld = [...finalPages.nodes.values()].reduce((n, held) => n + held.length / 44, 0);
    expect(nodesHeld + N).toBe(everyNode.size);
    expect(finalPages.nodes.size + finalPages.leaves.size).toBeLessThan(everyNode.size / 2);
  });

  it('resolves every complete node from its page, at every tree size, and nothing that is not complete yet', () => {
    const seen = new Map<string, Hash>();
    for (let n = 1; n <= N; n += 1) {
      for (const [id, hash] of everyNode) {
        const [level, index] = id.split(':').map(Number);
        const got = resolvePaged([{ level, index }], pagesAt[n], PAGE).get(id);
        if ((index + 1) * 2 ** level > n) {
          expect(got, `${id} at size ${n}`).toBeUndefined();
          continue;
        }
        expect(got?.equals(hash), `${id} at size ${n}`).toBe(true);
        seen.set(id, hash);
      }
    }
    expect(seen.size).toBe(everyNode.size);
  });

  it('a writer started from the stored open pages of any size goes on exactly as the one that never stopped', () => {
    for (let n = 0; n < N; n += 1) {
      const open = openPages(n, PAGE).map(({ level, page, count }) => {
        const entries = level === 0 ? pagesAt[n].leaves.get(page)! : (pagesAt[n].nodes.get(`${level}:${page}`)!.match(/.{44}/g) as string[]);
        expect(entries.length).toBe(count);
        return { level, page, entries: [...entries] };
      });
      const resumed = new PageWriter(PAGE, open);
      let frontier = frontiers[n];
      const pages: TreePages = { leaves: new Map(pagesAt[n].leaves), nodes: new Map(pagesAt[n].nodes) };
      for (let i = n; i < N; i += 1) {
        const step = appendLeaf(frontier, leaves[i]);
        resumed.add(eventHashes[i].toString('hex'), step.completed);
        frontier = step.frontier;
      }
      for (const { level, page, entries } of resumed.takeChanged()) {
        if (level === 0) pages.leaves.set(page, [...entries]);
        else pages.nodes.set(`${level}:${page}`, entries.join(''));
      }
      expect(pages, `resumed at ${n}`).toEqual(finalPages);
    }
  });

  it('a proof reads one page per level at most', () => {
    for (let m = 0; m < N; m += 1) {
      const { leaves: l, nodes } = pagesOf(nodesFor(inclusionRanges(m, N)), PAGE);
      expect(l.length + nodes.length).toBeLessThanOrEqual(Math.ceil(Math.log2(N)) + 1);
    }
  });

  it('the frontier root is MTH of the first n leaves, for every n', () => {
    for (let n = 0; n <= N; n += 1) expect(roots[n].equals(mth(leaves.slice(0, n)))).toBe(true);
  });

  it('inclusion: for every tree size 1..n and every leaf, the path from stored nodes is PATH(m, D[n]) and verifies', async () => {
    for (let n = 1; n <= N; n += 1) {
      for (let m = 0; m < n; m += 1) {
        const ranges = inclusionRanges(m, n);
        const got = hashRanges(ranges, stored(ranges));
        // The same proof from the pages as they were at exactly n leaves (its newest nodes in open pages).
        expect(hashRanges(ranges, stored(ranges, pagesAt[n])).map((h) => h.toString('hex'))).toEqual(got.map((h) => h.toString('hex')));
        const want = path(m, leaves.slice(0, n));
        expect(got.map((h) => h.toString('hex'))).toEqual(want.map((h) => h.toString('hex')));
        expect(await verifyInclusion({ leafIndex: m, treeSize: n, leafHash: leaves[m], auditPath: got, root: roots[n] })).toBe(true);
      }
    }
  });

  it('inclusion: a flipped bit anywhere, a wrong index or a wrong size is rejected', async () => {
    const n = 21;
    for (let m = 0; m < n; m += 1) {
      const audit = hashRanges(inclusionRanges(m, n), stored(inclusionRanges(m, n)));
      const ok = { leafIndex: m, treeSize: n, leafHash: leaves[m], auditPath: audit, root: roots[n] };
      expect(await verifyInclusion({ ...ok, leafHash: flip(leaves[m], 7) })).toBe(false);
      expect(await verifyInclusion({ ...ok, root: flip(roots[n], 255) })).toBe(false);
      for (let i = 0; i < audit.length; i += 1) {
        expect(await verifyInclusion({ ...ok, auditPath: audit.map((h, j) => (j === i ? flip(h, 100) : h)) })).toBe(false);
      }
      expect(await verifyInclusion({ ...ok, leafIndex: (m + 1) % n })).toBe(false);
      // (The size itself is bound to the root by the signed checkpoint; a proof for n does not lead to n + 1's root.)
      expect(await verifyInclusion({ ...ok, treeSize: n + 1, root: roots[n + 1] })).toBe(false);
      expect(await verifyInclusion({ ...ok, auditPath: audit.slice(0, -1) })).toBe(false);
      expect(await verifyInclusion({ ...ok, auditPath: [...audit, leaves[0]] })).toBe(false);
    }
  });

  it('consistency: for every pair of sizes 1 ≤ m ≤ n, the proof from stored nodes is PROOF(m, D[n]) and verifies', async () => {
    for (let n = 1; n <= N; n += 1) {
      for (let m = 1; m <= n; m += 1) {
        const got = hashRanges(consistencyRanges(m, n), stored(consistencyRanges(m, n)));
        expect(hashRanges(consistencyRanges(m, n), stored(consistencyRanges(m, n), pagesAt[n])).map((h) => h.toString('hex'))).toEqual(got.map((h) => h.toString('hex')));
        const want = proof(m, leaves.slice(0, n));
        expect(got.map((h) => h.toString('hex'))).toEqual(want.map((h) => h.toString('hex')));
        const ok = { first: m, second: n, firstRoot: roots[m], secondRoot: roots[n], proof: got };
        expect(await verifyConsistency(ok)).toBe(true);
      }
    }
  });

  it('consistency: a flipped bit in the proof or either root, or a rewritten leaf, is rejected', async () => {
    for (let n = 2; n <= N; n += 3) {
      for (let m = 1; m < n; m += 1) {
        const got = hashRanges(consistencyRanges(m, n), stored(consistencyRanges(m, n)));
        const ok = { first: m, second: n, firstRoot: roots[m], secondRoot: roots[n], proof: got };
        expect(await verifyConsistency({ ...ok, firstRoot: flip(roots[m], 3) })).toBe(false);
        expect(await verifyConsistency({ ...ok, secondRoot: flip(roots[n], 3) })).toBe(false);
        for (let i = 0; i < got.length; i += 1) {
          expect(await verifyConsistency({ ...ok, proof: got.map((h, j) => (j === i ? flip(h, 200) : h)) })).toBe(false);
        }
        // A log that rewrote leaf 0 after the first checkpoint: its new root cannot be proven to extend the old.
        const rewritten = [flip(leaves[0], 1), ...leaves.slice(1, n)];
        const forged = proof(m, rewritten);
        expect(await verifyConsistency({ ...ok, secondRoot: mth(rewritten), proof: forged })).toBe(false);
      }
    }
  });

  it('a proof needs O(log n) stored nodes: never more than 2·⌈log2 n⌉ for a million leaves', () => {
    const n = 1_000_003;
    for (const m of [0, 1, 77_777, 524_288, n - 1]) expect(nodesFor(inclusionRanges(m, n)).length).toBeLessThanOrEqual(40);
    for (const m of [1, 3, 524_288, 999_999]) expect(nodesFor(consistencyRanges(m, n)).length).toBeLessThanOrEqual(40);
  });

  it('refuses leaves outside the tree and sizes out of order', () => {
    expect(() => inclusionRanges(5, 5)).toThrow(RangeError);
    expect(() => consistencyRanges(0, 5)).toThrow(RangeError);
    expect(() => consistencyRanges(6, 5)).toThrow(RangeError);
  });
});
