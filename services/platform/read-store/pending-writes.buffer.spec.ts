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
});
