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

  it('hashes exactly as stored chains were hashed (values pinned from the first implementation)', () => {
    const owner = { requestId: '0193a1b2-0000-7000-8000-000000000001', requesterId: 'u-2', ownerId: 'u-1' };
    expect(
      eventHash({ stream: 'stockitem-INVE000123', revision: 3n, type: 'OwnershipRequested', data: owner, time: '2026-11-24T23:00:00.000Z', prevHash: GENESIS_HASH }),
    ).toBe('8535572bb1308b0f667d066bc4a2a50ef11d8c16c9dfc44bcebbf728a87e2166');
    const odd = { b: [1, { z: '"q\\\n', y: null, x: undefined }], a: -0, é: 1.5e21, '': true, c: undefined };
    expect(canonicalJson(odd)).toBe('{"":true,"a":0,"b":[1,{"y":null,"z":"\\"q\\\\\\n"}],"é":1.5e+21}');
    expect(eventHash({ stream: 's-é\u{1F600}', revision: 12345678901n, type: 'T', data: odd, time: 't', prevHash: 'h' })).toBe(
      'bba59df01f8762b0f326f57881712e45b59e35bc87100ba04ccf2c70cd2fa15c',
    );
    expect(eventHash({ stream: 's', revision: 0n, type: 'T', data: {}, time: 't', prevHash: 'p' })).toBe(
      '1193b7c58a4cc0f2d4b4f336afd2e90b0d9b3c0ca9fc161ae9d205e4bfd0895d',
    );
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
