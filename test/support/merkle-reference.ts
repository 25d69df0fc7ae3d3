import { createHash } from 'node:crypto';
import { Hash, nodeHash } from '../../services/transparency/domain/merkle.proofs';

/** RFC 9162 §2.1.1 MTH, straight from the definition (the reference the stored-node code must match). */
export function mth(leaves: Hash[]): Hash {
  if (leaves.length === 0) return createHash('sha256').digest();
  if (leaves.length === 1) return leaves[0];
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return nodeHash(mth(leaves.slice(0, k)), mth(leaves.slice(k)));
}
