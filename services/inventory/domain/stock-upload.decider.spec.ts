import { describe, it } from 'vitest';
import { spec } from '../../../test/support/decider-spec';
import { expect } from 'vitest';
import { STOCK_UPLOAD_CHUNK_ROWS, StockUploadEvent, stockUploadDecider } from './stock-upload.decider';
import type { StockRow } from './stock-upload';

const row = (batch: string): StockRow => ({
  productId: 'p1',
  status: 'active',
  batch,
  manufectureDate: '2026-01-01',
  expireDate: '2031-01-01',
  warranty: '2028-01-01',
});
const importing = (rows: StockRow[]) => ({ kind: 'ImportStockBatch' as const, actorId: 'brand', contentHash: 'abc', rows });
const allocated = (first: number, count: number): StockUploadEvent => ({ type: 'DisplayIdsAllocated', data: { prefix: 'INVE', first, count } });
const registered = (id: string) => ({
  type: 'StockItemRegistered' as const,
  data: { displayId: id, productId: 'p1', ownerId: 'brand', location: '', addressLocation: '' },
});
const batchOf = (r: StockRow) => ({
  type: 'StockItemBatchRecorded' as const,
  data: { batch: r.batch, status: r.status, manufectureDate: r.manufectureDate, expireDate: r.expireDate, warranty: r.warranty },
});

describe('stock upload decider', () => {
  it('takes the next block of display numbers, registers one item per row with its batch data, and records the file', () => {
    const rows = [row('B-1'), row('B-2')];
    spec(stockUploadDecider)
      .given({ 'sequence-inve': [allocated(1, 7)] })
      .when(importing(rows))
      .then([
        { stream: 'sequence-inve', events: [allocated(8, 2)] },
        {
          stream: 'stockbatch-abc',
          events: [
            {
              type: 'StockBatchImported',
              data: { contentHash: 'abc', rowCount: 2, firstDisplayId: 'INVE000008', lastDisplayId: 'INVE000009', ownerId: 'brand' },
            },
          ],
        },
        { stream: 'stockitem-INVE000008', events: [registered('INVE000008'), batchOf(rows[0])] },
        { stream: 'stockitem-INVE000009', events: [registered('INVE000009'), batchOf(rows[1])] },
      ]);
  });

  it('starts the numbers at 1 on a new sequence', () => {
    spec(stockUploadDecider)
      .given({})
      .when(importing([row('B')]))
      .then([
        { stream: 'sequence-inve', events: [allocated(1, 1)] },
        {
          stream: 'stockbatch-abc',
          events: [
            { type: 'StockBatchImported', data: { contentHash: 'abc', rowCount: 1, firstDisplayId: 'INVE000001', lastDisplayId: 'INVE000001', ownerId: 'brand' } },
          ],
        },
        { stream: 'stockitem-INVE000001', events: [registered('INVE000001'), batchOf(row('B'))] },
      ]);
  });

  it('decides nothing for a file this uploader imported already', () => {
    spec(stockUploadDecider)
      .given({
        'sequence-inve': [allocated(1, 1)],
        'stockbatch-abc': [
          { type: 'StockBatchImported', data: { contentHash: 'abc', rowCount: 1, firstDisplayId: 'INVE000001', lastDisplayId: 'INVE000001', ownerId: 'brand' } },
        ],
      })
      .when(importing([row('B')]))
      .then([]);
  });

  it('decides in chunks exactly what it decides at once: the sequence and the file first, then the items a chunk of rows at a time', () => {
    const rows = Array.from({ length: 2 * STOCK_UPLOAD_CHUNK_ROWS + 1 }, (_, i) => row(`B-${i}`));
    const states = new Map([['sequence-inve', stockUploadDecider.evolve(stockUploadDecider.initialState, allocated(1, 41))]]);
    const chunks = [...stockUploadDecider.decideInChunks(importing(rows), states)];
    expect(chunks.map((c) => c.length)).toEqual([2, STOCK_UPLOAD_CHUNK_ROWS, STOCK_UPLOAD_CHUNK_ROWS, 1]);
    expect(chunks[0].map((w) => w.stream)).toEqual(['sequence-inve', 'stockbatch-abc']);
    expect(chunks.flat()).toEqual(stockUploadDecider.decide(importing(rows), states));
    expect(chunks[3][0]).toEqual({ stream: `stockitem-INVE${String(42 + 2 * STOCK_UPLOAD_CHUNK_ROWS).padStart(6, '0')}`, events: [registered(`INVE${String(42 + 2 * STOCK_UPLOAD_CHUNK_ROWS).padStart(6, '0')}`), batchOf(rows[2 * STOCK_UPLOAD_CHUNK_ROWS])] });
  });

  it('decides no chunk at all for a file this uploader imported already', () => {
    const imported = { type: 'StockBatchImported' as const, data: { contentHash: 'abc', rowCount: 1, firstDisplayId: 'INVE000001', lastDisplayId: 'INVE000001', ownerId: 'brand' } };
    const states = new Map([['stockbatch-abc', stockUploadDecider.evolve(stockUploadDecider.initialState, imported)]]);
    expect([...stockUploadDecider.decideInChunks(importing([row('B')]), states)]).toEqual([]);
  });
});
