import { describe, expect, it } from 'vitest';
import { csvTemplate, uploadPercent } from './upload-state';

describe('uploadPercent', () => {
  it('is the share sent while uploading and null while processing', () => {
    expect(uploadPercent({ loaded: 50, total: 200, phase: 'uploading' })).toBe(25);
    expect(uploadPercent({ loaded: 0, total: 0, phase: 'uploading' })).toBe(0);
    expect(uploadPercent({ loaded: 200, total: 200, phase: 'processing' })).toBeNull();
    expect(uploadPercent(null)).toBeNull();
  });
});

describe('csvTemplate', () => {
  it('starts with the exact header', () => {
    expect(csvTemplate('MA-1', '2025-01-02').split('\r\n')[0]).toBe('product,status,batch,manufecture_date,expire_date,warranty');
    expect(csvTemplate('MA-1', '2025-01-02')).toContain('MA-1,active,BATCH-001,2025-01-02');
  });
});
