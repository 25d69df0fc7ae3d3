import { describe, expect, it } from 'vitest';
import { spec } from '../../../test/support/decider-spec';
import { holds, item, packed, pkg } from '../../../test/support/custody-events';
import { SequenceEvent } from '../../platform/domain/sequence.decider';
import { CustodyEvent } from './custody.events';
import { CustodyStepsRefused, custodyStepsDecider } from './custody-steps.decider';

// Several custody commands as one decision: each step sees what the earlier ones did, and one refused step
// refuses them all.

const holdsPackage = (id: string): CustodyEvent => ({ type: 'PackageContentsAdded', data: { entries: [{ type: 'package', id }] } });
const allocated = (first: number, count: number): SequenceEvent => ({ type: 'DisplayIdsAllocated', data: { prefix: 'INVE', first, count } });
const steps = (...list: Parameters<typeof custodyStepsDecider.decide>[0]['steps']) => ({ kind: 'CustodySteps' as const, actorId: 'alice', steps: list });

function refusalsOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CustodyStepsRefused);
    return (error as CustodyStepsRefused).refusals;
  }
  throw new Error('expected the steps to be refused');
}

describe('custody steps decided as one', () => {
  it('given loose items and a package, when one step packs and the next unpacks, then the second sees the first and each stream gets both', () => {
    spec(custodyStepsDecider)
      .given({ 'package-PACK000001': [pkg('PACK000001')], 'stockitem-INVE000001': [item('INVE000001')] })
      .when(steps({ kind: 'PackContents', packageId: 'PACK000001', entries: [{ type: 'item', id: 'INVE000001' }] }, { kind: 'Unpack', packageId: 'PACK000001', entries: ['INVE000001'] }))
      .then([
        {
          stream: 'package-PACK000001',
          events: [
            holds('INVE000001'),
            { type: 'PackageUnpacked', data: { entries: [{ type: 'item', id: 'INVE000001' }] } },
          ],
        },
        {
          stream: 'stockitem-INVE000001',
          events: [
            { type: 'PackedIntoPackage', data: { packageId: 'PACK000001' } },
            { type: 'ReleasedFromPackage', data: { packageId: 'PACK000001' } },
          ],
        },
      ]);
  });

  it('given the INVE sequence, when two steps register items, then they get consecutive blocks on new streams', () => {
    const register = (count: number) => ({ kind: 'RegisterStockItems' as const, productId: 'p1', count, location: '46.2&6.1', addressLocation: '' });
    spec(custodyStepsDecider)
      .given({ 'sequence-inve': [allocated(1, 4)] })
      .when(steps(register(1), register(2)))
      .then([
        { stream: 'sequence-inve', events: [allocated(5, 1), allocated(6, 2)] },
        ...['INVE000005', 'INVE000006', 'INVE000007'].map((id) => ({
          stream: `stockitem-${id}`,
          events: [{ type: 'StockItemRegistered' as const, data: { displayId: id, productId: 'p1', ownerId: 'alice', location: '46.2&6.1', addressLocation: '' } }],
        })),
      ]);
  });

  it('refuses the whole of it when the last step is refused, and says which step and why', () => {
    // PACK000003 holds a package: only level-1 packages go into another one.
    const given = spec(custodyStepsDecider).given({
      'package-PACK000001': [pkg('PACK000001')],
      'stockitem-INVE000001': [item('INVE000001')],
      'package-PACK000002': [pkg('PACK000002'), packed('PACK000003')],
      'package-PACK000003': [pkg('PACK000003'), holdsPackage('PACK000002')],
      'package-PACK000004': [pkg('PACK000004')],
    });
    const refusals = refusalsOf(() =>
      given.when(steps({ kind: 'PackContents', packageId: 'PACK000001', entries: [{ type: 'item', id: 'INVE000001' }] }, { kind: 'PackContents', packageId: 'PACK000004', entries: [{ type: 'package', id: 'PACK000003' }] })).events(),
    );
    expect(refusals).toEqual([{ step: 1, code: 'PACKAGING.TOO_DEEP', message: expect.stringContaining('PACK000003') }]);
  });

  it('judges each step against what the earlier ones did: an item packed by step 1 cannot be handed over or packed again', () => {
    const given = spec(custodyStepsDecider).given({
      'package-PACK000001': [pkg('PACK000001')],
      'package-PACK000002': [pkg('PACK000002')],
      'stockitem-INVE000001': [item('INVE000001')],
    });
    const refusals = refusalsOf(() =>
      given
        .when(
          steps(
            { kind: 'PackContents', packageId: 'PACK000001', entries: [{ type: 'item', id: 'INVE000001' }] },
            { kind: 'HandOver', displayId: 'INVE000001', toUserId: 'bob' },
            { kind: 'PackContents', packageId: 'PACK000002', entries: [{ type: 'item', id: 'INVE000001' }] },
          ),
        )
        .events(),
    );
    expect(refusals.map((r) => [r.step, r.code])).toEqual([
      [1, 'OWNERSHIP.PACKED'],
      [2, 'PACKAGING.ALREADY_PACKED'],
    ]);
  });

  it('refuses goods that do not exist, a hand-over of a package, and an unpack that names other contents', () => {
    const given = spec(custodyStepsDecider).given({
      'package-PACK000001': [pkg('PACK000001'), holds('INVE000001')],
      'stockitem-INVE000001': [item('INVE000001'), packed('PACK000001')],
      'stockitem-INVE000009': [],
    });
    const refusals = refusalsOf(() =>
      given
        .when(
          steps(
            { kind: 'HandOver', displayId: 'INVE000009', toUserId: 'bob' },
            { kind: 'HandOver', displayId: 'PACK000001', toUserId: 'bob' },
            { kind: 'Unpack', packageId: 'PACK000001', entries: ['INVE000002'] },
          ),
        )
        .events(),
    );
    expect(refusals.map((r) => r.code)).toEqual(['CUSTODY.NOT_FOUND', 'OWNERSHIP.NOT_AN_ITEM', 'PACKAGING.CONTENTS_DIFFER']);
  });

  it('answers a conflict when a package holds something that was not loaded (its contents changed meanwhile)', () => {
    spec(custodyStepsDecider)
      .given({ 'package-PACK000001': [pkg('PACK000001'), holds('INVE000001')] })
      .when(steps({ kind: 'Unpack', packageId: 'PACK000001' }))
      .thenThrows('CUSTODY.CHANGED');
  });
});
