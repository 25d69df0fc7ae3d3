import { describe, expect, it } from 'vitest';
import { csvTemplate, rowErrorsFrom, uploadPercent } from './upload-state';

describe('uploadPercent', () => {
  it('is the share sent while uploading and null while processing', () => {
    expect(uploadPercent({ loaded: 50, total: 200, phase: 'uploading' })).toBe(25);
    expect(uploadPercent({ loaded: 0, total: 0, phase: 'uploading' })).toBe(0);
    expect(uploadPercent({ loaded: 200, total: 200, phase: 'processing' })).toBeNull();
    expect(uploadPercent(null)).toBeNull();
  });
});

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

describe('csvTemplate', () => {
  it('starts with the exact header', () => {
    expect(csvTemplate('MA-1', '2025-01-02').split('\r\n')[0]).toBe('product,status,batch,manufecture_date,expire_date,warranty');
    expect(csvTemplate('MA-1', '2025-01-02')).toContain('MA-1,active,BATCH-001,2025-01-02');
  });
});
