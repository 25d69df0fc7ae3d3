import { update as mingoUpdate } from 'mingo';
import { describe, expect, it } from 'vitest';
import { applyUpdate } from './embedded-read-store.adapter';

/** The fast path must give exactly what mingo (MongoDB's semantics) gives. */
function both(doc: Record<string, unknown>, modifier: Record<string, unknown>) {
  const ours = structuredClone({ _id: 'x', ...doc });
  applyUpdate(ours, modifier, false);
  const theirs = structuredClone({ _id: 'x', ...doc });
  mingoUpdate(theirs, modifier as never);
  return { ours, theirs };
}

describe('update operators (fast path) agree with mingo', () => {
  const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
    ['$set top level and nested', { a: 1, n: { b: 2 } }, { $set: { a: 5, 'n.b': 3, 'n.c': { d: [1] } } }],
    ['$set a missing nested path', {}, { $set: { 'x.y.z': 'v' } }],
    ['$inc existing and missing', { count: 2 }, { $inc: { count: 3, other: -1, 'deep.n': 2 } }],
    ['$push a value and $each', { list: [1] }, { $push: { list: { $each: [2, 3] }, other: { k: 'v' } } }],
    ['$push onto a missing array', {}, { $push: { owners: { owner_id: 'u', from_date: 't' } } }],
    ['$pull falls back to mingo', { content: [{ id: 'a' }, { id: 'b' }] }, { $pull: { content: { id: { $in: ['a'] } } } }],
    ['$set through an array falls back', { items: [{ a: 1 }] }, { $set: { 'items.0.a': 2 } }],
  ];
  for (const [name, doc, modifier] of cases) {
    it(name, () => {
      const { ours, theirs } = both(doc, modifier);
      expect(ours).toEqual(theirs);
    });
  }

  it('does not share pushed or set objects with the caller', () => {
    const value = { k: 'v' };
    const doc = { _id: 'x' } as Record<string, unknown> & { _id: string };
    applyUpdate(doc, { $set: { a: value }, $push: { list: value } }, false);
    value.k = 'changed';
    expect(doc).toEqual({ _id: 'x', a: { k: 'v' }, list: [{ k: 'v' }] });
  });

  it('applies $setOnInsert only when inserting', () => {
    const fresh = { _id: 'x' } as Record<string, unknown> & { _id: string };
    applyUpdate(fresh, { $setOnInsert: { n: 0 }, $inc: { n: 1 } }, true);
    expect(fresh.n).toBe(1);
    const existing = { _id: 'x', n: 5 } as Record<string, unknown> & { _id: string };
    applyUpdate(existing, { $setOnInsert: { n: 0 }, $inc: { n: 1 } }, false);
    expect(existing.n).toBe(6);
  });
});
