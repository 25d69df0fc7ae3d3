import { describe, expect, it } from 'vitest';
import { RecentCache } from './recent.cache';

describe('RecentCache', () => {
  it('keeps recently used entries within the limit and drops the least recently used', () => {
    const cache = new RecentCache<string, number>(4);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // used again: moved forward
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    for (let i = 0; i < 10; i += 1) cache.set(`x${i}`, i);
    expect(cache.size).toBeLessThanOrEqual(4);
  });

  it('a newer value wins over an older generation, and delete removes both', () => {
    const cache = new RecentCache<string, number | null>(4);
    cache.set('a', 1);
    cache.set('b', 2); // 'a', 'b' move to the previous generation
    cache.set('a', 10);
    expect(cache.get('a')).toBe(10);
    cache.set('n', null);
    expect(cache.get('n')).toBeNull();
    expect(cache.has('n')).toBe(true);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds at most the limit while a million entries pass through', () => {
    const cache = new RecentCache<number, number>(100_000);
    for (let i = 0; i < 1_000_000; i += 1) cache.set(i, i);
    expect(cache.size).toBeLessThanOrEqual(100_000);
    expect(cache.get(999_999)).toBe(999_999);
    expect(cache.get(0)).toBeUndefined();
  });
});

describe('RecentCache with weights', () => {
  it('bounds the total weight of its entries, not their number', () => {
    const cache = new RecentCache<string, string>(10_000, (value) => value.length);
    for (let i = 0; i < 1_000; i += 1) cache.set(`k${i}`, 'x'.repeat(500));
    expect(cache.weight).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBeLessThanOrEqual(20);
    expect(cache.get('k999')).toHaveLength(500);
    // Light entries: many more fit in the same bound.
    for (let i = 0; i < 1_000; i += 1) cache.set(`s${i}`, 'y');
    expect(cache.size).toBeGreaterThan(900);
    expect(cache.weight).toBeLessThanOrEqual(10_000);
  });

  it('keeps its weight exact through replacements, moves between generations and deletes', () => {
    const cache = new RecentCache<string, string>(100, (value) => value.length);
    cache.set('a', 'x'.repeat(10));
    cache.set('a', 'x'.repeat(20)); // replaced, not added
    expect(cache.weight).toBe(20);
    cache.set('b', 'x'.repeat(40)); // 60 >= 50: both move to the previous generation
    expect(cache.get('a')).toHaveLength(20); // moved forward, counted once
    expect(cache.weight).toBe(60);
    cache.delete('b');
    cache.delete('a');
    expect(cache.weight).toBe(0);
    expect(cache.size).toBe(0);
  });
});
