/** Bytes of one hash of the tree (SHA-256). */
export const HASH_BYTES = 32;

/**
 * Complete pages of the stored tree as raw hashes, in one block of memory allocated outside the JS heap (on
 * first use) and cut into fixed slots of a page each. When the block is full, a page not read since the clock
 * hand last passed it gives up its slot (CLOCK: close to least recently used, without reordering on every read).
 *
 * Why not the read store's document cache: a page there is parsed JSON (64 hex or base64 strings, ~5 KB of
 * heap objects the GC marks on every major collection), and that cache is bounded for the lookups other
 * queries come back to, so random proofs missed it on most lower levels. Here a page is 64 × 32 bytes of one
 * Buffer, and the only heap this costs is the map from page to slot.
 *
 * Only complete pages are kept: a node is written once, when complete, so a full page never changes while the
 * process runs on the same event log (a rebuild writes the same hashes). The open page of each level is read
 * from the store, as is every page the block has no room for.
 */
export class HashPageCache {
  readonly slotBytes: number;
  /** Pages the block holds at most. */
  readonly capacity: number;
  private block?: Buffer;
  private readonly slots = new Map<number, number>();
  private readonly keys: Float64Array;
  private readonly read: Uint8Array;
  private hand = 0;

  constructor(
    readonly pageSize: number,
    budgetBytes: number,
  ) {
    this.slotBytes = pageSize * HASH_BYTES;
    this.capacity = Math.max(0, Math.floor(budgetBytes / this.slotBytes));
    this.keys = new Float64Array(this.capacity);
    this.read = new Uint8Array(this.capacity);
  }

  /** Bytes allocated for the block (0 until the first page is kept). */
  get bytes(): number {
    return this.block?.length ?? 0;
  }

  get size(): number {
    return this.slots.size;
  }

  /**
   * The page's hashes, `pageSize` × 32 bytes, or undefined. A view of the block, overwritten when its slot is
   * reused: copy what you need before the next `put` (before any await).
   */
  get(level: number, page: number): Buffer | undefined {
    const slot = this.slots.get(keyOf(level, page));
    if (slot === undefined || !this.block) return undefined;
    this.read[slot] = 1;
    return this.block.subarray(slot * this.slotBytes, (slot + 1) * this.slotBytes);
  }

  /** Keeps a complete page: `fill` writes its `pageSize` hashes into the slot given to it. */
  put(level: number, page: number, fill: (into: Buffer) => void): void {
    if (this.capacity === 0) return;
    const key = keyOf(level, page);
    let slot = this.slots.get(key);
    if (slot === undefined) {
      if (this.slots.size < this.capacity) slot = this.slots.size;
      else {
        while (this.read[this.hand] === 1) {
          this.read[this.hand] = 0;
          this.hand = (this.hand + 1) % this.capacity;
        }
        slot = this.hand;
        this.hand = (this.hand + 1) % this.capacity;
        this.slots.delete(this.keys[slot]);
      }
      this.slots.set(key, slot);
      this.keys[slot] = key;
      this.read[slot] = 0;
    }
    // Zero-filled on allocation: the OS maps pages of it only as slots are written.
    this.block ??= Buffer.alloc(this.capacity * this.slotBytes);
    fill(this.block.subarray(slot * this.slotBytes, (slot + 1) * this.slotBytes));
  }
}

/** One number per page, a small integer (cheap as a Map key) for any tree below 2^31 leaves: levels stay below 64. */
const keyOf = (level: number, page: number): number => page * 64 + level;

/** The slot of a 32-byte `hash` in a page of hashes, or -1. */
export function slotOf(page: Buffer, hash: Buffer): number {
  for (let at = page.indexOf(hash); at >= 0; at = page.indexOf(hash, at + 1)) if (at % HASH_BYTES === 0) return at / HASH_BYTES;
  return -1;
}
