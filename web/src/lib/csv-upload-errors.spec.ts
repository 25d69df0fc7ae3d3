import { describe, expect, it } from 'vitest';
import { rowErrorsFrom } from './csv-upload-errors';

describe('rowErrorsFrom', () => {
  it('reads row_errors when the server sends them', () => {
    const body = { csv_file: ['2 row(s) have errors; nothing was stored.', 'Row 3, product: Unknown product.'], row_errors: [{ row: 3, field: 'product', message: 'Unknown product.' }] };
    expect(rowErrorsFrom(body)).toEqual({ summary: '2 row(s) have errors; nothing was stored.', rows: [{ row: 3, field: 'product', message: 'Unknown product.' }] });
  });

  it('parses the message lines otherwise', () => {
    const body = { csv_file: ['1 row(s) have errors; nothing was stored.', 'Row 4, expire_date: Date has wrong format.', 'Row 7: Expected 6 columns.'] };
    expect(rowErrorsFrom(body).rows).toEqual([
      { row: 4, field: 'expire_date', message: 'Date has wrong format.' },
      { row: 7, field: '', message: 'Expected 6 columns.' },
    ]);
  });

  it('copes with bodies that are not CSV errors', () => {
    expect(rowErrorsFrom({ detail: 'Too large' })).toEqual({ summary: null, rows: [] });
    expect(rowErrorsFrom(null)).toEqual({ summary: null, rows: [] });
  });
});
