import { ThrottlerStorageService } from '@nestjs/throttler';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueueThrottlerStorage } from './throttler.store';

/** A deterministic pseudo-random sequence (the same steps for both storages). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('QueueThrottlerStorage', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    { name: 'with a block duration', blockDuration: 3_000 },
    { name: 'without a block duration', blockDuration: 0 },
  ])('answers as @nestjs/throttler’s storage, hit by hit, $name', async ({ blockDuration }) => {
    let now = 1_700_000_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const ours = new QueueThrottlerStorage();
    const theirs = new ThrottlerStorageService();
    const next = random(blockDuration + 7);
    const keys = ['ip:a', 'ip:b', 'user:c'];
    let blocked = 0;
    for (let i = 0; i < 6_000; i += 1) {
      // Bursts and pauses, sometimes a clock that goes back a little; small limits so blocks happen.
      now += next() < 0.97 ? Math.floor(next() * 20) : next() < 0.9 ? 1_500 + Math.floor(next() * 3_000) : -Math.floor(next() * 50);
      const key = keys[Math.floor(next() * keys.length)];
      const args = [key, 2_000, 30, blockDuration, key.split(':')[0]] as const;
      const expected = await theirs.increment(...args);
      expect(await ours.increment(...args)).toEqual(expected);
      if (expected.isBlocked) blocked += 1;
    }
    // The sequence reached the limits (and left them) often enough to compare the blocked answers too.
    expect(blocked).toBeGreaterThan(100);
    expect(blocked).toBeLessThan(5_000);
    ours.onApplicationShutdown();
    theirs.onApplicationShutdown();
  });

  it('keeps a constant cost per hit with many hits in the window', async () => {
    const storage = new QueueThrottlerStorage();
    const started = performance.now();
    let last;
    for (let i = 0; i < 200_000; i += 1) last = await storage.increment('ip:busy', 60_000, 1e9, 60_000, 'ip');
    expect(last!.totalHits).toBe(200_000);
    // The library's storage copies the whole window per hit (minutes for this loop); this is linear.
    expect(performance.now() - started).toBeLessThan(5_000);
    storage.onApplicationShutdown();
  });
});
