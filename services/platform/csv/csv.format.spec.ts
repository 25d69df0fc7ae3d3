import { describe, expect, it } from 'vitest';
import { CsvTooLong, csvLine, csvRows, parseCsv } from './csv.format';

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

  it('reads back what csvLine writes, for cells with quotes, separators, line breaks and spaces (random tables)', () => {
    // A seeded generator: the same tables on every run.
    let seed = 20261125;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const alphabet = ['a', 'b', ' ', ',', '"', '\n', '\r', '\r\n', 'é', '""'];
    for (let table = 0; table < 300; table += 1) {
      const rows = Array.from({ length: 1 + random(4) }, () =>
        Array.from({ length: 1 + random(4) }, () => Array.from({ length: random(8) }, () => alphabet[random(alphabet.length)]).join('')),
      );
      // A row of one empty cell is an empty line, which has no cells to read back.
      const written = rows.filter((r) => r.length > 1 || r[0] !== '');
      // Cells starting like a formula get an apostrophe from csvLine; none of the alphabet does.
      const text = written.map((r) => csvLine(r)).join(random(2) ? '\r\n' : '\n');
      expect(parseCsv(text), JSON.stringify(text)).toEqual(written);
    }
  });

  it('keeps a quote inside an unquoted cell and text after a closing quote as written', () => {
    expect(parseCsv('ab"c,"d"e,""\n')).toEqual([['ab"c', 'de', '']]);
  });
});
