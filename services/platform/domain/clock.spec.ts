import { describe, expect, it } from 'vitest';
import { randomIds, uuidV7 } from './clock';

describe('uuidV7', () => {
  it('is an RFC 9562 version 7 UUID carrying the millisecond time', () => {
    const ms = Date.UTC(2026, 10, 22, 8, 30, 0, 123);
    const id = uuidV7(ms);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(ms);
  });

  it('sorts ids of later milliseconds after earlier ones', () => {
    const earlier = Array.from({ length: 1000 }, () => uuidV7(1_700_000_000_000));
    const later = Array.from({ length: 1000 }, () => uuidV7(1_700_000_000_001));
    expect(earlier.every((a) => later.every((b) => a < b))).toBe(true);
  });

  it('never repeats and draws its random bits afresh', () => {
    const ids = Array.from({ length: 100_000 }, () => randomIds.uuid());
    expect(new Set(ids).size).toBe(ids.length);
    // The 74 random bits differ: ids of the same millisecond are not sequential counters.
    const sameMs = Array.from({ length: 50 }, () => uuidV7(1_700_000_000_000).slice(15));
    expect(new Set(sameMs).size).toBe(50);
  });
});
