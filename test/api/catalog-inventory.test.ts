import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { PRODUCT } from '../support/test-app';

describe('catalog and stock items', () => {
  const { t, alice, bob } = apiSuite({ alice: ['alice@catalog.example', 'Alice'], bob: ['bob@catalog.example', 'Bob'] });

  it('lists seeded categories and colours', async () => {
    const categories = await t.api().get('/api/product/getcategory').set(alice.auth).expect(200);
    expect(categories.body.length).toBeGreaterThan(5);
    expect(categories.body[0]).toEqual({ id: 1, name: expect.any(String) });
    const colors = await t.api().get('/api/product/getcolor').set(alice.auth).expect(200);
    expect(colors.body.map((c: { name: string }) => c.name)).toContain('Gold');
    await t.api().get('/api/product/getcategory').expect(401);
  });

  it('registers, reads, lists and renames a product', async () => {
    const created = await t.api().post('/api/product/addproduct').set(alice.auth).send(PRODUCT).expect(201);
    expect(created.body).toMatchObject({ ...PRODUCT, id: expect.any(String), items_count: 0 });
    const id = created.body.id;
    const one = await t.api().get(`/api/product/getproduct/${id}`).set(bob.auth).expect(200);
    expect(one.body.name).toBe(PRODUCT.name);
    const renamed = await t.api().patch(`/api/product/updateproduct/${id}`).set(alice.auth).send({ name: 'Daytona', brand: 'Rolex', sku: 'RLX-116500' }).expect(200);
    expect(renamed.body).toMatchObject({ name: 'Daytona', sku: 'RLX-116500' });
    const mine = await t.api().get('/api/product/getproducts').set(alice.auth).expect(200);
    expect(mine.body.map((p: { id: string }) => p.id)).toContain(id);
    const theirs = await t.api().get('/api/product/getproducts').set(bob.auth).expect(200);
    expect(theirs.body).toEqual([]);
  });

  it('refuses to let another company rename a product (403) and changes nothing', async () => {
    const created = await t.api().post('/api/product/addproduct').set(alice.auth).send(PRODUCT).expect(201);
    await t.api().patch(`/api/product/updateproduct/${created.body.id}`).set(bob.auth).send({ name: 'Fake', brand: 'Fake', sku: 'F' }).expect(403);
    const after = await t.api().get(`/api/product/getproduct/${created.body.id}`).set(alice.auth).expect(200);
    expect(after.body.name).toBe(PRODUCT.name);
  });

  it('validates product fields one by one', async () => {
    const res = await t
      .api()
      .post('/api/product/addproduct')
      .set(alice.auth)
      .send({ ...PRODUCT, name: '   ', warranty: '31/01/2030', category: 'abc', color: 999, sku: undefined })
      .expect(400);
    expect(res.body).toEqual({
      name: ['This field may not be blank.'],
      sku: ['This field is required.'],
      warranty: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
      category: ['A valid integer is required.'],
    });
    const unknownColor = await t.api().post('/api/product/addproduct').set(alice.auth).send({ ...PRODUCT, color: 999 }).expect(400);
    expect(unknownColor.body.color[0]).toMatch(/does not exist/);
    const impossibleDate = await t.api().post('/api/product/addproduct').set(alice.auth).send({ ...PRODUCT, expire: '2030-02-31' }).expect(400);
    expect(impossibleDate.body.expire).toBeDefined();
    await t.api().get('/api/product/getproduct/not-a-uuid').set(alice.auth).expect(404);
    await t.api().get('/api/product/getproduct/00000000-0000-4000-8000-000000000000').set(alice.auth).expect(404);
  });

  it('adds stock items only to own products, within limits', async () => {
    const product = await t.api().post('/api/product/addproduct').set(alice.auth).send(PRODUCT).expect(201);
    await t.api().post('/api/inventory/additem').set(bob.auth).send({ product_id: product.body.id, no_of_item: 2, location: '1&2' }).expect(403);
    const tooMany = await t.api().post('/api/inventory/additem').set(alice.auth).send({ product_id: product.body.id, no_of_item: 1001, location: '1&2' }).expect(400);
    expect(tooMany.body.no_of_item[0]).toMatch(/less than or equal to 1000/);
    const zero = await t.api().post('/api/inventory/additem').set(alice.auth).send({ product_id: product.body.id, no_of_item: 0, location: '1&2' }).expect(400);
    expect(zero.body.no_of_item).toBeDefined();
    await t.api().post('/api/inventory/additem').set(alice.auth).send({ product_id: '00000000-0000-4000-8000-000000000000', no_of_item: 1, location: '1&2' }).expect(404);

    const added = await t.api().post('/api/inventory/additem').set(alice.auth).send({ product_id: product.body.id, no_of_item: 4, location: '28.6&77.2', address_location: 'Connaught Place, New Delhi' }).expect(201);
    expect(added.body.items).toHaveLength(4);
    const numbers = added.body.items.map((i: { display_id: string }) => Number(i.display_id.slice(4)));
    expect(numbers).toEqual([numbers[0], numbers[0] + 1, numbers[0] + 2, numbers[0] + 3]);
    const listed = await t.api().get('/api/inventory/getitems').query({ product: product.body.id }).set(alice.auth).expect(200);
    expect(listed.body.map((i: { display_id: string }) => i.display_id).sort()).toEqual(added.body.items.map((i: { display_id: string }) => i.display_id).sort());
    expect(listed.body[0]).toMatchObject({ address_location: 'Connaught Place, New Delhi', product: { id: product.body.id, brand: 'Rolex' } });
    const count = await t.api().get(`/api/product/getproduct/${product.body.id}`).set(alice.auth).expect(200);
    expect(count.body.items_count).toBe(4);
    const bobsItems = await t.api().get('/api/inventory/getitems').set(bob.auth).expect(200);
    expect(bobsItems.body).toEqual([]);
  });

  it('keeps display ids unique when many additions race', async () => {
    const product = await t.api().post('/api/product/addproduct').set(alice.auth).send(PRODUCT).expect(201);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.api().post('/api/inventory/additem').set(alice.auth).send({ product_id: product.body.id, no_of_item: 5, location: '1&2' }),
      ),
    );
    const ids = results.flatMap((r) => {
      expect(r.status).toBe(201);
      return r.body.items.map((i: { display_id: string }) => i.display_id);
    });
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });
});
