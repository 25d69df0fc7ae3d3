import { describe, expect, it } from 'vitest';
import { DomainEvent } from '../../platform/event-store/event.types';
import { GoodsRef, GoodsState, World, decideCheckIn, decideCheckOut, decideDelivery, decideDeliverShipment, decideDispatch, decidePlan } from './goods-moves.rules';
import { evolveGoods, initialGoods } from './goods.fold';
import { WarehouseEvent } from './logistics.events';
import { ShipmentState, evolveShipment, initialShipment, shipmentDecider } from './shipment.decider';
import { evolveWarehouse, initialWarehouse } from './warehouse.decider';
import { spec } from '../../../test/support/decider-spec';
import { goodsStreamOf } from '../../platform/event-store/streams.rules';

/** Goods states from their histories, by the one custody fold the moves read (owner, packing, location). */
function goodsState(events: DomainEvent[]): GoodsState {
  return events.reduce(evolveGoods, initialGoods);
}

const item = (id: string, owner = 'alice'): DomainEvent => ({ type: 'StockItemRegistered', data: { displayId: id, productId: 'p1', ownerId: owner, location: '', addressLocation: '' } });
const pkg = (id: string, owner = 'alice'): DomainEvent => ({
  type: 'PackageCreated',
  data: { displayId: id, ownerId: owner, brandName: 'Rolex', totalProduct: 2, manufectureDate: '2026-01-01', expireDate: '2030-01-01', details: '', location: '', addressLocation: '' },
});
const warehouse = (id: string, capacity: number, owner = 'alice'): WarehouseEvent => ({
  type: 'WarehouseRegistered',
  data: { warehouseId: id, ownerId: owner, name: id, type: 'bonded', capacity, contact: 'c', verification: 'yes', address: `${id} street`, addressLocation: '46.2&6.1', details: [] },
});

/** A world with histories per stream; `apply` appends decided writes as one atomic append would. */
class Histories {
  streams = new Map<string, DomainEvent[]>();
  constructor(init: Record<string, DomainEvent[]>) {
    for (const [stream, events] of Object.entries(init)) this.streams.set(stream, events);
  }
  world(): World {
    const goods = new Map<string, GoodsState>();
    const warehouses = new Map<string, ReturnType<typeof evolveWarehouse>>();
    for (const [stream, events] of this.streams) {
      const id = stream.slice(stream.indexOf('-') + 1);
      if (stream.startsWith('stockitem-') || stream.startsWith('package-')) goods.set(id, goodsState(events));
      if (stream.startsWith('warehouse-')) warehouses.set(id, (events as WarehouseEvent[]).reduce(evolveWarehouse, initialWarehouse));
    }
    return { goods, warehouses };
  }
  shipment(id: string): ShipmentState {
    return (this.streams.get(`shipment-${id}`) ?? []).reduce((s, e) => evolveShipment(s, e as never), initialShipment);
  }
  apply(writes: { stream: string; events: DomainEvent[] }[]) {
    for (const w of writes) this.streams.set(w.stream, [...(this.streams.get(w.stream) ?? []), ...w.events]);
    return writes;
  }
  types(stream: string) {
    return (this.streams.get(stream) ?? []).map((e) => e.type);
  }
}

const code = (c: string) => expect.objectContaining({ code: c });
const I = (id: string): GoodsRef => ({ type: 'item', id });
const P = (id: string): GoodsRef => ({ type: 'package', id });

/** PACK000001 holds PACK000002 (holding INVE000001, INVE000002) and INVE000003; INVE000004 is loose. */
function packedWorld(capacity = 10) {
  return new Histories({
    'stockitem-INVE000001': [item('INVE000001'), { type: 'PackedIntoPackage', data: { packageId: 'PACK000002' } }],
    'stockitem-INVE000002': [item('INVE000002'), { type: 'PackedIntoPackage', data: { packageId: 'PACK000002' } }],
    'stockitem-INVE000003': [item('INVE000003'), { type: 'PackedIntoPackage', data: { packageId: 'PACK000001' } }],
    'stockitem-INVE000004': [item('INVE000004')],
    'stockitem-INVE000009': [item('INVE000009', 'mallory')],
    'package-PACK000002': [pkg('PACK000002'), { type: 'PackageContentsAdded', data: { entries: [I('INVE000001'), I('INVE000002')] } }, { type: 'PackedIntoPackage', data: { packageId: 'PACK000001' } }],
    'package-PACK000001': [pkg('PACK000001'), { type: 'PackageContentsAdded', data: { entries: [P('PACK000002'), I('INVE000003')] } }],
    'warehouse-w1': [warehouse('w1', capacity)],
    'warehouse-w2': [warehouse('w2', capacity)],
    'warehouse-wm': [warehouse('wm', capacity, 'mallory')],
  });
}

const plan = (over: Partial<Parameters<typeof decidePlan>[1]> = {}) => ({
  shipmentId: 's1',
  displayId: 'SHIP000001',
  mode: 'road',
  carrier: 'own',
  vehicleNumber: 'GE 1234',
  driverName: 'Jo',
  driverContact: '+41',
  fromWarehouseId: '',
  destination: { kind: 'next_owner' as const, warehouseId: '', nextOwnerId: 'n1', userId: 'bob', address: '', addressLocation: '' },
  entries: [P('PACK000001')],
  expectedDelivery: '2026-12-01',
  ...over,
});

describe('check-in and check-out', () => {
  it('checks a package in with everything inside it, counting its stock items at any depth', () => {
    const h = packedWorld();
    const writes = h.apply(decideCheckIn(h.world(), 'w1', [P('PACK000001'), I('INVE000004')], 'alice'));
    expect(writes[0]).toEqual({
      stream: 'warehouse-w1',
      events: [{ type: 'StockCheckedIn', data: { entries: [P('PACK000001'), I('INVE000004')], stockItems: 4, shipmentId: '' } }],
    });
    expect(writes.map((w) => w.stream).sort()).toEqual(
      ['warehouse-w1', ...['PACK000001', 'PACK000002', 'INVE000001', 'INVE000002', 'INVE000003', 'INVE000004'].map(goodsStreamOf)].sort(),
    );
    expect(h.streams.get('stockitem-INVE000001')!.at(-1)).toEqual({
      type: 'GoodsCheckedIn',
      data: { warehouseId: 'w1', address: 'w1 street', addressLocation: '46.2&6.1', packageId: 'PACK000001', shipmentId: '' },
    });
    expect(h.world().goods.get('INVE000001')!.location).toMatchObject({ status: 'in_warehouse', warehouseId: 'w1' });
    expect(h.world().warehouses.get('w1')).toMatchObject({ stockItems: 4, stored: ['PACK000001', 'INVE000004'] });
  });

  it('never exceeds the capacity in stock items', () => {
    const h = packedWorld(3);
    expect(() => decideCheckIn(h.world(), 'w1', [P('PACK000001'), I('INVE000004')], 'alice')).toThrow(code('WAREHOUSE.FULL'));
    h.apply(decideCheckIn(h.world(), 'w1', [P('PACK000001')], 'alice'));
    expect(() => decideCheckIn(h.world(), 'w1', [I('INVE000004')], 'alice')).toThrow(code('WAREHOUSE.FULL'));
  });

  it('moves only the owner’s goods, only into their own warehouses, and never a packed entry on its own', () => {
    const h = packedWorld();
    expect(() => decideCheckIn(h.world(), 'wm', [I('INVE000004')], 'alice')).toThrow(code('WAREHOUSE.NOT_OWNER'));
    expect(() => decideCheckIn(h.world(), 'w1', [I('INVE000009')], 'alice')).toThrow(code('LOGISTICS.NOT_OWNER'));
    expect(() => decideCheckIn(h.world(), 'w1', [I('INVE000001')], 'alice')).toThrow(code('LOGISTICS.PACKED'));
    expect(() => decideCheckIn(h.world(), 'w1', [I('INVE000404')], 'alice')).toThrow(code('LOGISTICS.GOODS_NOT_FOUND'));
    expect(() => decideCheckIn(h.world(), 'w1', [P('INVE000004')], 'alice')).toThrow(code('LOGISTICS.GOODS_TYPE'));
    expect(() => decideCheckIn(h.world(), 'w404', [I('INVE000004')], 'alice')).toThrow(code('WAREHOUSE.NOT_FOUND'));
  });

  it('refuses goods already stored, here or elsewhere', () => {
    const h = packedWorld();
    h.apply(decideCheckIn(h.world(), 'w1', [I('INVE000004')], 'alice'));
    expect(() => decideCheckIn(h.world(), 'w1', [I('INVE000004')], 'alice')).toThrow(code('WAREHOUSE.ALREADY_STORED'));
    expect(() => decideCheckIn(h.world(), 'w2', [I('INVE000004')], 'alice')).toThrow(code('WAREHOUSE.STORED_ELSEWHERE'));
  });

  it('checks out only what is stored in that warehouse, freeing its room', () => {
    const h = packedWorld();
    h.apply(decideCheckIn(h.world(), 'w1', [P('PACK000001')], 'alice'));
    expect(() => decideCheckOut(h.world(), 'w2', [P('PACK000001')], 'alice')).toThrow(code('WAREHOUSE.NOT_STORED'));
    expect(() => decideCheckOut(h.world(), 'w1', [I('INVE000004')], 'alice')).toThrow(code('WAREHOUSE.NOT_STORED'));
    h.apply(decideCheckOut(h.world(), 'w1', [P('PACK000001')], 'alice'));
    expect(h.world().warehouses.get('w1')).toMatchObject({ stockItems: 0, stored: [] });
    expect(h.types('stockitem-INVE000002').slice(-1)).toEqual(['GoodsCheckedOut']);
    expect(h.world().goods.get('INVE000002')!.location.status).toBe('in_stock');
  });
});

describe('shipments', () => {
  it('planning reserves the goods: the same goods cannot be planned twice', () => {
    const h = packedWorld();
    const writes = h.apply(decidePlan(h.world(), plan(), 'alice'));
    expect(writes[0].events[0]).toMatchObject({ type: 'ShipmentPlanned', data: { shipmentId: 's1', displayId: 'SHIP000001', stockItems: 3, entries: [P('PACK000001')] } });
    expect(h.types('stockitem-INVE000001').at(-1)).toBe('GoodsLoaded');
    expect(() => decidePlan(h.world(), plan({ shipmentId: 's2', displayId: 'SHIP000002' }), 'alice')).toThrow(code('LOGISTICS.ON_SHIPMENT'));
    expect(() => decideCheckIn(h.world(), 'w1', [P('PACK000001')], 'alice')).toThrow(code('LOGISTICS.ON_SHIPMENT'));
  });

  it('dispatch takes the goods out of their warehouse and puts them in transit', () => {
    const h = packedWorld();
    h.apply(decideCheckIn(h.world(), 'w1', [P('PACK000001')], 'alice'));
    h.apply(decidePlan(h.world(), plan({ fromWarehouseId: 'w1' }), 'alice'));
    expect(() => decideDispatch(h.world(), h.shipment('s1'), 'mallory')).toThrow(code('SHIPMENT.NOT_OWNER'));
    const writes = h.apply(decideDispatch(h.world(), h.shipment('s1'), 'alice'));
    expect(writes.find((w) => w.stream === 'warehouse-w1')!.events).toEqual([{ type: 'StockCheckedOut', data: { entries: [P('PACK000001')], stockItems: 3, shipmentId: 's1' } }]);
    expect(h.types('stockitem-INVE000001').slice(-2)).toEqual(['GoodsCheckedOut', 'GoodsDispatched']);
    expect(h.world().goods.get('INVE000001')!.location.status).toBe('in_transit');
    expect(h.world().warehouses.get('w1')!.stockItems).toBe(0);
    expect(h.shipment('s1').status).toBe('in_transit');
    expect(() => decideDispatch(h.world(), h.shipment('s1'), 'alice')).toThrow(code('SHIPMENT.WRONG_STATUS'));
    expect(() => decideCheckIn(h.world(), 'w2', [P('PACK000001')], 'alice')).toThrow(code('LOGISTICS.IN_TRANSIT'));
    expect(() => decideDelivery(h.world(), { deliveryId: 'd1', nextOwnerId: 'n1', userId: 'bob' }, [P('PACK000001')], 'alice')).toThrow(code('LOGISTICS.IN_TRANSIT'));
  });

  it('reports positions only while in transit', () => {
    const h = packedWorld();
    h.apply(decidePlan(h.world(), plan(), 'alice'));
    const history = h.streams.get('shipment-s1') as never[];
    spec(shipmentDecider).given(history).when({ kind: 'ReportPosition', actorId: 'alice', location: '45.4&9.1', recordedAt: '2026-11-24T01:00:00.000Z' }).thenThrows('SHIPMENT.WRONG_STATUS');
    h.apply(decideDispatch(h.world(), h.shipment('s1'), 'alice'));
    spec(shipmentDecider)
      .given(h.streams.get('shipment-s1') as never[])
      .when({ kind: 'ReportPosition', actorId: 'alice', location: '45.4&9.1', recordedAt: '2026-11-24T01:00:00.000Z' })
      .then([{ type: 'ShipmentPositionReported', data: { location: '45.4&9.1', recordedAt: '2026-11-24T01:00:00.000Z' } }]);
    spec(shipmentDecider).given(h.streams.get('shipment-s1') as never[]).when({ kind: 'ReportPosition', actorId: 'mallory', location: '1&1', recordedAt: '' }).thenThrows('SHIPMENT.NOT_OWNER');
  });

  it('delivery to a next owner hands ownership of everything aboard over in the same append', () => {
    const h = packedWorld();
    h.streams.set('stockitem-INVE000004', [...h.streams.get('stockitem-INVE000004')!, { type: 'OwnershipRequested', data: { requestId: 'r1', requesterId: 'carol', ownerId: 'alice' } }]);
    h.apply(decidePlan(h.world(), plan({ entries: [P('PACK000001'), I('INVE000004')] }), 'alice'));
    h.apply(decideDispatch(h.world(), h.shipment('s1'), 'alice'));
    const writes = h.apply(decideDeliverShipment(h.world(), h.shipment('s1'), 'alice', 'd1'));
    expect(writes.map((w) => w.stream)).toEqual(expect.arrayContaining(['shipment-s1', 'delivery-d1', 'stockitem-INVE000001', 'package-PACK000002']));
    expect(new Set(writes.map((w) => w.stream)).size).toBe(writes.length);
    for (const id of ['PACK000001', 'PACK000002', 'INVE000001', 'INVE000002', 'INVE000003', 'INVE000004']) {
      expect(h.world().goods.get(id)).toMatchObject({ ownerId: 'bob', location: { status: 'delivered', shipmentId: '' } });
    }
    expect(h.streams.get('stockitem-INVE000001')!.at(-1)).toEqual({
      type: 'OwnershipDelivered',
      data: { deliveryId: 'd1', nextOwnerId: 'n1', fromOwnerId: 'alice', toOwnerId: 'bob', packageId: 'PACK000001', shipmentId: 's1' },
    });
    expect(h.types('stockitem-INVE000004').slice(-3)).toEqual(['GoodsDelivered', 'OwnershipDelivered', 'OwnershipRejected']);
    expect(h.streams.get('delivery-d1')![0]).toMatchObject({ type: 'DeliveryMade', data: { userId: 'bob', stockItems: 4 } });
    expect(h.shipment('s1').status).toBe('delivered');
    // Bob owns them now: Alice can move them no more.
    expect(() => decideCheckIn(h.world(), 'w1', [I('INVE000004')], 'alice')).toThrow(code('LOGISTICS.NOT_OWNER'));
  });

  it('delivery to a warehouse checks the goods in, within its capacity', () => {
    const h = packedWorld(3);
    h.apply(decideCheckIn(h.world(), 'w2', [I('INVE000004')], 'alice'));
    const toW2 = { kind: 'warehouse' as const, warehouseId: 'w2', nextOwnerId: '', userId: '', address: '', addressLocation: '' };
    h.apply(decidePlan(h.world(), plan({ destination: toW2 }), 'alice'));
    h.apply(decideDispatch(h.world(), h.shipment('s1'), 'alice'));
    expect(() => decideDeliverShipment(h.world(), h.shipment('s1'), 'alice', 'd1')).toThrow(code('WAREHOUSE.FULL'));
    h.apply(decideCheckOut(h.world(), 'w2', [I('INVE000004')], 'alice'));
    h.apply(decideDeliverShipment(h.world(), h.shipment('s1'), 'alice', 'd1'));
    expect(h.world().goods.get('INVE000002')!.location).toMatchObject({ status: 'in_warehouse', warehouseId: 'w2' });
    expect(h.world().warehouses.get('w2')!.stockItems).toBe(3);
    expect(h.types('stockitem-INVE000002').slice(-2)).toEqual(['GoodsDelivered', 'GoodsCheckedIn']);
  });
});

describe('direct delivery to a next owner', () => {
  it('hands everything listed over at once, out of its warehouse', () => {
    const h = packedWorld();
    h.apply(decideCheckIn(h.world(), 'w1', [P('PACK000001')], 'alice'));
    const writes = h.apply(decideDelivery(h.world(), { deliveryId: 'd1', nextOwnerId: 'n1', userId: 'bob' }, [P('PACK000001'), I('INVE000004')], 'alice'));
    expect(writes.find((w) => w.stream === 'warehouse-w1')!.events[0]).toMatchObject({ type: 'StockCheckedOut', data: { stockItems: 3 } });
    expect(h.world().goods.get('INVE000003')).toMatchObject({ ownerId: 'bob', location: { status: 'delivered' } });
    expect(h.world().goods.get('INVE000004')!.ownerId).toBe('bob');
  });

  it('one foreign entry refuses the whole delivery', () => {
    const h = packedWorld();
    expect(() => decideDelivery(h.world(), { deliveryId: 'd1', nextOwnerId: 'n1', userId: 'bob' }, [I('INVE000004'), I('INVE000009')], 'alice')).toThrow(code('LOGISTICS.NOT_OWNER'));
    expect(() => decideDelivery(h.world(), { deliveryId: 'd1', nextOwnerId: 'n1', userId: 'bob' }, [I('INVE000003')], 'alice')).toThrow(code('LOGISTICS.PACKED'));
  });
});
