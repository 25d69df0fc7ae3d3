import { describe, it } from 'vitest';
import { spec } from '../../../test/support/decider-spec';
import { stockItemDecider } from './stock-item.decider';

describe('stock item decider', () => {
  const register = {
    kind: 'RegisterStockItem' as const,
    displayId: 'INVE000001',
    productId: 'p1',
    ownerId: 'alice',
    location: '28.4&77.0',
    addressLocation: '',
  };

  it('registers an item owned by the registering brand', () => {
    spec(stockItemDecider)
      .given([])
      .when(register)
      .then([
        {
          type: 'StockItemRegistered',
          data: { displayId: 'INVE000001', productId: 'p1', ownerId: 'alice', location: '28.4&77.0', addressLocation: '' },
        },
      ]);
  });

  it('refuses to register the same display id twice', () => {
    spec(stockItemDecider)
      .given(spec(stockItemDecider).given([]).when(register).events())
      .when(register)
      .thenThrows('STOCK_ITEM.EXISTS');
  });
});

describe('batch data', () => {
  const registered = {
    type: 'StockItemRegistered' as const,
    data: { displayId: 'INVE000001', productId: 'p1', ownerId: 'alice', location: '', addressLocation: '' },
  };
  const details = { batch: 'B-7', status: 'active', manufectureDate: '2026-01-01', expireDate: '2030-01-01', warranty: '2028-01-01' };

  it('the registering brand records batch data', () => {
    spec(stockItemDecider).given([registered]).when({ kind: 'RecordBatch', actorId: 'alice', details }).then([{ type: 'StockItemBatchRecorded', data: details }]);
  });

  it('nobody else may, and an unknown item is not found', () => {
    spec(stockItemDecider).given([registered]).when({ kind: 'RecordBatch', actorId: 'bob', details }).thenThrows('STOCK_ITEM.NOT_REGISTRANT');
    spec(stockItemDecider).given([]).when({ kind: 'RecordBatch', actorId: 'alice', details }).thenThrows('STOCK_ITEM.NOT_FOUND');
  });
});
