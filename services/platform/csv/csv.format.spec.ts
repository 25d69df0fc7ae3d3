import { describe, expect, it } from 'vitest';
import { CsvTooLong, csvRows, parseCsv } from './csv.format';

describe('the one CSV parser (stock and warranty uploads)', () => {
  it('without limits reads any length', () => {
    expect(parseCsv(`a,${'b'.repeat(5000)}\n`)).toEqual([['a', 'b'.repeat(5000)]]);
  });

  it('refuses a cell over the limit (counted as written, quotes included) on the row where it is met', () => {
    const limits = { maxCell: 4, maxLine: 100 };
    expect(parseCsv('abcd,x\n"ab",y', limits)).toEqual([['abcd', 'x'], ['ab', 'y']]);
    expect(() => parseCsv('ok,x\nabcde,y', limits)).toThrow(new CsvTooLong(2, 'cell', 4));
    expect(() => parseCsv('ok,x\n"a,b,c,d,e",y', limits)).toThrow(/Row 2: a cell longer than 4 characters/);
  });

  it('refuses a line over the limit, and stops reading there (rows before it were yielded)', () => {
    const rows = csvRows('a,b\r\nc,d,e,f,g,h\r\ni,j', { maxCell: 10, maxLine: 6 });
    expect(rows.next().value).toEqual(['a', 'b']);
    expect(() => rows.next()).toThrow(new CsvTooLong(2, 'line', 6));
  });
});
