import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { createPackage, item } from '../support/goods';
import { PRODUCT, productWithItems } from '../support/test-app';

/**
 * Public tracking answers are kept per goods until something they were made of changes. Each case looks an item
 * (or package) up twice, so the second answer may be a kept one, then changes one thing the answer includes
 * besides the goods' own document (its product, its owner's name, its product's warranty partners, its package),
 * and requires the next lookup to show the change.
 */
describe('public tracking answers follow every change they include', () => {
  const { t, alice } = apiSuite({ alice: ['alice@kept.example', 'Alice Brand'] });
  let productId: string;
  let items: string[];

  const track = async (id: string) => (await t.api().get(`/api/tracking/${id}`).expect(200)).body;
  /** Twice: the second lookup may be answered from what was kept. */
  const trackTwice = async (id: string) => {
    await track(id);
    return track(id);
  };

  beforeAll(async () => {
    ({ productId, items } = await productWithItems(t, alice, 4));
  });

  it('a product edit shows in the tracking of its items', async () => {
    expect((await trackTwice(items[0])).product.name).toBe(PRODUCT.name);
    await t.api().patch(`/api/product/updateproduct/${productId}`).set(alice.auth).send({ name: 'Daytona Renamed', brand: PRODUCT.brand, sku: PRODUCT.sku }).expect(200);
    expect((await track(items[0])).product.name).toBe('Daytona Renamed');
  });

  it("a change of the owner's name shows in the tracking of the owner's goods", async () => {
    expect((await trackTwice(items[1])).owner).toEqual({ fullname: 'Alice Brand' });
    await t.api().patch('/api/account/updateuser').set(alice.auth).field('fullname', 'Alice Renamed').expect(200);
    expect((await track(items[1])).owner).toEqual({ fullname: 'Alice Renamed' });
  });

  it("new and changed warranty partners of the item's product show in its tracking", async () => {
    expect(await trackTwice(items[2])).not.toHaveProperty('warranty');
    const partner = { name: 'TimeCare', email: 'service@timecare.example', phone: '+91 124 400 0000', address: 'MG Road, Gurugram', service_area: 'NCR', products: [productId] };
    await t.api().post('/api/product/addwarrantypartner').set(alice.auth).send(partner).expect(201);
    expect((await trackTwice(items[2])).warranty.partners).toEqual([{ name: 'TimeCare', phone: '+91 124 400 0000', email: 'service@timecare.example' }]);
    // The same partner again with another phone: a change of the partner only, not of the product or the item.
    await t.api().post('/api/product/addwarrantypartner').set(alice.auth).send({ ...partner, phone: '+91 124 400 0001' }).expect(200);
    expect((await track(items[2])).warranty.partners).toEqual([{ name: 'TimeCare', phone: '+91 124 400 0001', email: 'service@timecare.example' }]);
    // An item of the same product whose answer was kept from before the partner existed (partners are read once
    // per product for every item's answer).
    expect((await track(items[0])).warranty.partners).toEqual([{ name: 'TimeCare', phone: '+91 124 400 0001', email: 'service@timecare.example' }]);
  });

  it("packing shows in the tracking of the item and of the package, and so does the package owner's name", async () => {
    const pkg = await createPackage(t, alice);
    expect((await trackTwice(items[3])).packed_in).toBeNull();
    const empty = await trackTwice(pkg);
    expect(empty).toMatchObject({ items_count: 0, packegecontent: { content_data: [] } });
    expect(empty.location).toBeNull();

    await t.api().post('/api/inventory/additemtopackage').set(alice.auth).send({ package: pkg, content_data: [item(items[3])] }).expect(200);
    expect((await trackTwice(items[3])).packed_in).toBe(pkg);
    // A package without a position of its own shows its first item's.
    expect(await trackTwice(pkg)).toMatchObject({ items_count: 1, packegecontent: { content_data: [item(items[3])] }, location: '28.4595&77.0266' });

    await t.api().patch('/api/account/updateuser').set(alice.auth).field('fullname', 'Alice Packer').expect(200);
    expect((await track(pkg)).owner).toEqual({ fullname: 'Alice Packer' });
  });

  it('a kept answer carries the ETag of its body, a conditional lookup gets 304, and a change gives a new one', async () => {
    const first = await t.api().get(`/api/tracking/${items[1]}`).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
    // Served again (and again) from what was kept: the same validator as Express gave the first answer.
    for (let i = 0; i < 2; i += 1) expect((await t.api().get(`/api/tracking/${items[1]}`).expect(200)).headers.etag).toBe(etag);
    await t.api().get(`/api/tracking/${items[1]}`).set('If-None-Match', etag).expect(304);
    await t.api().patch('/api/account/updateuser').set(alice.auth).field('fullname', 'Alice Etag').expect(200);
    const changed = await t.api().get(`/api/tracking/${items[1]}`).set('If-None-Match', etag).expect(200);
    expect(changed.body.owner).toEqual({ fullname: 'Alice Etag' });
    expect(changed.headers.etag).not.toBe(etag);
    expect((await t.api().get(`/api/tracking/${items[1]}`).expect(200)).headers.etag).toBe(changed.headers.etag);
  });
});
