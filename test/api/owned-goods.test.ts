import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { LiveClient } from '../support/live-client';
import { PRODUCT, Session, productWithItems } from '../support/test-app';

type Owned = { count: number; results: { type: string; display_id: string; product?: { name: string; brand: string; images: unknown[] }; brand_name?: string; packed_in: string | null; since: string }[] };

describe('GET /api/inventory/owned: everything the user owns now', () => {
  const { t, sockets, alice, bob, carol } = apiSuite({ alice: ['alice@brand.example', 'Alice Brand'], bob: ['bob@shop.example', 'Bob Buyer'], carol: ['carol@resale.example', 'Carol Reseller'] });
  let items: string[];
  let productId: string;
  let pkg: string;

  const owned = async (who: Session, query = '') => (await t.api().get(`/api/inventory/owned${query}`).set(who.auth).expect(200)).body as Owned;

  beforeAll(async () => {
    ({ items, productId } = await productWithItems(t, alice, 4));
    const created = await t
      .api()
      .post('/api/inventory/createpackage')
      .set(alice.auth)
      .send({ brand_name: 'Maison Alice', total_product: 2, manufecture_date: '2026-01-01', expire_date: '2030-01-01', details: 'Gift box' })
      .expect(201);
    pkg = created.body.packege.display_id;
    await t.api().post('/api/inventory/additemtopackage').set(alice.auth).send({ package: pkg, content_data: [{ type: 'item', id: items[3] }] }).expect((res) => expect(res.status).toBeLessThan(300));
  });

  it('lists what the brand registered, items and packages, newest first, with product and container', async () => {
    const list = await owned(alice);
    expect(list.count).toBe(5);
    expect(list.results.map((r) => r.display_id).sort()).toEqual([...items, pkg].sort());
    // The package was created last: it comes first.
    expect(list.results[0]).toMatchObject({ type: 'package', display_id: pkg, brand_name: 'Maison Alice', packed_in: null });
    const packed = list.results.find((r) => r.display_id === items[3]);
    expect(packed).toMatchObject({ type: 'item', product: { name: PRODUCT.name, brand: PRODUCT.brand, images: [] }, packed_in: pkg });
    for (const r of list.results) expect(Date.parse(r.since)).not.toBeNaN();
    expect(await owned(bob)).toEqual({ count: 0, results: [] });
  });

  it('places a package without a position of its own where its contents are', async () => {
    const tracked = await t.api().get(`/api/tracking/${pkg}`).expect(200);
    expect(tracked.body.location).toBe('28.4595&77.0266');
    const own = await t.api().get(`/api/inventory/getpackage/${pkg}`).set(alice.auth).expect(200);
    expect(JSON.stringify(own.body)).toContain('28.4595&77.0266');
  });

  it('filters by type and by a search on ids and names, and pages', async () => {
    expect((await owned(alice, '?type=package')).results.map((r) => r.display_id)).toEqual([pkg]);
    expect((await owned(alice, '?type=item')).count).toBe(4);
    expect((await owned(alice, `?q=${items[1]!.toLowerCase()}`)).results.map((r) => r.display_id)).toEqual([items[1]]);
    expect((await owned(alice, '?q=submariner')).count).toBe(4);
    expect((await owned(alice, '?q=maison')).results.map((r) => r.display_id)).toEqual([pkg]);
    // Regular-expression characters are plain text.
    expect((await owned(alice, `?q=${encodeURIComponent('.*')}`)).count).toBe(0);
    const first = await owned(alice, '?limit=2');
    const second = await owned(alice, '?limit=2&offset=2');
    expect(first.count).toBe(5);
    expect(first.results).toHaveLength(2);
    expect(second.results).toHaveLength(2);
    expect(new Set([...first.results, ...second.results].map((r) => r.display_id)).size).toBe(4);
  });

  it('follows a rename of the product', async () => {
    await t.api().patch(`/api/product/updateproduct/${productId}`).set(alice.auth).send({ name: 'Daytona', brand: 'Rolex', sku: PRODUCT.sku }).expect(200);
    expect((await owned(alice, '?q=daytona')).count).toBe(4);
    expect((await owned(alice, '?q=submariner')).count).toBe(0);
  });

  it('moves an item to the requester on approval (live), and the previous owner no longer lists it', async () => {
    const bobLive = new LiveClient(t.url, '/live', bob.access);
    sockets.push(bobLive);
    await bobLive.connected();
    const requested = await t.api().post('/api/inventory/requiststockitemowner').set(bob.auth).send({ stock_item: items[0] }).expect(201);
    // A pending request changes nothing.
    expect((await owned(bob)).count).toBe(0);
    await t.api().post('/api/inventory/approveitemowner').set(alice.auth).send({ request_id: requested.body.request_id }).expect(200);
    await bobLive.next('ownership:changed', (p: { status: string }) => p.status === 'approved');
    const mine = await owned(bob);
    expect(mine.count).toBe(1);
    expect(mine.results[0]).toMatchObject({ type: 'item', display_id: items[0], product: { name: 'Daytona', brand: 'Rolex' }, packed_in: null });
    expect(Date.parse(mine.results[0]!.since)).toBeGreaterThan(Date.now() - 60_000);
    expect((await owned(alice)).results.map((r) => r.display_id)).not.toContain(items[0]);
    expect((await owned(carol)).count).toBe(0);
  });

  it('moves a package with everything inside it', async () => {
    const requested = await t.api().post('/api/inventory/requistpackageowner').set(carol.auth).send({ package: pkg }).expect(201);
    await t.api().post('/api/inventory/approvepackageowner').set(alice.auth).send({ request_id: requested.body.request_id }).expect(200);
    const mine = await owned(carol);
    expect(mine.results.map((r) => r.display_id).sort()).toEqual([items[3], pkg].sort());
    expect(mine.results.find((r) => r.display_id === items[3])?.packed_in).toBe(pkg);
    expect((await owned(alice)).results.map((r) => r.display_id).sort()).toEqual([items[1], items[2]].sort());
    // Nobody sees another user's goods, whatever they search.
    expect((await owned(bob, `?q=${pkg}`)).count).toBe(0);
  });

  it('answers bad queries in the documented error shape and needs a sign-in', async () => {
    const bad = await t.api().get('/api/inventory/owned?type=crate&limit=0&offset=-1').set(alice.auth).expect(400);
    expect(bad.body).toEqual({
      type: ['"crate" is not a valid choice.'],
      limit: ['Ensure this value is greater than or equal to 1.'],
      offset: ['Ensure this value is greater than or equal to 0.'],
    });
    expect((await t.api().get(`/api/inventory/owned?q=${'x'.repeat(101)}`).set(alice.auth).expect(400)).body.q).toEqual([
      'Ensure this field has no more than 100 characters.',
    ]);
    expect((await t.api().get('/api/inventory/owned?limit=201').set(alice.auth).expect(400)).body.limit).toEqual(['Ensure this value is less than or equal to 200.']);
    await t.api().get('/api/inventory/owned').expect(401);
  });
});
