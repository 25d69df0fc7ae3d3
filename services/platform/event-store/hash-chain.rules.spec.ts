import { describe, expect, it } from 'vitest';
import { RecordedEvent } from './event-store.port';
import { GENESIS_HASH, canonicalJson, eventHash, verifyChain } from './hash-chain.rules';

function chain(stream: string, datas: Record<string, unknown>[]): RecordedEvent[] {
  let prevHash = GENESIS_HASH;
  return datas.map((data, i) => {
    const time = `2026-11-22T10:00:0${i}.000Z`;
    const hash = eventHash({ stream, revision: BigInt(i), type: 'T', data, time, prevHash });
    const event: RecordedEvent = {
      id: `e${i}`,
      stream,
      revision: BigInt(i),
      position: BigInt(i + 1),
      type: 'T',
      data,
      metadata: { correlationId: '', causationId: '', userId: '', time, prevHash, hash },
    };
    prevHash = hash;
    return event;
  });
}

describe('hash chain', () => {
  it('canonical JSON sorts keys at every level and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[2,{"y":2,"z":1}]},"b":1}');
  });

  it('the same event hashes the same whatever the key order', () => {
    const base = { stream: 's-1', revision: 0n, type: 'T', time: 't', prevHash: GENESIS_HASH };
    expect(eventHash({ ...base, data: { a: 1, b: 2 } })).toBe(eventHash({ ...base, data: { b: 2, a: 1 } }));
    expect(eventHash({ ...base, data: { a: 1 } })).not.toBe(eventHash({ ...base, data: { a: 2 } }));
  });

  it('verifies an untouched chain', () => {
    const events = chain('stockitem-INVE000001', [{ owner: 'a' }, { owner: 'b' }, { owner: 'c' }]);
    expect(verifyChain(events)).toEqual({ verified: true, headHash: events[2].metadata.hash });
  });

  it('detects edited data, a re-linked event and a removed event', () => {
    const edited = chain('s-1', [{ owner: 'a' }, { owner: 'b' }, { owner: 'c' }]);
    edited[1] = { ...edited[1], data: { owner: 'mallory' } };
    expect(verifyChain(edited)).toMatchObject({ verified: false, brokenAt: 1n });

    const relinked = chain('s-1', [{ owner: 'a' }, { owner: 'b' }]);
    relinked[1] = { ...relinked[1], metadata: { ...relinked[1].metadata, prevHash: GENESIS_HASH } };
    expect(verifyChain(relinked)).toMatchObject({ verified: false, brokenAt: 1n });

    const full = chain('s-1', [{ owner: 'a' }, { owner: 'b' }, { owner: 'c' }]);
    expect(verifyChain([full[0], full[2]])).toMatchObject({ verified: false });
  });

  it('binds each event to its stream and revision', () => {
    const a = chain('s-1', [{ owner: 'a' }]);
    const moved = [{ ...a[0], stream: 's-2' }];
    expect(verifyChain(moved).verified).toBe(false);
  });
});
