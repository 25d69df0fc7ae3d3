import { describe, expect, it } from 'vitest';
import { item, pkg } from '../../../test/support/custody-events';
import { CustodyEvent as SubjectEvent } from './custody.events';
import { CustodyState as SubjectState, Subjects, evolveCustody as evolveSubject, initialCustody as initialSubject } from './custody.state';
import { decideApproval } from './ownership.decider';
import { decideUnpacking, decidePacking } from './packing.decider';


/** Subjects from given histories, keyed by display id. */
function given(histories: Record<string, SubjectEvent[]>): Subjects {
  return new Map(Object.entries(histories).map(([id, events]) => [id, events.reduce<SubjectState>(evolveSubject, initialSubject)]));
}

/** Applies decided writes to the histories, as an atomic append would. */
function apply(histories: Record<string, SubjectEvent[]>, writes: { subject: string; events: SubjectEvent[] }[]) {
  for (const w of writes) histories[w.subject] = [...(histories[w.subject] ?? []), ...w.events];
  return histories;
}

const code = (c: string) => expect.objectContaining({ code: c });

describe('packing rules', () => {
  it('packs own loose items into an own package, with an event on every stream', () => {
    const writes = decidePacking(
      given({ PACK000001: [pkg('PACK000001')], INVE000001: [item('INVE000001')], INVE000002: [item('INVE000002')] }),
      'PACK000001',
      [
        { type: 'item', id: 'INVE000001' },
        { type: 'item', id: 'INVE000002' },
      ],
      'alice',
    );
    expect(writes).toEqual([
      { subject: 'PACK000001', events: [{ type: 'PackageContentsAdded', data: { entries: [{ type: 'item', id: 'INVE000001' }, { type: 'item', id: 'INVE000002' }] } }] },
      { subject: 'INVE000001', events: [{ type: 'PackedIntoPackage', data: { packageId: 'PACK000001' } }] },
      { subject: 'INVE000002', events: [{ type: 'PackedIntoPackage', data: { packageId: 'PACK000001' } }] },
    ]);
  });

  it('refuses double packing: an item is inside at most one package', () => {
    const h = { PACK000001: [pkg('PACK000001')], PACK000002: [pkg('PACK000002')], INVE000001: [item('INVE000001')] };
    apply(h, decidePacking(given(h), 'PACK000001', [{ type: 'item', id: 'INVE000001' }], 'alice'));
    expect(() => decidePacking(given(h), 'PACK000002', [{ type: 'item', id: 'INVE000001' }], 'alice')).toThrow(code('PACKAGING.ALREADY_PACKED'));
  });

  it('refuses packing what you do not own, or into a package you do not own', () => {
    const h = { PACK000001: [pkg('PACK000001')], INVE000009: [item('INVE000009', 'bob')], PACK000003: [pkg('PACK000003', 'bob')], INVE000001: [item('INVE000001')] };
    expect(() => decidePacking(given(h), 'PACK000001', [{ type: 'item', id: 'INVE000009' }], 'alice')).toThrow(code('PACKAGING.NOT_OWNER'));
    expect(() => decidePacking(given(h), 'PACK000003', [{ type: 'item', id: 'INVE000001' }], 'alice')).toThrow(code('PACKAGING.NOT_OWNER'));
  });

  it('refuses cycles: a package in itself, or a level-2 package into another package', () => {
    const h = { PACK000001: [pkg('PACK000001')], PACK000002: [pkg('PACK000002')], PACK000003: [pkg('PACK000003')] };
    expect(() => decidePacking(given(h), 'PACK000001', [{ type: 'package', id: 'PACK000001' }], 'alice')).toThrow(code('PACKAGING.SELF'));
    apply(h, decidePacking(given(h), 'PACK000002', [{ type: 'package', id: 'PACK000001' }], 'alice'));
    // PACK000001 is inside PACK000002: PACK000002 cannot go into PACK000001 (it is sealed inside)...
    expect(() => decidePacking(given(h), 'PACK000001', [{ type: 'package', id: 'PACK000002' }], 'alice')).toThrow(code('PACKAGING.PACKAGE_IS_PACKED'));
    // ...nor into any other package, since it holds a package (level 2).
    expect(() => decidePacking(given(h), 'PACK000003', [{ type: 'package', id: 'PACK000002' }], 'alice')).toThrow(code('PACKAGING.TOO_DEEP'));
  });

  it('refuses unknown entries and mismatched types', () => {
    const h = { PACK000001: [pkg('PACK000001')], INVE000001: [item('INVE000001')] };
    expect(() => decidePacking(given(h), 'PACK000001', [{ type: 'item', id: 'INVE000404' }], 'alice')).toThrow(code('PACKAGING.ENTRY_NOT_FOUND'));
    expect(() => decidePacking(given(h), 'PACK000001', [{ type: 'package', id: 'INVE000001' }], 'alice')).toThrow(code('PACKAGING.ENTRY_TYPE'));
  });

  it('closes pending requests of what gets packed', () => {
    const h: Record<string, SubjectEvent[]> = {
      PACK000001: [pkg('PACK000001')],
      INVE000001: [item('INVE000001'), { type: 'OwnershipRequested', data: { requestId: 'r1', requesterId: 'bob', ownerId: 'alice' } }],
    };
    const writes = decidePacking(given(h), 'PACK000001', [{ type: 'item', id: 'INVE000001' }], 'alice');
    expect(writes[1].events).toContainEqual({ type: 'OwnershipRejected', data: { requestId: 'r1', reason: 'packed' } });
  });

  it('unpacking releases the direct contents; a nested package stays sealed until its parent is unpacked', () => {
    const h = { PACK000001: [pkg('PACK000001')], PACK000002: [pkg('PACK000002')], INVE000001: [item('INVE000001')] };
    apply(h, decidePacking(given(h), 'PACK000001', [{ type: 'item', id: 'INVE000001' }], 'alice'));
    apply(h, decidePacking(given(h), 'PACK000002', [{ type: 'package', id: 'PACK000001' }], 'alice'));
    expect(() => decideUnpacking(given(h), 'PACK000001', 'alice')).toThrow(code('PACKAGING.PACKAGE_IS_PACKED'));
    expect(() => decideUnpacking(given(h), 'PACK000002', 'bob')).toThrow(code('PACKAGING.NOT_OWNER'));
    const writes = decideUnpacking(given(h), 'PACK000002', 'alice');
    expect(writes).toEqual([
      { subject: 'PACK000002', events: [{ type: 'PackageUnpacked', data: { entries: [{ type: 'package', id: 'PACK000001' }] } }] },
      { subject: 'PACK000001', events: [{ type: 'ReleasedFromPackage', data: { packageId: 'PACK000002' } }] },
    ]);
    apply(h, writes);
    expect(given(h).get('PACK000001')!.packedIn).toBe('');
    expect(given(h).get('INVE000001')!.packedIn).toBe('PACK000001');
    expect(() => decideUnpacking(given(h), 'PACK000002', 'alice')).toThrow(code('PACKAGING.EMPTY'));
  });
});

describe('package transfer', () => {
  it('approving a level-2 package moves it and everything inside, at any depth, in one decision', () => {
    const h: Record<string, SubjectEvent[]> = {
      PACK000001: [pkg('PACK000001')],
      PACK000002: [pkg('PACK000002')],
      INVE000001: [item('INVE000001')],
      INVE000002: [item('INVE000002')],
    };
    apply(h, decidePacking(given(h), 'PACK000001', [{ type: 'item', id: 'INVE000001' }], 'alice'));
    apply(h, decidePacking(given(h), 'PACK000002', [{ type: 'package', id: 'PACK000001' }, { type: 'item', id: 'INVE000002' }], 'alice'));
    h.PACK000002.push({ type: 'OwnershipRequested', data: { requestId: 'r1', requesterId: 'bob', ownerId: 'alice' } });
    const writes = decideApproval(given(h), 'PACK000002', 'r1', 'alice');
    expect(writes.map((w) => w.subject)).toEqual(['PACK000002', 'PACK000001', 'INVE000002', 'INVE000001']);
    expect(writes[0].events[0]).toEqual({ type: 'OwnershipApproved', data: { requestId: 'r1', previousOwnerId: 'alice', newOwnerId: 'bob' } });
    for (const w of writes.slice(1)) {
      expect(w.events).toEqual([
        { type: 'OwnershipTransferredWithPackage', data: { packageId: 'PACK000002', requestId: 'r1', fromOwnerId: 'alice', toOwnerId: 'bob' } },
      ]);
    }
    apply(h, writes);
    const after = given(h);
    for (const id of ['PACK000002', 'PACK000001', 'INVE000001', 'INVE000002']) expect(after.get(id)!.ownerId).toBe('bob');
  });

  it('refuses when a descendant was not loaded (contents changed meanwhile)', () => {
    const h: Record<string, SubjectEvent[]> = { PACK000001: [pkg('PACK000001')], INVE000001: [item('INVE000001')] };
    apply(h, decidePacking(given(h), 'PACK000001', [{ type: 'item', id: 'INVE000001' }], 'alice'));
    h.PACK000001.push({ type: 'OwnershipRequested', data: { requestId: 'r1', requesterId: 'bob', ownerId: 'alice' } });
    const partial = given({ PACK000001: h.PACK000001 });
    expect(() => decideApproval(partial, 'PACK000001', 'r1', 'alice')).toThrow(code('PACKAGING.CHANGED'));
  });
});

describe('goods on a shipment stay as they are', () => {
  const loaded: SubjectEvent = { type: 'GoodsLoaded', data: { shipmentId: 's1', shipmentDisplayId: 'SHIP000001', packageId: '' } };
  const dispatched: SubjectEvent = { type: 'GoodsDispatched', data: { shipmentId: 's1', shipmentDisplayId: 'SHIP000001', packageId: '' } };
  const delivered: SubjectEvent = { type: 'GoodsDelivered', data: { shipmentId: 's1', shipmentDisplayId: 'SHIP000001', packageId: '', address: '', addressLocation: '' } };

  it('an item in transit, or reserved for a planned shipment, is not packed', () => {
    const transit = given({ PACK000001: [pkg('PACK000001')], INVE000001: [item('INVE000001'), loaded, dispatched] });
    expect(() => decidePacking(transit, 'PACK000001', [{ type: 'item', id: 'INVE000001' }], 'alice')).toThrow(code('LOGISTICS.IN_TRANSIT'));
    const planned = given({ PACK000001: [pkg('PACK000001')], INVE000001: [item('INVE000001'), loaded] });
    expect(() => decidePacking(planned, 'PACK000001', [{ type: 'item', id: 'INVE000001' }], 'alice')).toThrow(code('LOGISTICS.ON_SHIPMENT'));
  });

  it('a package in transit takes nothing in and is not unpacked; once delivered it is', () => {
    const h = {
      PACK000001: [pkg('PACK000001'), { type: 'PackageContentsAdded', data: { entries: [{ type: 'item', id: 'INVE000001' }] } }, loaded, dispatched] as SubjectEvent[],
      INVE000001: [item('INVE000001'), { type: 'PackedIntoPackage', data: { packageId: 'PACK000001' } }] as SubjectEvent[],
      INVE000002: [item('INVE000002')],
    };
    expect(() => decidePacking(given(h), 'PACK000001', [{ type: 'item', id: 'INVE000002' }], 'alice')).toThrow(code('LOGISTICS.IN_TRANSIT'));
    expect(() => decideUnpacking(given(h), 'PACK000001', 'alice')).toThrow(code('LOGISTICS.IN_TRANSIT'));
    h.PACK000001.push(delivered);
    expect(decideUnpacking(given(h), 'PACK000001', 'alice')[0].events[0].type).toBe('PackageUnpacked');
  });
});
