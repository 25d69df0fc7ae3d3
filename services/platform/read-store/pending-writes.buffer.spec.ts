import { describe, expect, it } from 'vitest';
import { PendingWrites } from './pending-writes.buffer';

describe('pending writes (documents not yet in SQLite)', () => {
  it('finds documents by an indexed value as they move between values, and holds no key once its documents are gone', () => {
    const pending = new PendingWrites();
    const fields = new Set(['stream']);
    pending.put('parties', 'a', { _id: 'a', stream: 's1' }, undefined, fields);
    // The index is built on the first lookup, then kept up to date by every put and remove.
    expect([...pending.ids('parties', 'stream', '"s1"')]).toEqual(['a']);
    pending.put('parties', 'b', { _id: 'b', stream: 's1' }, undefined, fields);
    pending.put('parties', 'a', { _id: 'a', stream: 's2' }, undefined, fields);
    expect([...pending.ids('parties', 'stream', '"s1"')]).toEqual(['b']);
    expect([...pending.ids('parties', 'stream', '"s2"')]).toEqual(['a']);
    expect(pending.indexedKeys).toBe(2);
    // What a flush on the worker does with the versions it persisted: the live layer is never cleared.
    for (let i = 0; i < 1_000; i += 1) pending.put('parties', `x${i}`, { _id: `x${i}`, stream: `t${i}` }, undefined, fields);
    for (let i = 0; i < 1_000; i += 1) pending.remove('parties', `x${i}`);
    pending.remove('parties', 'b');
    expect([...pending.ids('parties', 'stream', '"s1"')]).toEqual([]);
    expect(pending.indexedKeys).toBe(1);
    pending.put('parties', 'b', { _id: 'b', stream: 's1' }, undefined, fields);
    expect([...pending.ids('parties', 'stream', '"s1"')]).toEqual(['b']);
    pending.put('parties', 'a', null, undefined, fields);
    pending.remove('parties', 'b');
    expect(pending.indexedKeys).toBe(0);
    expect(pending.size).toBe(1);
  });

  it('gives documents no built index holds one shared empty key map, and a lookup gives each its own keys without touching it', () => {
    const pending = new PendingWrites();
    const fields = new Set(['stream']);
    pending.put('parties', 'a', { _id: 'a', stream: 's1' }, undefined, fields);
    pending.put('parties', 'b', { _id: 'b', stream: 's2' }, undefined, fields);
    pending.put('others', 'c', { _id: 'c', stream: 's1' }, undefined, fields);
    const shared = pending.get('parties', 'a')!.keys;
    // No map per write: a bulk import's pending documents each lived until their flush, maps included.
    expect(pending.get('parties', 'b')!.keys).toBe(shared);
    expect(pending.get('others', 'c')!.keys).toBe(shared);
    expect([...pending.ids('parties', 'stream', '"s1"')]).toEqual(['a']);
    expect([...pending.get('parties', 'a')!.keys]).toEqual([['stream', new Set(['"s1"'])]]);
    expect([...pending.get('parties', 'b')!.keys]).toEqual([['stream', new Set(['"s2"'])]]);
    // The other collection's index is not built: its document keeps the shared map, still empty.
    expect(pending.get('others', 'c')!.keys).toBe(shared);
    expect(shared.size).toBe(0);
    pending.put('others', 'd', { _id: 'd', stream: 's1' }, undefined, fields);
    expect(pending.get('others', 'd')!.keys).toBe(shared);
    expect([...pending.ids('others', 'stream', '"s1"')].sort()).toEqual(['c', 'd']);
    expect(shared.size).toBe(0);
  });
});
