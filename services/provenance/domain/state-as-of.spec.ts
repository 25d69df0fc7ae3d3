import { describe, expect, it } from 'vitest';
import { EMPTY_SNAPSHOT, snapshotOf } from './state-as-of';

const registered = { type: 'StockItemRegistered', data: { displayId: 'INVE000001', ownerId: 'brand', location: '28.4&77.0', addressLocation: 'Gurugram' } };

describe('custody state as of an event (time travel)', () => {
  it('given nothing, then nothing is known', () => {
    expect(snapshotOf([])).toEqual(EMPTY_SNAPSHOT);
  });

  it('given a registration, then the brand owns it in stock where it was registered', () => {
    expect(snapshotOf([registered])).toEqual({ ownerId: 'brand', location: 'Gurugram', container: null, status: 'in_stock' });
  });

  it('given an approved request, then the requester owns it; a rejection changes nothing', () => {
    const approved = { type: 'OwnershipApproved', data: { requestId: 'r', previousOwnerId: 'brand', newOwnerId: 'shop' } };
    const rejected = { type: 'OwnershipRejected', data: { requestId: 'r2', reason: '' } };
    expect(snapshotOf([registered, approved, rejected]).ownerId).toBe('shop');
  });

  it('given packing, a warehouse check-in and a release, then container and status follow', () => {
    const packed = { type: 'PackedIntoPackage', data: { packageId: 'PACK000001' } };
    const checkedIn = { type: 'GoodsCheckedIn', data: { warehouseId: 'w', address: 'Dock 4, Mumbai' } };
    expect(snapshotOf([registered, packed, checkedIn])).toEqual({ ownerId: 'brand', location: 'Dock 4, Mumbai', container: 'PACK000001', status: 'in_warehouse' });
    expect(snapshotOf([registered, packed, { type: 'ReleasedFromPackage', data: { packageId: 'PACK000001' } }]).container).toBeNull();
  });

  it('given a dispatch, then it is in transit; a hand-over with its package moves ownership', () => {
    const moved = { type: 'OwnershipTransferredWithPackage', data: { packageId: 'PACK1', requestId: 'r', fromOwnerId: 'brand', toOwnerId: 'shop' } };
    expect(snapshotOf([registered, { type: 'ShipmentDispatched', data: { shipmentId: 's' } }, moved])).toMatchObject({ status: 'in_transit', ownerId: 'shop' });
  });
});
