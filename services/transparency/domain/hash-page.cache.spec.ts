import { describe, expect, it } from 'vitest';
import { HASH_BYTES, HashPageCache, slotOf } from './hash-page.cache';

/** A page of `size` hashes, each hash filled with one byte: `base + slot`. */
const fillWith = (base: number, size: number) => (into: Buffer) => {
  for (let i = 0; i < size; i += 1) into.fill(base + i, i * HASH_BYTES, (i + 1) * HASH_BYTES);
};

describe('raw tree page cache', () => {
  it('keeps pages within its budget, replacing one not read since the clock hand passed', () => {
    // Room for three pages of 2 hashes (and a bit that is not a whole slot).
    const cache = new HashPageCache(2, 3 * 2 * HASH_BYTES + 40);
    expect(cache.capacity).toBe(3);
    expect(cache.bytes).toBe(0);
    cache.put(0, 1, fillWith(10, 2));
    cache.put(1, 1, fillWith(20, 2));
    cache.put(0, 2, fillWith(30, 2));
    expect(cache.bytes).toBe(3 * 2 * HASH_BYTES);
    // Level and page make the key: (0, 1) and (1, 1) are different pages.
    expect(cache.get(0, 1)?.[0]).toBe(10);
    expect(cache.get(1, 1)?.[HASH_BYTES]).toBe(21);
    // (0, 1) and (1, 1) were read since they were kept, (0, 2) was not: a fourth page takes its slot.
    cache.put(5, 0, fillWith(50, 2));
    expect(cache.get(0, 2)).toBeUndefined();
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(3 * 2 * HASH_BYTES);
    expect([...(cache.get(5, 0) ?? [])]).toEqual([...Array(HASH_BYTES).fill(50), ...Array(HASH_BYTES).fill(51)]);
    expect(cache.get(0, 1)?.[0]).toBe(10);
    expect(cache.get(1, 1)?.[0]).toBe(20);
    // Keeping a page again rewrites its own slot.
    cache.put(1, 1, fillWith(60, 2));
    expect(cache.size).toBe(3);
    expect(cache.get(1, 1)?.[0]).toBe(60);
    expect(cache.get(5, 0)?.[0]).toBe(50);
    // Every page was read since: the hand clears every mark and takes the slot it started at, (0, 1)'s.
    cache.put(7, 3, fillWith(70, 2));
    expect(cache.get(0, 1)).toBeUndefined();
    expect(cache.get(7, 3)?.[0]).toBe(70);
    expect(cache.get(1, 1)?.[0]).toBe(60);
    expect(cache.get(5, 0)?.[0]).toBe(50);
    expect(cache.size).toBe(3);
  });

  it('keeps nothing without room for a page', () => {
    const cache = new HashPageCache(64, 64 * HASH_BYTES - 1);
    cache.put(0, 0, fillWith(1, 64));
    expect(cache.get(0, 0)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('finds a hash only at a slot boundary', () => {
    const page = Buffer.alloc(3 * HASH_BYTES);
    const hash = Buffer.alloc(HASH_BYTES, 7);
    // The same bytes straddling slots 0 and 1 are not a hash of the page.
    page.fill(7, 16, 16 + HASH_BYTES);
    expect(slotOf(page, hash)).toBe(-1);
    page.fill(7, 2 * HASH_BYTES);
    expect(slotOf(page, hash)).toBe(2);
  });
});
