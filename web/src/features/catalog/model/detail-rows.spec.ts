import { describe, expect, it } from 'vitest';
import { checkRows, newRow } from './detail-rows';

describe('checkRows', () => {
  it('trims, skips blank rows and keeps the order', () => {
    const rows = [newRow(' Material ', ' Steel '), newRow('', ''), newRow('Case', '40 mm')];
    expect(checkRows(rows)).toEqual({ entries: [{ key: 'Material', value: 'Steel' }, { key: 'Case', value: '40 mm' }], errors: {} });
  });

  it('flags half-filled rows and keys listed twice regardless of case', () => {
    const a = newRow('Material', '');
    const b = newRow('', 'Gold');
    const c = newRow('Strap', 'Leather');
    const d = newRow('strap', 'Steel');
    const { entries, errors } = checkRows([a, b, c, d]);
    expect(entries).toEqual([{ key: 'Strap', value: 'Leather' }]);
    expect(Object.keys(errors).map(Number)).toEqual([a.uid, b.uid, d.uid]);
    expect(errors[d.uid]).toContain('listed twice');
  });

  it('bounds key and value lengths', () => {
    const long = newRow('k'.repeat(101), 'v');
    expect(checkRows([long]).errors[long.uid]).toMatch(/at most 100/);
  });
});
