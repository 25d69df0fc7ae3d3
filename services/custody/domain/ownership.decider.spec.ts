import { describe, expect, it } from 'vitest';
import { spec } from '../../../test/support/decider-spec';
import { CustodyEvent as OwnedSubjectEvent } from './custody.events';
import { decideApproval, ownershipDecider } from './ownership.decider';
import { CustodyState as SubjectState, evolveCustody as evolveSubject, initialCustody as initialSubject } from './custody.state';

const registered: OwnedSubjectEvent = {
  type: 'StockItemRegistered',
  data: { displayId: 'INVE000001', productId: 'p1', ownerId: 'alice', location: '', addressLocation: '' },
};
const requestedByBob: OwnedSubjectEvent = { type: 'OwnershipRequested', data: { requestId: 'r1', requesterId: 'bob', ownerId: 'alice' } };
const requestedByCarol: OwnedSubjectEvent = { type: 'OwnershipRequested', data: { requestId: 'r2', requesterId: 'carol', ownerId: 'alice' } };
const approvedBob: OwnedSubjectEvent = { type: 'OwnershipApproved', data: { requestId: 'r1', previousOwnerId: 'alice', newOwnerId: 'bob' } };

describe('ownership decider', () => {
  it('given a registered item, when someone requests it, then the request is recorded with the current owner', () => {
    spec(ownershipDecider)
      .given([registered])
      .when({ kind: 'RequestOwnership', requestId: 'r1', requesterId: 'bob' })
      .then([requestedByBob]);
  });

  it('refuses a request for an unknown item', () => {
    spec(ownershipDecider).given([]).when({ kind: 'RequestOwnership', requestId: 'r1', requesterId: 'bob' }).thenThrows('OWNERSHIP.SUBJECT_NOT_FOUND');
  });

  it('refuses a request by the owner', () => {
    spec(ownershipDecider).given([registered]).when({ kind: 'RequestOwnership', requestId: 'r1', requesterId: 'alice' }).thenThrows('OWNERSHIP.ALREADY_OWNER');
  });

  it('refuses a second pending request by the same user', () => {
    spec(ownershipDecider)
      .given([registered, requestedByBob])
      .when({ kind: 'RequestOwnership', requestId: 'r9', requesterId: 'bob' })
      .thenThrows('OWNERSHIP.ALREADY_REQUESTED');
  });

  it('the owner approves: ownership moves and other pending requests are superseded', () => {
    expect(approve([registered, requestedByBob, requestedByCarol], 'r1', 'alice')).toEqual([
      { subject: 'INVE000001', events: [approvedBob, { type: 'OwnershipRejected', data: { requestId: 'r2', reason: 'superseded' } }] },
    ]);
  });

  it('only the current owner may approve', () => {
    expect(() => approve([registered, requestedByBob], 'r1', 'bob')).toThrow(expect.objectContaining({ code: 'OWNERSHIP.NOT_OWNER' }));
    expect(() => approve([registered, requestedByBob], 'r1', 'mallory')).toThrow(expect.objectContaining({ code: 'OWNERSHIP.NOT_OWNER' }));
  });

  it('a request is decided once', () => {
    expect(() => approve([registered, requestedByBob, approvedBob], 'r1', 'alice')).toThrow(expect.objectContaining({ code: 'OWNERSHIP.ALREADY_DECIDED' }));
    spec(ownershipDecider)
      .given([registered, requestedByBob, approvedBob])
      .when({ kind: 'RejectOwnership', requestId: 'r1', actorId: 'bob' })
      .thenThrows('OWNERSHIP.ALREADY_DECIDED');
  });

  it('the owner rejects a request', () => {
    spec(ownershipDecider)
      .given([registered, requestedByBob])
      .when({ kind: 'RejectOwnership', requestId: 'r1', actorId: 'alice' })
      .then([{ type: 'OwnershipRejected', data: { requestId: 'r1', reason: 'owner' } }]);
  });

  it('an unknown request is not found', () => {
    expect(() => approve([registered], 'nope', 'alice')).toThrow(expect.objectContaining({ code: 'OWNERSHIP.REQUEST_NOT_FOUND' }));
    spec(ownershipDecider).given([registered]).when({ kind: 'RejectOwnership', requestId: 'nope', actorId: 'alice' }).thenThrows('OWNERSHIP.REQUEST_NOT_FOUND');
  });

  it('the owner hands the item over directly, closing pending requests', () => {
    spec(ownershipDecider)
      .given([registered, requestedByBob])
      .when({ kind: 'HandOver', actorId: 'alice', toUserId: 'dave' })
      .then([
        { type: 'StockItemHandedOver', data: { fromOwnerId: 'alice', toOwnerId: 'dave' } },
        { type: 'OwnershipRejected', data: { requestId: 'r1', reason: 'superseded' } },
      ]);
  });

  it('nobody else can hand it over, and the new owner can then approve new requests', () => {
    spec(ownershipDecider).given([registered]).when({ kind: 'HandOver', actorId: 'bob', toUserId: 'bob' }).thenThrows('OWNERSHIP.NOT_OWNER');
    expect(approve([registered, requestedByBob, approvedBob, requestedByCarol], 'r2', 'bob')).toEqual([
      { subject: 'INVE000001', events: [{ type: 'OwnershipApproved', data: { requestId: 'r2', previousOwnerId: 'bob', newOwnerId: 'carol' } }] },
    ]);
  });

  it('refuses a request for something packed: it moves with its package', () => {
    spec(ownershipDecider)
      .given([registered, { type: 'PackedIntoPackage', data: { packageId: 'PACK000001' } }])
      .when({ kind: 'RequestOwnership', requestId: 'r1', requesterId: 'bob' })
      .thenThrows('OWNERSHIP.PACKED');
    spec(ownershipDecider)
      .given([registered, { type: 'PackedIntoPackage', data: { packageId: 'PACK000001' } }])
      .when({ kind: 'HandOver', actorId: 'alice', toUserId: 'bob' })
      .thenThrows('OWNERSHIP.PACKED');
  });
});

function approve(history: OwnedSubjectEvent[], requestId: string, actorId: string) {
  const state: SubjectState = history.reduce(evolveSubject, initialSubject);
  return decideApproval(new Map([['INVE000001', state]]), 'INVE000001', requestId, actorId);
}

describe('goods on a shipment do not change hands', () => {
  const loaded: OwnedSubjectEvent = { type: 'GoodsLoaded', data: { shipmentId: 's1', shipmentDisplayId: 'SHIP000001', packageId: '' } };
  const dispatched: OwnedSubjectEvent = { type: 'GoodsDispatched', data: { shipmentId: 's1', shipmentDisplayId: 'SHIP000001', packageId: '' } };
  const delivered: OwnedSubjectEvent = {
    type: 'OwnershipDelivered',
    data: { deliveryId: 'd1', nextOwnerId: 'n1', fromOwnerId: 'alice', toOwnerId: 'dave', packageId: '', shipmentId: 's1' },
  };

  it('an item in transit is not handed over', () => {
    spec(ownershipDecider).given([registered, loaded, dispatched]).when({ kind: 'HandOver', actorId: 'alice', toUserId: 'bob' }).thenThrows('LOGISTICS.IN_TRANSIT');
    spec(ownershipDecider).given([registered, loaded]).when({ kind: 'HandOver', actorId: 'alice', toUserId: 'bob' }).thenThrows('LOGISTICS.ON_SHIPMENT');
  });

  it('a request for goods in transit is not approved (it may still be rejected)', () => {
    const state = [registered, requestedByBob, loaded, dispatched].reduce<SubjectState>(evolveSubject, initialSubject);
    expect(() => decideApproval(new Map([['INVE000001', state]]), 'INVE000001', 'r1', 'alice')).toThrow(expect.objectContaining({ code: 'LOGISTICS.IN_TRANSIT' }));
    spec(ownershipDecider).given([registered, requestedByBob, loaded, dispatched]).when({ kind: 'RejectOwnership', requestId: 'r1', actorId: 'alice' }).then([
      { type: 'OwnershipRejected', data: { requestId: 'r1', reason: 'owner' } },
    ]);
  });

  it('delivered to a next owner, the item is theirs to hand over', () => {
    spec(ownershipDecider).given([registered, loaded, dispatched, delivered]).when({ kind: 'HandOver', actorId: 'alice', toUserId: 'bob' }).thenThrows('OWNERSHIP.NOT_OWNER');
    spec(ownershipDecider)
      .given([registered, loaded, dispatched, delivered])
      .when({ kind: 'HandOver', actorId: 'dave', toUserId: 'bob' })
      .then([{ type: 'StockItemHandedOver', data: { fromOwnerId: 'dave', toOwnerId: 'bob' } }]);
  });
});
