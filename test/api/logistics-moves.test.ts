import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { PACKAGE, WAREHOUSE, addNextOwner, addWarehouse, item, pack, packageWith as packageOf } from '../support/goods';
import { LiveClient } from '../support/live-client';
import { Session, productWithItems } from '../support/test-app';

describe('logistics: moves of goods through warehouses and shipments, one atomic append each', () => {
  const { t, sockets, alice, bob, mallory } = apiSuite({ alice: ['alice@moves.example', 'Alice Brand'], bob: ['bob@moves.example', 'Bob Retail'], mallory: ['mallory@moves.example', 'Mallory'] });
  let bobAsNextOwner: string;

  const warehouse = async (who: Session, capacity = 10, name = 'Geneva hub') => addWarehouse(t, who, { capacity, name });
  const packageWith = async (who: Session, content: { type: string; id: string }[]) => packageOf(t, who, content);
  const checkIn = (who: Session, wh: string, content: unknown) => t.api().post('/api/account/warehousestock').set(who.auth).send({ warehouse: wh, content_data: content });
  const events = async (id: string) => (await t.api().get(`/api/provenance/${id}`).set(alice.auth).expect(200)).body.events.map((e: { type: string }) => e.type) as string[];
  const shipment = (who: Session, body: Record<string, unknown>) =>
    t.api().post('/api/logistics/transport').set(who.auth).send({ mode: 'road', carrier: 'own', vehicle_number: 'GE 12345', driver_name: 'Jo Driver', driver_contact: '+41 79 000 00 00', expected_delivery: '2099-01-01', ...body });

  beforeAll(async () => {
    bobAsNextOwner = await addNextOwner(t, alice, 'bob@moves.example');
  });

  it('checks goods in, a package with everything inside, counting stock items; tracking shows the warehouse', async () => {
    const { items } = await productWithItems(t, alice, 3);
    const wh = await warehouse(alice, 5);
    const pkg = await packageWith(alice, [item(items[0]), item(items[1])]);
    const res = await checkIn(alice, wh, [pack(pkg), item(items[2])]).expect(201);
    expect(res.body).toEqual({ moved: 2 });
    const one = await t.api().get(`/api/account/getwarehouse/${wh}`).set(alice.auth).expect(200);
    expect(one.body).toMatchObject({ stock_count: 3, capacity: 5 });
    expect(one.body.contents.map((c: { display_id: string }) => c.display_id)).toEqual([pkg, items[2]]);
    const list = await t.api().get('/api/account/getwarehouse').set(alice.auth).expect(200);
    expect(list.body.find((w: { id: string }) => w.id === wh)).toMatchObject({ stock_count: 3 });
    for (const id of [pkg, items[0], items[2]]) {
      const tracking = await t.api().get(`/api/tracking/${id}`).expect(200);
      expect(tracking.body).toMatchObject({ status: 'in_warehouse', location: '46.2044&6.1432', address_location: 'Rue du Rhône 1, Geneva' });
    }
    expect(await events(items[0])).toContain('GoodsCheckedIn');
    // Over capacity: nothing moves.
    const { items: more } = await productWithItems(t, alice, 3);
    const full = await checkIn(alice, wh, more.map(item)).expect(409);
    expect(full.body.code).toBe('WAREHOUSE.FULL');
    expect((await t.api().get(`/api/tracking/${more[0]}`).expect(200)).body.status).toBe('in_stock');
    expect((await t.api().get(`/api/account/getwarehouse/${wh}`).set(alice.auth).expect(200)).body.stock_count).toBe(3);
    // The capacity cannot go below what is stored.
    const lower = await t.api().patch(`/api/account/updatewarehouse/${wh}`).set(alice.auth).send({ ...WAREHOUSE, capacity: 2 }).expect(409);
    expect(lower.body.code).toBe('WAREHOUSE.OVER_CAPACITY');
    // Check out the package: the warehouse frees its room.
    await t.api().post('/api/account/warehouserelease').set(alice.auth).send({ warehouse: wh, content_data: [pack(pkg)] }).expect(200, { moved: 1 });
    expect((await t.api().get(`/api/account/getwarehouse/${wh}`).set(alice.auth).expect(200)).body.stock_count).toBe(1);
    expect((await t.api().get(`/api/tracking/${items[1]}`).expect(200)).body.status).toBe('in_stock');
    const notThere = await t.api().post('/api/account/warehouserelease').set(alice.auth).send({ warehouse: wh, content_data: [pack(pkg)] }).expect(409);
    expect(notThere.body.code).toBe('WAREHOUSE.NOT_STORED');
  });

  it('refuses bad input, packed entries, foreign goods and foreign warehouses, changing nothing', async () => {
    const { items } = await productWithItems(t, alice, 2);
    const { items: foreign } = await productWithItems(t, mallory, 1);
    const wh = await warehouse(alice);
    const malloryWh = await warehouse(mallory);
    const pkg = await packageWith(alice, [item(items[0])]);
    await checkIn(alice, wh, []).expect(400);
    await checkIn(alice, wh, [item('PACK000001')]).expect(400);
    await checkIn(alice, wh, [item(items[1]), item(items[1])]).expect(400);
    await checkIn(alice, 'nope', [item(items[1])]).expect(400);
    await t.api().post('/api/account/warehousestock').set(alice.auth).send('[]').set('Content-Type', 'application/json').expect(400);
    const missing = await checkIn(alice, wh, [item('INVE999999')]).expect(400);
    expect(missing.body.detail ?? missing.body.non_field_errors).toBeDefined();
    const packed = await checkIn(alice, wh, [item(items[0])]).expect(409);
    expect(packed.body.code).toBe('LOGISTICS.PACKED');
    const notOwner = await checkIn(alice, wh, [item(items[1]), item(foreign[0])]).expect(403);
    expect(notOwner.body.code).toBe('LOGISTICS.NOT_OWNER');
    await checkIn(alice, malloryWh, [item(items[1])]).expect(403);
    await checkIn(alice, '00000000-0000-4000-8000-000000000000', [item(items[1])]).expect(404);
    await t.api().post('/api/account/warehousestock').send({ warehouse: wh, content_data: [item(items[1])] }).expect(401);
    expect((await t.api().get(`/api/account/getwarehouse/${wh}`).set(alice.auth).expect(200)).body.stock_count).toBe(0);
    expect(await events(items[1])).toEqual(['StockItemRegistered']);
    expect(await events(pkg)).toEqual(['PackageCreated', 'PackageContentsAdded']);
  });

  it('never exceeds the capacity, even under concurrent check-ins', async () => {
    const { items } = await productWithItems(t, alice, 8);
    const wh = await warehouse(alice, 3, 'Tiny');
    const results = await Promise.all(items.map((id) => checkIn(alice, wh, [item(id)])));
    const ok = results.filter((r) => r.status === 201).length;
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(ok).toBeGreaterThanOrEqual(1);
    expect(ok).toBeLessThanOrEqual(3);
    const stored = await t.api().get(`/api/account/getwarehouse/${wh}`).set(alice.auth).expect(200);
    expect(stored.body.stock_count).toBe(ok);
    expect(stored.body.contents).toHaveLength(ok);
    const inWarehouse = await Promise.all(items.map(async (id) => (await t.api().get(`/api/tracking/${id}`).expect(200)).body.status));
    expect(inWarehouse.filter((s) => s === 'in_warehouse')).toHaveLength(ok);
  });

  it('concurrent shipments of the same goods: exactly one is planned', async () => {
    const { items } = await productWithItems(t, alice, 2);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => shipment(alice, { destination: { next_owner: bobAsNextOwner }, content_data: items.map(item) })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const conflict = results.find((r) => r.status === 409)!;
    expect(['LOGISTICS.ON_SHIPMENT', 'CONCURRENCY.CONFLICT']).toContain(conflict.body.code);
    expect((await events(items[0])).filter((e) => e === 'GoodsLoaded')).toHaveLength(1);
  });

  it('plans, dispatches, tracks live and delivers a shipment to a next owner, who then owns everything aboard', async () => {
    const { items } = await productWithItems(t, alice, 3);
    const wh = await warehouse(alice, 10, 'Origin');
    const pkg = await packageWith(alice, [item(items[0]), item(items[1])]);
    await checkIn(alice, wh, [pack(pkg), item(items[2])]).expect(201);

    const watcher = new LiveClient(t.url, '/track');
    const aliceLive = new LiveClient(t.url, '/live', alice.access);
    const bobLive = new LiveClient(t.url, '/live', bob.access);
    sockets.push(watcher, aliceLive, bobLive);
    await Promise.all([watcher.connected(), aliceLive.connected(), bobLive.connected()]);
    await watcher.socket.emitWithAck('watch', items[0]);

    const planned = await shipment(alice, { from_warehouse: wh, destination: { next_owner: bobAsNextOwner }, content_data: [pack(pkg), item(items[2])] }).expect(201);
    expect(planned.body).toMatchObject({ id: expect.any(String), display_id: expect.stringMatching(/^SHIP\d{6}$/), status: 'planned', items: 3, route: [] });
    const id = planned.body.id as string;
    await aliceLive.next('shipment:updated', (p: { id: string; status: string }) => p.id === id && p.status === 'planned');

    // Planned goods are reserved: no second shipment, no check-out meanwhile.
    expect((await shipment(alice, { destination: { address: 'Elsewhere', address_location: '1&1' }, content_data: [item(items[2])] }).expect(409)).body.code).toBe('LOGISTICS.ON_SHIPMENT');
    // Another company can neither see nor move it.
    await t.api().get(`/api/logistics/transport/${id}`).set(mallory.auth).expect(404);
    await t.api().post(`/api/logistics/transport/${id}/dispatch`).set(mallory.auth).expect(403);
    await t.api().post(`/api/logistics/transport/${id}/location`).set(alice.auth).send({ location: '46.5&6.6' }).expect(409);

    const dispatched = await t.api().post(`/api/logistics/transport/${id}/dispatch`).set(alice.auth).expect(200);
    expect(dispatched.body.status).toBe('in_transit');
    await t.api().post(`/api/logistics/transport/${id}/dispatch`).set(alice.auth).expect(409);
    expect((await t.api().get(`/api/account/getwarehouse/${wh}`).set(alice.auth).expect(200)).body.stock_count).toBe(0);
    const inTransit = await t.api().get(`/api/tracking/${items[0]}`).expect(200);
    expect(inTransit.body).toMatchObject({ status: 'in_transit', route: [] });
    expect((await checkIn(alice, wh, [pack(pkg)]).expect(409)).body.code).toBe('LOGISTICS.IN_TRANSIT');
    // In transit: not packed, unpacked, handed over or approved to a requester; not shipped again.
    const spare = (await t.api().post('/api/inventory/createpackage').set(alice.auth).send(PACKAGE).expect(201)).body.packege.display_id as string;
    expect((await t.api().post('/api/inventory/additemtopackage').set(alice.auth).send({ package: spare, content_data: [item(items[2])] }).expect(409)).body.code).toBe('LOGISTICS.IN_TRANSIT');
    expect((await t.api().post('/api/inventory/unpackage').set(alice.auth).send({ package_id: pkg }).expect(409)).body.code).toBe('LOGISTICS.IN_TRANSIT');
    expect((await t.api().post('/api/inventory/makeowner').set(alice.auth).send({ email: 'mallory@moves.example', inventory_id: items[2] }).expect(409)).body.code).toBe('LOGISTICS.IN_TRANSIT');
    const asked = await t.api().post('/api/inventory/requiststockitemowner').set(mallory.auth).send({ stock_item: items[2] }).expect(201);
    expect((await t.api().post('/api/inventory/approveitemowner').set(alice.auth).send({ request_id: asked.body.request_id }).expect(409)).body.code).toBe('LOGISTICS.IN_TRANSIT');
    expect((await shipment(alice, { destination: { address: 'Elsewhere', address_location: '1&1' }, content_data: [item(items[2])] }).expect(409)).body.code).toBe('LOGISTICS.IN_TRANSIT');

    watcher.clear();
    await t.api().post(`/api/logistics/transport/${id}/location`).set(alice.auth).send({ location: '46.5191&6.6323', recorded_at: '2026-11-24T01:00:00Z' }).expect(201);
    await watcher.next('tracking:updated', (p: { display_id: string }) => p.display_id === items[0]);
    await t.api().post(`/api/logistics/transport/${id}/location`).set(alice.auth).send({ location: '47.3769&8.5417' }).expect(201);
    await t.api().post(`/api/logistics/transport/${id}/location`).set(alice.auth).send({ location: 'somewhere' }).expect(400);
    await t.api().post(`/api/logistics/transport/${id}/location`).set(mallory.auth).send({ location: '1&1' }).expect(403);
    const tracked = await t.api().get(`/api/tracking/${items[0]}`).expect(200);
    expect(tracked.body.status).toBe('in_transit');
    expect(tracked.body.route.map((p: { location: string }) => p.location)).toEqual(['46.5191&6.6323', '47.3769&8.5417']);
    expect(tracked.body.location).toBe('47.3769&8.5417');
    const publicText = JSON.stringify(tracked.body);
    for (const secret of ['Jo Driver', 'GE 12345', '+41 79', 'bob@moves.example', 'moves.example']) expect(publicText).not.toContain(secret);

    const delivered = await t.api().post(`/api/logistics/transport/${id}/deliver`).set(alice.auth).expect(200);
    expect(delivered.body).toMatchObject({ status: 'delivered', route: [{ location: '46.5191&6.6323', recorded_at: '2026-11-24T01:00:00.000Z' }, { location: '47.3769&8.5417' }] });
    await bobLive.next('ownership:changed', (p: { display_id: string }) => p.display_id === pkg);
    await bobLive.next('shipment:updated', (p: { id: string; status: string }) => p.id === id && p.status === 'delivered');
    for (const goods of [pkg, items[0], items[1], items[2]]) {
      const now = await t.api().get(`/api/tracking/${goods}`).expect(200);
      expect(now.body.status).toBe('delivered');
      expect(now.body.owner.fullname).toBe('Bob Retail');
    }
    const bobsItems = await t.api().get('/api/inventory/getitems').set(bob.auth).expect(200);
    expect(bobsItems.body.map((i: { display_id: string }) => i.display_id)).toEqual(expect.arrayContaining(items));
    const nextOwner = await t.api().get(`/api/account/getnextowner/${bobAsNextOwner}`).set(alice.auth).expect(200);
    expect(nextOwner.body.delivered.map((d: { display_id: string }) => d.display_id)).toEqual(expect.arrayContaining([pkg, items[2]]));

    const history = await t.api().get(`/api/provenance/${items[0]}`).set(alice.auth).expect(200);
    expect(history.body.verified).toBe(true);
    expect(history.body.events.map((e: { type: string }) => e.type)).toEqual([
      'StockItemRegistered',
      'PackedIntoPackage',
      'GoodsCheckedIn',
      'GoodsLoaded',
      'GoodsCheckedOut',
      'GoodsDispatched',
      'GoodsDelivered',
      'OwnershipDelivered',
    ]);
    const list = await t.api().get('/api/logistics/transport?status=delivered').set(alice.auth).expect(200);
    expect(list.body.map((s: { id: string }) => s.id)).toContain(id);
    expect((await t.api().get('/api/logistics/transport?status=planned').set(alice.auth).expect(200)).body.map((s: { id: string }) => s.id)).not.toContain(id);
    await t.api().post(`/api/logistics/transport/${id}/deliver`).set(alice.auth).expect(409);
    await t.api().get('/api/logistics/transport?status=lost').set(alice.auth).expect(400);
    const statuses = await t.api().get(`/api/logistics/locations?ids=${items[0]},${pkg}`).set(alice.auth).expect(200);
    expect(statuses.body).toEqual([{ display_id: items[0], status: 'delivered' }, { display_id: pkg, status: 'delivered' }]);
    await t.api().get('/api/logistics/locations?ids=nope').set(alice.auth).expect(400);
  });

  it('delivers a shipment into a warehouse: checked in there, within its capacity', async () => {
    const { items } = await productWithItems(t, alice, 2);
    const target = await warehouse(alice, 2, 'Target');
    const planned = await shipment(alice, { destination: { warehouse: target }, content_data: items.map(item) }).expect(201);
    await t.api().post(`/api/logistics/transport/${planned.body.id}/dispatch`).set(alice.auth).expect(200);
    await t.api().post(`/api/logistics/transport/${planned.body.id}/deliver`).set(alice.auth).expect(200);
    const stored = await t.api().get(`/api/account/getwarehouse/${target}`).set(alice.auth).expect(200);
    expect(stored.body).toMatchObject({ stock_count: 2 });
    expect((await t.api().get(`/api/tracking/${items[0]}`).expect(200)).body).toMatchObject({ status: 'in_warehouse', address_location: 'Rue du Rhône 1, Geneva' });
  });

  it('refuses bad shipments', async () => {
    const { items } = await productWithItems(t, alice, 1);
    const malloryWh = await warehouse(mallory);
    const bad = await shipment(alice, { mode: 'teleport', carrier: 'theirs', vehicle_number: '', destination: { moon: true }, content_data: [], expected_delivery: '2020-13-01' }).expect(400);
    expect(Object.keys(bad.body).sort()).toEqual(['carrier', 'content_data', 'destination', 'expected_delivery', 'mode', 'vehicle_number']);
    await shipment(alice, { destination: { next_owner: bobAsNextOwner }, content_data: [item(items[0])], expected_delivery: '2000-01-01' }).expect(400);
    await shipment(alice, { destination: { warehouse: malloryWh }, content_data: [item(items[0])] }).expect(403);
    await shipment(mallory, { destination: { next_owner: bobAsNextOwner }, content_data: [item(items[0])] }).expect(404);
    await shipment(alice, { carrier: '00000000-0000-4000-8000-000000000000', destination: { next_owner: bobAsNextOwner }, content_data: [item(items[0])] }).expect(404);
    await shipment(mallory, { destination: { address: 'x', address_location: '1&1' }, content_data: [item(items[0])] }).expect(403);
    const carrier = await t.api().post('/api/logistics/outsource').set(alice.auth).send({ company_name: 'Air Co', contact_person: 'A', email: 'a@air.example', phone: '1', address: 'x', modes: ['air'] }).expect(201);
    await shipment(alice, { carrier: carrier.body.id, mode: 'sea', destination: { next_owner: bobAsNextOwner }, content_data: [item(items[0])] }).expect(400);
    const byAir = await shipment(alice, { carrier: carrier.body.id, mode: 'air', destination: { next_owner: bobAsNextOwner }, content_data: [item(items[0])] }).expect(201);
    expect(byAir.body.carrier).toBe(carrier.body.id);
    await t.api().get('/api/logistics/transport').expect(401);
    expect((await t.api().get('/api/logistics/transport').set(mallory.auth).expect(200)).body).toEqual([]);
  });

  it('delivers directly to a next owner all at once; one foreign item refuses the whole delivery', async () => {
    const { items } = await productWithItems(t, alice, 2);
    const { items: foreign } = await productWithItems(t, mallory, 1);
    const wh = await warehouse(alice);
    await checkIn(alice, wh, [item(items[0])]).expect(201);
    const refused = await t.api().post('/api/account/delivery').set(alice.auth).send({ next_owner: bobAsNextOwner, content_data: [item(items[0]), item(items[1]), item(foreign[0])] }).expect(403);
    expect(refused.body.code).toBe('LOGISTICS.NOT_OWNER');
    expect(await events(items[1])).toEqual(['StockItemRegistered']);
    expect((await t.api().get(`/api/tracking/${items[0]}`).expect(200)).body).toMatchObject({ status: 'in_warehouse', owner: { fullname: 'Alice Brand' } });
    expect((await t.api().get(`/api/account/getwarehouse/${wh}`).set(alice.auth).expect(200)).body.stock_count).toBe(1);

    await t.api().post('/api/account/delivery').set(alice.auth).send({ next_owner: 'x', content_data: [item(items[0])] }).expect(400);
    await t.api().post('/api/account/delivery').set(mallory.auth).send({ next_owner: bobAsNextOwner, content_data: [item(foreign[0])] }).expect(404);
    const done = await t.api().post('/api/account/delivery').set(alice.auth).send({ next_owner: bobAsNextOwner, content_data: items.map(item) }).expect(201);
    expect(done.body).toEqual({ id: expect.any(String), delivered: 2 });
    expect((await t.api().get(`/api/tracking/${items[0]}`).expect(200)).body).toMatchObject({ status: 'delivered', owner: { fullname: 'Bob Retail' } });
    expect((await t.api().get(`/api/account/getwarehouse/${wh}`).set(alice.auth).expect(200)).body.stock_count).toBe(0);
    const nextOwners = await t.api().get('/api/account/getnextowner').set(alice.auth).expect(200);
    expect(nextOwners.body.find((n: { id: string }) => n.id === bobAsNextOwner).delivered_count).toBeGreaterThanOrEqual(2);
    expect((await t.api().post('/api/account/delivery').set(alice.auth).send({ next_owner: bobAsNextOwner, content_data: [item(items[0])] }).expect(403)).body.code).toBe('LOGISTICS.NOT_OWNER');
  });
});
