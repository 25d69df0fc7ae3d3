import { describe, expect, it } from 'vitest';
import { SpilledDocuments } from './spilled-documents.buffer';

describe('spilled documents (JSON kept outside the heap)', () => {
  it('gives back each kept JSON exactly, non-ASCII text included, the newest version after a replacement', () => {
    const spill = new SpilledDocuments(1_000);
    spill.keep('items', 'a', '{"_id":"a","name":"Café ☕ 東京"}');
    spill.keep('items', 'b', '{"_id":"b"}');
    spill.keep('users', 'a', '{"_id":"a","n":1}');
    spill.keep('items', 'a', '{"_id":"a","name":"Zoë"}');
    expect(spill.get('items', 'a')).toBe('{"_id":"a","name":"Zoë"}');
    expect(spill.get('items', 'b')).toBe('{"_id":"b"}');
    expect(spill.get('users', 'a')).toBe('{"_id":"a","n":1}');
    expect(spill.get('users', 'b')).toBeUndefined();
    expect(spill.size).toBe(3);
    // Bytes, not characters, and the replaced version's bytes stay counted.
    const bytes = ['{"_id":"a","name":"Café ☕ 東京"}', '{"_id":"b"}', '{"_id":"a","n":1}', '{"_id":"a","name":"Zoë"}'].reduce((n, j) => n + Buffer.byteLength(j), 0);
    expect(spill.bytes).toBe(bytes);
    expect(spill.room).toBe(1_000 - bytes);
  });

  it('spreads documents over slabs without mixing them up, and forgets a collection or everything', () => {
    const spill = new SpilledDocuments(64 * 2 ** 20);
    const big = (i: number) => JSON.stringify({ _id: String(i), pad: String(i % 10).repeat(3 * 2 ** 20) });
    for (let i = 0; i < 12; i += 1) spill.keep(i % 2 ? 'odd' : 'even', String(i), big(i));
    for (let i = 0; i < 12; i += 1) expect(spill.get(i % 2 ? 'odd' : 'even', String(i))).toBe(big(i));
    expect([...spill.ids('odd')].sort()).toEqual(['1', '11', '3', '5', '7', '9']);
    spill.delete('odd', '1');
    expect(spill.get('odd', '1')).toBeUndefined();
    spill.drop('even');
    expect(spill.has('even')).toBe(false);
    expect(spill.get('odd', '3')).toBe(big(3));
    spill.clear();
    expect(spill.size).toBe(0);
    expect(spill.bytes).toBe(0);
  });
});
