import { describe, it } from 'vitest';
import { spec } from '../../../test/support/decider-spec';
import { StockUploadEvent, stockUploadDecider } from './stock-upload.decider';
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
});
