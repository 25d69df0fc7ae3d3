import { Query } from 'mingo';
import { describe, expect, it } from 'vitest';
import { MAX_PREFIXES, UNPLACED, pageEntry, pageIndex, pagePlan, residualSql } from './page-index.rules';
import { Doc } from './read-store.port';

const VALUES: unknown[] = [
  undefined, null, 0, -0, 1, -1, 0.5, -0.5, 2 ** 53, -(2 ** 60), 1e-300, -1e-300, Infinity, -Infinity, 10, 9, 100,
  '', 'a', 'ab', 'b', 'B', 'a\u0000', 'a\u0000b', 'a\u0001', '\u00e9', '\uffff', '\ud83d\ude00', 'Z', 'z', '10', '9',
  true, false,
];

/** The order mingo (and MongoDB) sorts the documents in. */
function mingoOrder(docs: Doc[], sort: Record<string, 1 | -1>): string[] {
  return (new Query({}).find(docs).sort(sort).all() as Doc[]).map((d) => d._id);
}

describe('page index keys', () => {
  it('order documents as mingo sorts them, in both directions and on two fields', () => {
    const docs: Doc[] = [];
    VALUES.forEach((a, i) =>
      [VALUES[(i * 7) % VALUES.length], VALUES[(i * 11) % VALUES.length], 'x'].forEach((b, j) => {
        const doc: Doc = { _id: `d${String(i).padStart(2, '0')}${j}` };
        if (a !== undefined) doc.a = a;
        if (b !== undefined) doc.b = b;
        docs.push(doc);
      }),
    );
    for (const sort of [{ a: 1, _id: 1 }, { a: -1, _id: -1 }, { a: 1, b: -1, _id: 1 }, { b: -1, a: 1, _id: -1 }] as Record<string, 1 | -1>[]) {
      const index = pageIndex({ equal: [], sort });
      const keyed = docs.map((doc) => {
        const entry = pageEntry(index, doc);
        if (entry === UNPLACED) throw new Error(`not placed: ${JSON.stringify(doc)}`);
        return { id: doc._id, key: entry.key };
      });
      const byKey = keyed.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0)).map((x) => x.id);
      expect(byKey, JSON.stringify(sort)).toEqual(mingoOrder(docs, sort));
    }
  });

  it('keep the keys already stored: the same hexadecimal text for each kind of value, in both directions', () => {
    // Entries written by earlier versions stay on disk and are compared with new ones: the encoding must not move.
    const up = pageIndex({ equal: ['o'], sort: { t: 1, _id: 1 } });
    const down = pageIndex({ equal: ['o'], sort: { t: -1, _id: -1 } });
    const stored: [unknown, string, string][] = [
      [null, '103000780031000000', 'efcfff87ffceffffff'],
      [-1, '20400fffffffffffff3000780031000000', 'dfbff0000000000000cfff87ffceffffff'],
      [0.5, '20bfe00000000000003000780031000000', 'df401fffffffffffffcfff87ffceffffff'],
      ['a\u0000b', '3000610000ff00620000003000780031000000', 'cfff9effff00ff9dffffffcfff87ffceffffff'],
      ['\u00e9\ud83d\ude00', '3000e9d83dde000000003000780031000000', 'cfff1627c221ffffffffcfff87ffceffffff'],
      [true, '50013000780031000000', 'affecfff87ffceffffff'],
    ];
    for (const [t, ascending, descending] of stored) {
      expect(pageEntry(up, { _id: 'x1', o: 'u', t }), JSON.stringify(t)).toMatchObject({ prefix: '"u"', key: ascending });
      expect(pageEntry(down, { _id: 'x1', o: 'u', t }), JSON.stringify(t)).toMatchObject({ key: descending });
    }
    // A value longer than the encoder's first buffer.
    const long = 'k'.repeat(5_000);
    const entry = pageEntry(up, { _id: 'x1', o: 'u', t: long }) as { key: string };
    expect(entry.key).toBe(`30${'006b'.repeat(5_000)}000000${'3000780031000000'}`);
  });

  it('leaves arrays, objects, dates and NaN unplaced, in sort, equality and other fields', () => {
    const index = pageIndex({ equal: ['owner'], sort: { t: -1, _id: -1 }, also: ['search'] });
    for (const doc of [
      { _id: 'a', owner: 'u', t: ['x'] },
      { _id: 'b', owner: 'u', t: { x: 1 } },
      { _id: 'c', owner: 'u', t: new Date(0) },
      { _id: 'd', owner: 'u', t: NaN },
      { _id: 'e', owner: ['u'], t: 'x' },
      { _id: 'f', owner: 'u', t: 'x', search: ['x'] },
    ] as Doc[]) {
      expect(pageEntry(index, doc), doc._id).toBe(UNPLACED);
    }
    expect(pageEntry(index, { _id: 'g', owner: 'u', t: 'x', search: 'y', other: [1] })).not.toBe(UNPLACED);
  });

  it('refuses a sort that does not end with _id, or a nested field', () => {
    expect(() => pageIndex({ equal: ['owner'], sort: { t: -1 } })).toThrow(/_id last/);
    expect(() => pageIndex({ equal: ['owner.id'], sort: { _id: 1 } })).toThrow(/top-level/);
  });

  it('plans an $in of plain values on an equality as one prefix per combination of values, in order', () => {
    const index = pageIndex({ equal: ['owner', 'type'], sort: { t: -1, _id: -1 }, also: ['search'] });
    const prefixOf = (owner: unknown, type: unknown) => (pageEntry(index, { _id: 'x', owner, type, t: 1 }) as { prefix: string }).prefix;
    expect(pagePlan(index, { owner: 'u', type: 'item' }, { t: -1, _id: -1 })).toEqual({ prefixes: [prefixOf('u', 'item')], residual: undefined, descending: false });
    const plan = pagePlan(index, { owner: { $in: ['v', 'u'] }, type: { $in: ['item', 'package', 'item'] }, search: 'x' }, { t: 1, _id: 1 });
    expect(plan).toEqual({
      prefixes: [prefixOf('u', 'item'), prefixOf('u', 'package'), prefixOf('v', 'item'), prefixOf('v', 'package')].sort(),
      residual: { search: 'x' },
      descending: true,
    });
    // Conditions the index does not answer: values that are not plain, an empty $in, $in with another operator, too many prefixes.
    const many = Array.from({ length: MAX_PREFIXES + 1 }, (_, i) => `t${i}`);
    for (const type of [{ $in: [] }, { $in: ['a', ['b']] }, { $in: ['a', null] }, { $in: ['a'], $ne: 'b' }, { $nin: ['a'] }, /a/, ['a'], { $in: many }]) {
      expect(pagePlan(index, { owner: 'u', type }, undefined), JSON.stringify(type)).toBeUndefined();
    }
    expect(pagePlan(index, { owner: { $in: ['u', 'v'] }, type: { $in: many.slice(0, MAX_PREFIXES / 2) } }, undefined)?.prefixes).toHaveLength(MAX_PREFIXES);
  });

  it('does string equalities and plain-text patterns in SQL, and leaves other patterns to mingo', () => {
    expect(residualSql({ search: { $regex: 'inv\\.00\\-1 a/b "q"' }, type: 'item' })?.params).toEqual(['inv.00-1 a/b \\"q\\"', 'inv.00-1 a/b "q"', '"item"', 'item']);
    expect(residualSql({ search: /plain/ })?.params).toEqual(['plain', 'plain']);
    for (const other of [{ $regex: '^a' }, { $regex: 'a.b' }, { $regex: 'a', $options: 'i' }, /a/i, { $in: ['a'] }, 5, true, { $regex: 'a\\d' }]) {
      expect(residualSql({ search: other }), JSON.stringify(String(other))).toBeUndefined();
    }
  });
});
