import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { addNextOwner, addWarehouse, item, pack, packageWith } from '../support/goods';
import { Session, productWithItems } from '../support/test-app';

const thisMonth = new Date().toISOString().slice(0, 7);
const nextMonth = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
})();

describe('reports of warehouses, shipments and deliveries: both sides, scoped, ranged, live', () => {
  const { t, live, alice, bob, mallory } = apiSuite({ alice: ['alice@logireports.example', 'Alice Brand'], bob: ['bob@logireports.example', 'Bob Retail'], mallory: ['mallory@logireports.example', 'Mallory'] });
  let items: string[];
  let pkg: string;
  let wh: string;
  let shipmentId: string;
  let shipmentDisplay: string;
  let bobAsNextOwner: string;

  const get = async (who: Session, path: string) => (await t.api().get(`/api${path}`).set(who.auth).expect(200)).body;

  beforeAll(async () => {
    ({ items } = await productWithItems(t, alice, 6));
    pkg = await packageWith(t, alice, [item(items[0]), item(items[1])]);
    wh = await addWarehouse(t, alice);
    bobAsNextOwner = await addNextOwner(t, alice, 'bob@logireports.example');
    // Another company's logistics: never in Alice's or Bob's figures.
    const { items: foreign } = await productWithItems(t, mallory, 2);
    const mwh = await addWarehouse(t, mallory, { name: 'Elsewhere' });
    await t.api().post('/api/account/warehousestock').set(mallory.auth).send({ warehouse: mwh, content_data: [item(foreign[0])] }).expect(201);
  });

  it('a check-in: items in the warehouse (packed ones too), by warehouse with its name', async () => {
    await t.api().post('/api/account/warehousestock').set(alice.auth).send({ warehouse: wh, content_data: [pack(pkg), item(items[2])] }).expect(201);
    const m = await get(alice, '/product/matrix');
    expect(m.inventories).toEqual({ total: 6, in_stock: 3, packed: 0, in_warehouse: 3, in_transit: 0, transferred: 0 });
    const inv = await get(alice, '/reports/inventory');
    expect(inv.by_warehouse).toEqual([{ warehouse: wh, name: 'Geneva hub', count: 3 }]);
    expect(inv.by_status).toContainEqual({ status: 'in_warehouse', count: 3 });
    const logistics = await get(alice, '/reports/logistics');
    expect(logistics).toMatchObject({ range: { from: thisMonth, to: thisMonth }, PackedItemCount: 2, WareHouseItemCount: 3, TransportedItemCount: 0, TransportDetailsArray: [] });
    expect(logistics.by_status).toEqual([
      { status: 'planned', count: 0 },
      { status: 'in_transit', count: 0 },
      { status: 'delivered', count: 0 },
    ]);
    expect((await get(mallory, '/reports/logistics')).WareHouseItemCount).toBe(1);
    expect((await get(mallory, '/reports/inventory')).by_warehouse).toEqual([{ warehouse: expect.any(String), name: 'Elsewhere', count: 1 }]);
  });

  it('a shipment planned, then dispatched: by mode and status, in transit, transported', async () => {
    const planned = await t
      .api()
      .post('/api/logistics/transport')
      .set(alice.auth)
      .send({ mode: 'road', carrier: 'own', vehicle_number: 'GE 12345', expected_delivery: '2099-01-01', from_warehouse: wh, destination: { next_owner: bobAsNextOwner }, content_data: [pack(pkg), item(items[2])] })
      .expect(201);
    shipmentId = planned.body.id;
    shipmentDisplay = planned.body.display_id;
    let logistics = await get(alice, '/reports/logistics');
    expect(logistics.by_mode).toEqual([{ mode: 'road', count: 1 }]);
    expect(logistics.by_status).toContainEqual({ status: 'planned', count: 1 });
    expect(logistics.TransportDetailsArray).toEqual([
      {
        id: shipmentId,
        display_id: shipmentDisplay,
        mode: 'road',
        status: 'planned',
        items: 3,
        destination: 'next_owner',
        planned_at: expect.any(String),
        dispatched_at: null,
        delivered_at: null,
      },
    ]);

    await t.api().post(`/api/logistics/transport/${shipmentId}/dispatch`).set(alice.auth).expect(200);
    const m = await get(alice, '/product/matrix');
    expect(m.inventories).toEqual({ total: 6, in_stock: 3, packed: 0, in_warehouse: 0, in_transit: 3, transferred: 0 });
    logistics = await get(alice, '/reports/logistics');
    expect(logistics).toMatchObject({ PackedItemCount: 2, WareHouseItemCount: 0, TransportedItemCount: 3 });
    expect(logistics.by_status).toEqual([
      { status: 'planned', count: 0 },
      { status: 'in_transit', count: 1 },
      { status: 'delivered', count: 0 },
    ]);
    expect(logistics.TransportDetailsArray[0]).toMatchObject({ status: 'in_transit', dispatched_at: expect.any(String), delivered_at: null });
    expect((await get(alice, '/reports/inventory')).by_warehouse).toEqual([]);
  });

  it('a delivery to the next owner changes both sides at once, with live report:updated to each', async () => {
    const aliceLive = await live(alice);
    const bobLive = await live(bob);
    const malloryLive = await live(mallory);
    await t.api().post(`/api/logistics/transport/${shipmentId}/deliver`).set(alice.auth).expect(200);
    await Promise.all(
      ['dashboard', 'logistics', 'inventory', 'activities'].flatMap((report) => [
        aliceLive.next<{ report: string }>('report:updated', (p) => p.report === report),
        bobLive.next<{ report: string }>('report:updated', (p) => p.report === report),
      ]),
    );
    const a = await get(alice, '/product/matrix');
    expect(a.inventories).toEqual({ total: 3, in_stock: 3, packed: 0, in_warehouse: 0, in_transit: 0, transferred: 3 });
    expect(a.packages).toEqual({ total: 0, level1: 0, level2: 0 });
    expect(a.ownership.transfers_30d).toBe(2);
    const b = await get(bob, '/product/matrix');
    expect(b.inventories).toEqual({ total: 3, in_stock: 1, packed: 2, in_warehouse: 0, in_transit: 0, transferred: 0 });
    expect(b.packages).toEqual({ total: 1, level1: 1, level2: 0 });
    expect(b.ownership.transfers_30d).toBe(2);
    expect(b.transfers_by_month.at(-1)).toEqual({ month: thisMonth, received: 2, sent: 0 });

    const al = await get(alice, '/reports/logistics');
    expect(al).toMatchObject({ PackedItemCount: 0, WareHouseItemCount: 0, TransportedItemCount: 3 });
    expect(al.by_status).toContainEqual({ status: 'delivered', count: 1 });
    expect(al.TransportDetailsArray[0]).toMatchObject({ status: 'delivered', delivered_at: expect.any(String) });
    expect(al.deliveries_by_month).toEqual([{ month: thisMonth, count: 1, received: 0 }]);
    const bl = await get(bob, '/reports/logistics');
    expect(bl).toMatchObject({ PackedItemCount: 2, WareHouseItemCount: 0, TransportedItemCount: 0, TransportDetailsArray: [] });
    expect(bl.deliveries_by_month).toEqual([{ month: thisMonth, count: 0, received: 1 }]);

    const aliceActivity = await get(alice, '/reports/activities?limit=4');
    expect(aliceActivity.map((e: { type: string }) => e.type)).toEqual(['delivered', 'shipment_delivered', 'shipped', 'shipment_planned']);
    expect(aliceActivity[0].summary).toBe(`You delivered 2 pieces to Bob Retail (${pkg} – ${items[2]})`);
    expect(aliceActivity[1].summary).toBe(`The shipment ${shipmentDisplay} was delivered to its next owner`);
    expect(aliceActivity[2].summary).toBe(`You dispatched the shipment ${shipmentDisplay} (3 stock items)`);
    const bobActivity = await get(bob, '/reports/activities');
    expect(bobActivity[0]).toMatchObject({ type: 'delivered', summary: `Alice Brand delivered 2 pieces to you (${pkg} – ${items[2]})`, display_id: pkg });
    expect(malloryLive.received.filter((r) => r.event === 'report:updated')).toEqual([]);
  });

  it('a direct delivery counts for the month on both sides; ranges and scoping hold', async () => {
    await t.api().post('/api/account/delivery').set(alice.auth).send({ next_owner: bobAsNextOwner, content_data: [item(items[3])] }).expect(201);
    expect((await get(alice, '/reports/logistics')).deliveries_by_month).toEqual([{ month: thisMonth, count: 2, received: 0 }]);
    expect((await get(bob, '/reports/logistics')).deliveries_by_month).toEqual([{ month: thisMonth, count: 0, received: 2 }]);
    expect((await get(alice, '/product/matrix')).inventories).toMatchObject({ total: 2, transferred: 4 });
    expect((await get(bob, '/product/matrix')).inventories).toMatchObject({ total: 4, in_stock: 2 });

    const later = await get(alice, `/reports/logistics?from=${nextMonth}&to=${nextMonth}`);
    expect(later).toMatchObject({ PackedItemCount: 0, WareHouseItemCount: 0, TransportedItemCount: 0, TransportDetailsArray: [], by_mode: [] });
    expect(later.deliveries_by_month).toEqual([{ month: nextMonth, count: 0, received: 0 }]);
    const m = await get(mallory, '/reports/logistics');
    expect(m).toMatchObject({ TransportedItemCount: 0, TransportDetailsArray: [], by_mode: [] });
    expect(m.deliveries_by_month.every((d: { count: number; received: number }) => d.count === 0 && d.received === 0)).toBe(true);

    expect((await t.api().get('/api/reports/logistics?from=2026-5').set(alice.auth).expect(400)).body).toEqual({ from: ['Enter a month as YYYY-MM (UTC).'] });
    await t.api().get('/api/reports/logistics').expect(401);
  });
});
