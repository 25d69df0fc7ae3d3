import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { derivedUuid, randomIds, uuidV7 } from './clock.port';

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

describe('derivedUuid', () => {
  it('derives the same id from the same command and a different one for anything else', () => {
    const command = uuidV7(1_700_000_000_000);
    expect(derivedUuid(command, `${command}\u0000a`)).toBe(derivedUuid(command, `${command}\u0000a`));
    expect(derivedUuid(command, `${command}\u0000a`)).not.toBe(derivedUuid(command, `${command}\u0000b`));
  });

  it('derives the ids stored events already have (values pinned from the first implementation)', () => {
    expect(derivedUuid('0193a1b2-0000-7000-8000-000000000001', 'x\u0000y\u00000')).toBe('0193a1b2-0000-524d-a6de-70edffdfe169');
    expect(derivedUuid('not-v7', 'x')).toBe('2d711642-b726-5044-a162-7ca9fbac32f5');
  });

  it('starts with the time of a version 7 command id, so ids of later commands sort later', () => {
    const earlier = uuidV7(1_700_000_000_000);
    const later = uuidV7(1_700_000_000_001);
    const a = derivedUuid(earlier, `${earlier}\u0000stockitem-INVE000001\u00000`);
    const b = derivedUuid(later, `${later}\u0000stockitem-INVE000001\u00000`);
    expect(a.slice(0, 13)).toBe(earlier.slice(0, 13));
    expect(a < b).toBe(true);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('is the plain SHA-256 form for other command ids (an Idempotency-Key)', () => {
    const h = createHash('sha256').update('user:key-123\u0000x').digest('hex');
    expect(derivedUuid('user:key-123', 'user:key-123\u0000x')).toBe(
      `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`,
    );
  });
});
