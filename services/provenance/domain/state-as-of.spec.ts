import { describe, expect, it } from 'vitest';
import { placeOf } from './state-as-of';

const registered = { type: 'StockItemRegistered', data: { displayId: 'INVE000001', ownerId: 'brand', location: '28.4&77.0', addressLocation: '' } };

describe('where an item was, as of an event (time travel)', () => {
  it('given nothing, then nowhere is known', () => {
    expect(placeOf([])).toBeNull();
  });

  it('given a registration, then its place: the address when given, else the coordinates', () => {
    expect(placeOf([registered])).toBe('28.4&77.0');
    expect(placeOf([{ ...registered, data: { ...registered.data, addressLocation: 'Gurugram' } }])).toBe('Gurugram');
  });

  it('given a warehouse check-in, then the warehouse address; events that do not move it change nothing', () => {
    const checkedIn = { type: 'GoodsCheckedIn', data: { warehouseId: 'w', address: 'Dock 4, Mumbai' } };
    const approved = { type: 'OwnershipApproved', data: { requestId: 'r', previousOwnerId: 'brand', newOwnerId: 'shop' } };
    expect(placeOf([registered, checkedIn, approved])).toBe('Dock 4, Mumbai');
  });

  it('given a delivery, then the delivery address', () => {
    const delivered = { type: 'GoodsDelivered', data: { shipmentId: 's', shipmentDisplayId: 'SHIP1', packageId: '', address: 'Shop 2, Delhi', addressLocation: '28.6&77.2' } };
    expect(placeOf([registered, delivered])).toBe('Shop 2, Delhi');
  });
});
