import { describe, expect, it } from 'vitest';
import { spec } from '../../../test/support/decider-spec';
import { holds, item, packed, pkg } from '../../../test/support/custody-events';
import { counterfeitReportDecider } from './counterfeit.decider';
import { CustodyEvent } from './custody.events';
import { approvalDecider } from './ownership.decider';
import { packingDecider } from './packing.decider';
import { recordBatchDecider } from './stock-item.decider';

// The multi-stream rules, driven by the same given/when/then helper: histories and writes per stream.

const requested: CustodyEvent = { type: 'OwnershipRequested', data: { requestId: 'r1', requesterId: 'bob', ownerId: 'alice' } };

describe('approval across streams', () => {
  it('given a package holding an item, when its owner approves a request, then the package and the item pass to the requester', () => {
    spec(approvalDecider)
      .given({
        'package-PACK000001': [pkg('PACK000001'), holds('INVE000001'), requested],
        'stockitem-INVE000001': [item('INVE000001'), packed('PACK000001')],
      })
      .when({ kind: 'ApproveOwnership', displayId: 'PACK000001', requestId: 'r1', actorId: 'alice' })
      .then([
        { stream: 'package-PACK000001', events: [{ type: 'OwnershipApproved', data: { requestId: 'r1', previousOwnerId: 'alice', newOwnerId: 'bob' } }] },
        {
          stream: 'stockitem-INVE000001',
          events: [{ type: 'OwnershipTransferredWithPackage', data: { packageId: 'PACK000001', requestId: 'r1', fromOwnerId: 'alice', toOwnerId: 'bob' } }],
        },
      ]);
  });

  it('refuses when the contents were not all loaded', () => {
    spec(approvalDecider)
      .given({ 'package-PACK000001': [pkg('PACK000001'), holds('INVE000001'), requested] })
      .when({ kind: 'ApproveOwnership', displayId: 'PACK000001', requestId: 'r1', actorId: 'alice' })
      .thenThrows('PACKAGING.CHANGED');
  });
});

describe('packing across streams', () => {
  it('given an own package and item, when packed, then both streams record it', () => {
    spec(packingDecider)
      .given({ 'package-PACK000001': [pkg('PACK000001')], 'stockitem-INVE000001': [item('INVE000001')] })
      .when({ kind: 'PackContents', packageId: 'PACK000001', entries: [{ type: 'item', id: 'INVE000001' }], actorId: 'alice' })
      .then([
        { stream: 'package-PACK000001', events: [holds('INVE000001')] },
        { stream: 'stockitem-INVE000001', events: [packed('PACK000001')] },
      ]);
  });

  it('given a package holding an item, when unpacked, then the item is released', () => {
    spec(packingDecider)
      .given({ 'package-PACK000001': [pkg('PACK000001'), holds('INVE000001')], 'stockitem-INVE000001': [item('INVE000001'), packed('PACK000001')] })
      .when({ kind: 'Unpack', packageId: 'PACK000001', actorId: 'alice' })
      .then([
        { stream: 'package-PACK000001', events: [{ type: 'PackageUnpacked', data: { entries: [{ type: 'item', id: 'INVE000001' }] } }] },
        { stream: 'stockitem-INVE000001', events: [{ type: 'ReleasedFromPackage', data: { packageId: 'PACK000001' } }] },
      ]);
  });

  it("refuses someone else's item", () => {
    spec(packingDecider)
      .given({ 'package-PACK000001': [pkg('PACK000001')], 'stockitem-INVE000001': [item('INVE000001', 'carol')] })
      .when({ kind: 'PackContents', packageId: 'PACK000001', entries: [{ type: 'item', id: 'INVE000001' }], actorId: 'alice' })
      .thenThrows('PACKAGING.NOT_OWNER');
  });
});

describe('batch data across items', () => {
  const details = { batch: 'B-7', status: 'active', manufectureDate: '2026-01-01', expireDate: '2030-01-01', warranty: '2028-01-01' };

  it('records the batch on every item of the registering brand', () => {
    spec(recordBatchDecider)
      .given({ 'stockitem-INVE000001': [item('INVE000001')], 'stockitem-INVE000002': [item('INVE000002')] })
      .when({ kind: 'RecordBatch', actorId: 'alice', details })
      .then([
        { stream: 'stockitem-INVE000001', events: [{ type: 'StockItemBatchRecorded', data: details }] },
        { stream: 'stockitem-INVE000002', events: [{ type: 'StockItemBatchRecorded', data: details }] },
      ]);
  });

  it('all or none: one item of another brand refuses the whole batch', () => {
    spec(recordBatchDecider)
      .given({ 'stockitem-INVE000001': [item('INVE000001')], 'stockitem-INVE000002': [item('INVE000002', 'bob')] })
      .when({ kind: 'RecordBatch', actorId: 'alice', details })
      .thenThrows('STOCK_ITEM.NOT_REGISTRANT');
  });
});

describe('where a counterfeit report goes', () => {
  const report = (displayId: string) => ({ kind: 'ReportCounterfeit' as const, complaintId: 'c1', displayId, reason: 'Others', address: '' });

  it("on the item's stream when the id is ours", () => {
    const [write] = spec(counterfeitReportDecider).given({ 'stockitem-INVE000001': [item('INVE000001')] }).when(report('INVE000001')).events();
    expect(write.stream).toBe('stockitem-INVE000001');
    expect(write.events[0].data).toMatchObject({ known: true, ownerId: 'alice' });
  });

  it('on a complaint stream of its own when we never issued the id', () => {
    spec(counterfeitReportDecider)
      .given({ 'stockitem-INVE999999': [] })
      .when(report('INVE999999'))
      .then([
        {
          stream: 'complaint-c1',
          events: [{ type: 'CounterfeitReported', data: { complaintId: 'c1', displayId: 'INVE999999', reason: 'Others', address: '', known: false, ownerId: '' } }],
        },
      ]);
  });
});
