import { describe, expect, it } from 'vitest';
import { spec } from '../../../test/support/decider-spec';
import { carrierDecider } from './carrier.decider';
import { WarehouseEvent } from './logistics.events';
import { nextOwnerDecider, nextOwnerIdFor } from './next-owner.decider';
import { WarehouseFields, warehouseDecider } from './warehouse.decider';

const fields: WarehouseFields = {
  name: 'Geneva hub',
  type: 'bonded',
  capacity: 10,
  contact: '+41 22 000 00 00',
  verification: 'yes',
  address: 'Rue du Rhône 1, Geneva',
  addressLocation: '46.2044&6.1432',
  details: [{ key: 'dock', value: 'B' }],
};
const registered: WarehouseEvent = { type: 'WarehouseRegistered', data: { warehouseId: 'w1', ownerId: 'alice', ...fields } };
const sevenIn: WarehouseEvent = { type: 'StockCheckedIn', data: { entries: [{ type: 'package', id: 'PACK000001' }], stockItems: 7, shipmentId: '' } };

describe('warehouse decider', () => {
  it('registers a warehouse for its owner', () => {
    spec(warehouseDecider).given([]).when({ kind: 'RegisterWarehouse', warehouseId: 'w1', ownerId: 'alice', fields }).then([registered]);
  });

  it('refuses to register the same warehouse twice', () => {
    spec(warehouseDecider).given([registered]).when({ kind: 'RegisterWarehouse', warehouseId: 'w1', ownerId: 'alice', fields }).thenThrows('WAREHOUSE.EXISTS');
  });

  it('updates details, owner only', () => {
    spec(warehouseDecider)
      .given([registered])
      .when({ kind: 'UpdateWarehouse', actorId: 'alice', fields: { ...fields, name: 'Geneva port' } })
      .then([{ type: 'WarehouseUpdated', data: { ...fields, name: 'Geneva port' } }]);
    spec(warehouseDecider).given([registered]).when({ kind: 'UpdateWarehouse', actorId: 'bob', fields }).thenThrows('WAREHOUSE.NOT_OWNER');
    spec(warehouseDecider).given([]).when({ kind: 'UpdateWarehouse', actorId: 'alice', fields }).thenThrows('WAREHOUSE.NOT_FOUND');
  });

  it('an unchanged update appends nothing', () => {
    spec(warehouseDecider).given([registered]).when({ kind: 'UpdateWarehouse', actorId: 'alice', fields: { ...fields } }).then([]);
  });

  it('never lowers the capacity below the stock items stored', () => {
    spec(warehouseDecider).given([registered, sevenIn]).when({ kind: 'UpdateWarehouse', actorId: 'alice', fields: { ...fields, capacity: 6 } }).thenThrows('WAREHOUSE.OVER_CAPACITY');
    spec(warehouseDecider)
      .given([registered, sevenIn])
      .when({ kind: 'UpdateWarehouse', actorId: 'alice', fields: { ...fields, capacity: 7 } })
      .then([{ type: 'WarehouseUpdated', data: { ...fields, capacity: 7 } }]);
  });

  it('folds stock in and out into the count and the stored goods', () => {
    const out: WarehouseEvent = { type: 'StockCheckedOut', data: { entries: [{ type: 'package', id: 'PACK000001' }], stockItems: 7, shipmentId: 's1' } };
    expect(spec(warehouseDecider).given([registered, sevenIn]).state()).toMatchObject({ stockItems: 7, stored: ['PACK000001'] });
    expect(spec(warehouseDecider).given([registered, sevenIn, out]).state()).toMatchObject({ stockItems: 0, stored: [] });
  });
});

describe('carrier decider', () => {
  const carrier = { companyName: 'Swift Freight', contactPerson: 'Ana', email: 'ops@swift.example', phone: '+1 555', address: 'Dock 4', modes: ['road', 'air'] };
  it('registers a carrier with its transport modes', () => {
    spec(carrierDecider)
      .given([])
      .when({ kind: 'RegisterCarrier', carrierId: 'c1', ownerId: 'alice', fields: carrier })
      .then([{ type: 'CarrierRegistered', data: { carrierId: 'c1', ownerId: 'alice', ...carrier } }]);
  });
  it('refuses a second registration of the same id', () => {
    spec(carrierDecider)
      .given([{ type: 'CarrierRegistered', data: { carrierId: 'c1', ownerId: 'alice', ...carrier } }])
      .when({ kind: 'RegisterCarrier', carrierId: 'c1', ownerId: 'alice', fields: carrier })
      .thenThrows('CARRIER.EXISTS');
  });
});

describe('next owner decider', () => {
  const add = { kind: 'AddNextOwner' as const, nextOwnerId: nextOwnerIdFor('alice', 'bob'), ownerId: 'alice', userId: 'bob', category: 'retailer', brands: ['Rolex'], note: '' };
  it('adds a registered user as a next owner', () => {
    const { kind: _k, ...data } = add;
    spec(nextOwnerDecider).given([]).when(add).then([{ type: 'NextOwnerAdded', data }]);
  });
  it('adds each user once per owner: the id is derived from both', () => {
    expect(nextOwnerIdFor('alice', 'bob')).toBe(add.nextOwnerId);
    expect(nextOwnerIdFor('carol', 'bob')).not.toBe(add.nextOwnerId);
    const { kind: _k, ...data } = add;
    spec(nextOwnerDecider).given([{ type: 'NextOwnerAdded', data }]).when(add).thenThrows('NEXT_OWNER.EXISTS');
  });
  it('refuses oneself', () => {
    spec(nextOwnerDecider).given([]).when({ ...add, userId: 'alice' }).thenThrows('NEXT_OWNER.SELF');
  });
});
