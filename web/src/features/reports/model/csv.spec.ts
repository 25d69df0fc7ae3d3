import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV export', () => {
  const columns = [
    { header: 'Product', value: (r: { name: string; count: number }) => r.name },
    { header: 'Items', value: (r: { name: string; count: number }) => r.count },
  ];

  it('writes a header and one CRLF line per row', () => {
    expect(toCsv([{ name: 'Submariner', count: 3 }], columns)).toBe('Product,Items\r\nSubmariner,3\r\n');
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    const csv = toCsv(
      [
        { name: 'Speedy, 30 "mono"', count: 1 },
        { name: '=HYPERLINK("x")', count: 2 },
        { name: '-5 bags', count: -1 },
      ],
      columns,
    );
    expect(csv.split('\r\n')).toEqual(['Product,Items', '"Speedy, 30 ""mono""",1', `"'=HYPERLINK(""x"")",2`, "'-5 bags,-1", '']);
  });

  it('an empty table is its header', () => {
    expect(toCsv([], columns)).toBe('Product,Items\r\n');
  });
});
