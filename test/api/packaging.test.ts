import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { LiveClient } from '../support/live-client';
import { Session, productWithItems, signIn } from '../support/test-app';

const PACKAGE = { brand_name: 'Rolex', total_product: 2, manufecture_date: '2026-01-10', expire_date: '2036-01-10', details: 'Boutique shipment' };

describe('packaging: level-1 and level-2 packages, packing rules, package ownership transfer', () => {
  const { t, sockets, alice, bob } = apiSuite({ alice: ['alice@pack.example', 'Alice Brand'], bob: ['bob@pack.example', 'Bob Logistics'] });
  let items: string[];

  const create = async (who: Session, body = PACKAGE) => {
    const res = await t.api().post('/api/inventory/createpackage').set(who.auth).send(body).expect(201);
    return res.body.packege.display_id as string;
  };
  const pack = (who: Session, pkg: string, content: { type: string; id: string }[]) =>
    t.api().post('/api/inventory/additemtopackage').set(who.auth).send({ package: pkg, content_data: content });

  beforeAll(async () => {
    ({ items } = await productWithItems(t, alice, 4));
  });

  it('creates packages with PACK display ids, answering with the `packege` field', async () => {
    const res = await t.api().post('/api/inventory/createpackage').set(alice.auth).send(PACKAGE).expect(201);
    expect(res.body.packege).toMatchObject({ display_id: expect.stringMatching(/^PACK\d{6}$/), brand_name: 'Rolex', level: 1, items_count: 0 });
    const bad = await t.api().post('/api/inventory/createpackage').set(alice.auth).send({ ...PACKAGE, expire_date: 'soon', brand_name: '' }).expect(400);
    expect(Object.keys(bad.body).sort()).toEqual(['brand_name', 'expire_date']);
    await t.api().post('/api/inventory/createpackage').send(PACKAGE).expect(401);
  });

  it('lists own packages newest first and updates details (owner only)', async () => {
    const first = await create(alice);
    const second = await create(alice, { ...PACKAGE, brand_name: 'Cartier' });
    const list = await t.api().get('/api/inventory/getpackage').set(alice.auth).expect(200);
    const ids = list.body.map((p: { display_id: string }) => p.display_id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect((await t.api().get('/api/inventory/getpackage').set(bob.auth).expect(200)).body).toEqual([]);
    await t.api().patch(`/api/inventory/updatepackage/${first}`).set(bob.auth).send({ ...PACKAGE, brand_name: 'Fake' }).expect(403);
    const updated = await t.api().patch(`/api/inventory/updatepackage/${first}`).set(alice.auth).send({ ...PACKAGE, details: 'Updated' }).expect(200);
    expect(updated.body.details).toBe('Updated');
    const byNumber = await t.api().get(`/api/inventory/getpackage/${Number(first.slice(4))}`).set(alice.auth).expect(200);
    expect(byNumber.body.display_id).toBe(first);
    const unknown = await t.api().get('/api/inventory/getpackage/PACK999999').set(alice.auth).expect(404);
    expect(unknown.body.msg).toBe('Invalid Product id');
  });

  it('packs items into level 1 and that into level 2, with events on every stream moved', async () => {
    const level1 = await create(alice);
    const level2 = await create(alice);
    await pack(alice, level1, [{ type: 'item', id: items[0] }, { type: 'item', id: items[1] }]).expect(200);
    const added = await pack(alice, level2, [{ type: 'package', id: level1 }, { type: 'item', id: items[2] }]).expect(200);
    expect(added.body.packege).toMatchObject({ level: 2, items_count: 1, packages_count: 1, total_items: 3 });
    const content = await t.api().get(`/api/inventory/getpackagecontent/${level2}`).set(alice.auth).expect(200);
    expect(content.body.content_data.map((c: { id: string }) => c.id)).toEqual([level1, items[2]]);

    const tracking1 = await t.api().get(`/api/tracking/${level1}`).expect(200);
    expect(tracking1.body).toMatchObject({ display_id: level1, brand_name: 'Rolex', level: 1, items_count: 2, packages_count: 0, package_owner: { fullname: 'Alice Brand' }, packed_in: level2 });
    const tracking2 = await t.api().get(`/api/tracking/${level2}`).expect(200);
    expect(tracking2.body).toMatchObject({ level: 2, items_count: 1, packages_count: 1, packegecontent: { content_data: [{ type: 'package', id: level1 }, { type: 'item', id: items[2] }] } });
    const item = await t.api().get(`/api/tracking/${items[0]}`).expect(200);
    expect(item.body.packed_in).toBe(level1);

    const itemHistory = await t.api().get(`/api/provenance/${items[0]}`).expect(200);
    expect(itemHistory.body.events.map((e: { type: string }) => e.type)).toContain('PackedIntoPackage');
    expect(itemHistory.body.verified).toBe(true);
    const packageHistory = await t.api().get(`/api/provenance/${level2}`).expect(200);
    expect(packageHistory.body.events.map((e: { type: string }) => e.type)).toEqual(['PackageCreated', 'PackageContentsAdded']);
  });

  it('enforces the packing rules over HTTP and changes nothing when refused', async () => {
    const pkgA = await create(alice);
    const pkgB = await create(alice);
    const bobs = await create(bob);
    await pack(alice, pkgA, [{ type: 'item', id: items[3] }]).expect(200);
    const twice = await pack(alice, pkgB, [{ type: 'item', id: items[3] }]).expect(409);
    expect(twice.body.code).toBe('PACKAGING.ALREADY_PACKED');
    await pack(bob, bobs, [{ type: 'package', id: pkgB }]).expect(403);
    await pack(alice, pkgA, [{ type: 'package', id: pkgA }]).expect(400);
    await pack(alice, pkgB, [{ type: 'item', id: 'INVE999999' }]).expect(400);
    await pack(alice, pkgB, [{ type: 'item', id: pkgA }]).expect(400);
    await pack(alice, pkgB, []).expect(400);
    await pack(alice, pkgB, [{ type: 'item', id: { $ne: null } as unknown as string }]).expect(400);
    const b = await t.api().get(`/api/inventory/getpackage/${pkgB}`).set(alice.auth).expect(200);
    expect(b.body.packegecontent.content_data).toEqual([]);
    // An item inside a package cannot be requested on its own.
    const packed = await t.api().post('/api/inventory/requiststockitemowner').set(bob.auth).send({ stock_item: items[3] }).expect(409);
    expect(packed.body.code).toBe('OWNERSHIP.PACKED');
    await t.api().post('/api/inventory/makeowner').set(alice.auth).send({ email: 'bob@pack.example', inventory_id: items[3] }).expect(409);
  });

  it('unpacks the direct contents only, owner only', async () => {
    const inner = await create(alice);
    const outer = await create(alice);
    const { items: more } = await productWithItems(t, alice, 1);
    await pack(alice, inner, [{ type: 'item', id: more[0] }]).expect(200);
    await pack(alice, outer, [{ type: 'package', id: inner }]).expect(200);
    await t.api().post('/api/inventory/unpackage').set(alice.auth).send({ package_id: inner }).expect(409);
    await t.api().post('/api/inventory/unpackage').set(bob.auth).send({ package_id: outer }).expect(403);
    const res = await t.api().post('/api/inventory/unpackage').set(alice.auth).send({ package_id: outer }).expect(200);
    expect(res.body.packege).toMatchObject({ level: 1, packages_count: 0, packegecontent: { content_data: [] } });
    const innerNow = await t.api().get(`/api/tracking/${inner}`).expect(200);
    expect(innerNow.body).toMatchObject({ packed_in: null, items_count: 1 });
    await t.api().post('/api/inventory/unpackage').set(alice.auth).send({ package_id: outer }).expect(409);
  });

  it('transfers a level-2 package and everything inside it to the requester, live', async () => {
    const { items: goods } = await productWithItems(t, alice, 3);
    const level1 = await create(alice);
    const level2 = await create(alice);
    await pack(alice, level1, [{ type: 'item', id: goods[0] }, { type: 'item', id: goods[1] }]).expect(200);
    await pack(alice, level2, [{ type: 'package', id: level1 }, { type: 'item', id: goods[2] }]).expect(200);

    const aliceLive = new LiveClient(t.url, '/live', alice.access);
    const watcher = new LiveClient(t.url, '/track');
    sockets.push(aliceLive, watcher);
    await Promise.all([aliceLive.connected(), watcher.connected()]);
    await watcher.socket.emitWithAck('watch', goods[0]);

    await t.api().post('/api/inventory/requistpackageowner').set(bob.auth).send({ package: level1 }).expect(409);
    const requested = await t.api().post('/api/inventory/requistpackageowner').set(bob.auth).send({ package: level2 }).expect(201);
    expect(await aliceLive.next('notification:count', (c: { package: number }) => c.package === 1)).toMatchObject({ package: 1 });
    const received = await t.api().get('/api/inventory/getallpackageownerrequistget').set(alice.auth).expect(200);
    expect(received.body[0]).toMatchObject({
      request_id: requested.body.request_id,
      status: 'request',
      package: { display_id: level2, brand_name: 'Rolex' },
      new_package_owner: { id: bob.id, fullname: expect.any(String), company: expect.any(String) },
    });
    expect(JSON.stringify(received.body)).not.toContain('bob@pack.example');
    const status = await t.api().get(`/api/inventory/getpackageownerrequeststatus/${level2}`).set(bob.auth).expect(200);
    expect(status.body).toEqual({ status: { status: 'request' } });

    await t.api().post('/api/inventory/approvepackageowner').set(bob.auth).send({ request_id: requested.body.request_id }).expect(403);
    await t.api().post('/api/inventory/approveitemowner').set(alice.auth).send({ request_id: requested.body.request_id }).expect(404);
    await t.api().post('/api/inventory/approvepackageowner').set(alice.auth).send({ request_id: requested.body.request_id }).expect(200);
    expect(await watcher.next('tracking:updated')).toEqual({ display_id: goods[0] });
    expect(await aliceLive.next('notification:count', (c: { package: number }) => c.package === 0)).toMatchObject({ package: 0 });

    for (const id of [level2, level1, ...goods]) {
      const tracked = await t.api().get(`/api/tracking/${id}`).expect(200);
      expect(tracked.body.owner.fullname, id).toBe('Bob Logistics');
    }
    const owners = await t.api().get(`/api/inventory/getstockitemowner/${goods[0]}`).set(bob.auth).expect(200);
    expect(owners.body.owners.map((o: { owner: { id: string } }) => o.owner.id)).toEqual([bob.id, alice.id]);
    const packageOwners = await t.api().get(`/api/inventory/getpackageowner/${level1}`).set(bob.auth).expect(200);
    expect(packageOwners.body.owners[0].package_owner.id).toBe(bob.id);
    const history = await t.api().get(`/api/provenance/${goods[0]}`).set(bob.auth).expect(200);
    expect(history.body.events.at(-1)).toMatchObject({ type: 'OwnershipTransferredWithPackage', data: { packageId: level2, toOwnerId: bob.id } });
    // Bob now owns the package: he can unpack it and his items become loose and his.
    await t.api().post('/api/inventory/unpackage').set(bob.auth).send({ package_id: level2 }).expect(200);
    const mine = await t.api().get('/api/inventory/getitems').set(bob.auth).expect(200);
    expect(mine.body.map((i: { display_id: string }) => i.display_id)).toEqual(expect.arrayContaining(goods));
  });

  it('two concurrent approvals of nested packages: exactly one owner change wins, all or nothing', async () => {
    const { items: goods } = await productWithItems(t, alice, 2);
    const level1 = await create(alice);
    const level2 = await create(alice);
    await pack(alice, level1, [{ type: 'item', id: goods[0] }]).expect(200);
    await pack(alice, level2, [{ type: 'package', id: level1 }, { type: 'item', id: goods[1] }]).expect(200);
    const carol = await signIn(t, 'carol@pack.example', 'Carol');
    const r1 = await t.api().post('/api/inventory/requistpackageowner').set(bob.auth).send({ package: level2 }).expect(201);
    const r2 = await t.api().post('/api/inventory/requistpackageowner').set(carol.auth).send({ package: level2 }).expect(201);
    const results = await Promise.all([
      t.api().post('/api/inventory/approvepackageowner').set(alice.auth).send({ request_id: r1.body.request_id }),
      t.api().post('/api/inventory/approvepackageowner').set(alice.auth).send({ request_id: r2.body.request_id }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = results[0].status === 200 ? bob : carol;
    for (const id of [level2, level1, ...goods]) {
      const tracked = await t.api().get(`/api/tracking/${id}`).expect(200);
      expect(tracked.body.owner.fullname, id).toBe(winner === bob ? 'Bob Logistics' : 'Carol');
    }
    for (const id of [level2, level1, ...goods]) {
      const history = await t.api().get(`/api/provenance/${id}`).expect(200);
      expect(history.body.verified).toBe(true);
      const revisions = history.body.events.map((e: { revision: number }) => e.revision);
      expect(revisions).toEqual(revisions.map((_: number, i: number) => i));
    }
  });

  it('records outsourced packaging orders', async () => {
    const res = await t
      .api()
      .post('/api/inventory/outsourcepackaging')
      .set(alice.auth)
      .send({ vendor_name: 'PackRight Ltd', vendor_contact: '+91 98100 00000', quantity: 500, packaging_type: 'Gift box' })
      .expect(201);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const list = await t.api().get('/api/inventory/outsourcepackaging').set(alice.auth).expect(200);
    expect(list.body[0]).toMatchObject({ id: res.body.id, vendor_name: 'PackRight Ltd', quantity: 500 });
    await t.api().post('/api/inventory/outsourcepackaging').set(alice.auth).send({ quantity: 'many' }).expect(400);
  });
});
