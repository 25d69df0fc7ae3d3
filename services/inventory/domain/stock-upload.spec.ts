import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, parseCsv } from '../../platform/csv/csv.format';
import { MAX_STOCK_ROWS, TooManyRows, checkStockCsv } from './stock-upload';

const P1 = '11111111-1111-4111-8111-111111111111';
const products = { byId: new Set([P1]), bySku: new Map([['SKU-1', [P1]], ['DUP', [P1, 'other']]]) };
const header = 'product,status,batch,manufecture_date,expire_date,warranty';

describe('CSV parsing', () => {
  it('handles quotes, commas and line breaks inside quotes, CRLF and a BOM', () => {
    expect(parseCsv('\ufeffa,b\r\n"x, y","he said ""hi"""\r\n"multi\nline",z')).toEqual([
      ['a', 'b'],
      ['x, y', 'he said "hi"'],
      ['multi\nline', 'z'],
    ]);
  });

  it('escapes formula cells and quotes separators on export', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "x"')).toBe('"say ""x"""');
    expect(csvLine(['INVE000001', null, 3])).toBe('INVE000001,,3');
  });
});

describe('stock upload check', () => {
  it('accepts valid rows by product id or SKU', () => {
    const { rows, errors } = checkStockCsv(`${header}\r\n${P1},Active,B-1,2026-01-01,2030-01-01,2028-01-01\r\nSKU-1,active,B-2,2026-01-01,2030-01-01,2028-01-01\r\n`, products);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { productId: P1, status: 'active', batch: 'B-1', manufectureDate: '2026-01-01', expireDate: '2030-01-01', warranty: '2028-01-01' },
      { productId: P1, status: 'active', batch: 'B-2', manufectureDate: '2026-01-01', expireDate: '2030-01-01', warranty: '2028-01-01' },
    ]);
  });

  it('lists every bad row by spreadsheet row number and reason', () => {
    const csv = [
      header,
      `${P1},active,B-1,2026-01-01,2030-01-01,2028-01-01`,
      `nope,active,B-1,2026-01-01,2030-01-01,2028-01-01`,
      `${P1},active,B-1,2026-13-01,2030-01-01,2028-01-01`,
      `${P1},active,B-1`,
      `DUP,,B-1,2026-01-01,2020-01-01,2028-01-01`,
    ].join('\n');
    const { errors } = checkStockCsv(csv, products);
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'product'],
      [4, 'manufecture_date'],
      [5, 'row'],
      [6, 'product'],
      [6, 'status'],
    ]);
  });

  it('demands the exact header', () => {
    const fieldsOf = (csv: string) => {
      try {
        checkStockCsv(csv, products);
      } catch (error) {
        return (error as { fields?: Record<string, string[]> }).fields;
      }
      return undefined;
    };
    expect(fieldsOf('product,batch,status,manufecture_date,expire_date,warranty\n')?.csv_file[0]).toMatch(/header must be exactly/);
    expect(fieldsOf('')?.csv_file[0]).toMatch(/empty/);
    expect(fieldsOf(`${header}\n`)?.csv_file[0]).toMatch(/no rows/);
  });

  it('refuses more than the row limit', () => {
    const line = `${P1},active,B,2026-01-01,2030-01-01,2028-01-01\n`;
    expect(() => checkStockCsv(header + '\n' + line.repeat(MAX_STOCK_ROWS + 1), products)).toThrow(TooManyRows);
  });
});
