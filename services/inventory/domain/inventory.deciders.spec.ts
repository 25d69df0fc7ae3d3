import { describe, expect, it } from 'vitest';
import { spec } from '../../../test/support/decider-spec';
import { displayId, parseDisplayId } from './display-id';
import { sequenceDecider } from './sequence.decider';
import { stockItemDecider } from './stock-item.decider';

describe('sequence decider', () => {
  it('starts at 1', () => {
    spec(sequenceDecider)
      .given([])
      .when({ kind: 'AllocateDisplayIds', prefix: 'INVE', count: 3 })
      .then([{ type: 'DisplayIdsAllocated', data: { prefix: 'INVE', first: 1, count: 3 } }]);
  });

  it('continues after the last block', () => {
    spec(sequenceDecider)
      .given([{ type: 'DisplayIdsAllocated', data: { prefix: 'INVE', first: 1, count: 3 } }])
      .when({ kind: 'AllocateDisplayIds', prefix: 'INVE', count: 2 })
      .then([{ type: 'DisplayIdsAllocated', data: { prefix: 'INVE', first: 4, count: 2 } }]);
  });
});

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

describe('display ids', () => {
  it('pads the number and parses either kind', () => {
    expect(displayId('INVE', 42)).toBe('INVE000042');
    expect(parseDisplayId(' inve000042 ')).toBe('INVE000042');
    expect(parseDisplayId('PACK000007')).toBe('PACK000007');
    expect(parseDisplayId('FAKE000001')).toBeUndefined();
    expect(parseDisplayId({ $ne: null })).toBeUndefined();
  });
});
