import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { PRODUCT, Session, productWithItems } from '../support/test-app';

const HEADER = 'name,email,phone,address,service_area';
const row = (i: number) => `Partner ${i},partner${i}@service.example,+91 124 400 ${String(i).padStart(4, '0')},"Sector ${i}, Gurugram",NCR`;

describe('warranty partners', () => {
  const { t, brand, other } = apiSuite({ brand: ['brand@maison.example', 'Maison Brand'], other: ['other@rival.example', 'Rival Brand'] }, { AUTH_PER_IP: '200' });
  let productId: string;
  let item: string;
  let bareProduct: string;
  const upload = (who: Session, csv: string, products?: string[]) => {
    const req = t.api().post('/api/product/warrantypartneruploadcsv').set(who.auth);
    for (const p of products ?? []) req.field('products', p);
    return req.attach('csv_file', Buffer.from(csv), { filename: 'partners.csv', contentType: 'text/csv' });
  };
  const list = async (who: Session, product?: string) =>
    (await t.api().get('/api/product/getwarrantypartners').query(product ? { product } : {}).set(who.auth).expect(200)).body as { email: string; products: string[] }[];

  beforeAll(async () => {
    const stock = await productWithItems(t, brand, 1);
    productId = stock.productId;
    item = stock.items[0];
    bareProduct = (await t.api().post('/api/product/addproduct').set(brand.auth).send({ ...PRODUCT, sku: 'BARE-1' }).expect(201)).body.id;
  });

  it('adds a partner for the brand’s products, lists it per product, and updates it when the address comes again', async () => {
    const body = { name: 'TimeCare', email: 'Service@TimeCare.example', phone: '+91 124 400 0000', address: 'MG Road, Gurugram', service_area: 'NCR', products: [productId] };
    const first = await t.api().post('/api/product/addwarrantypartner').set(brand.auth).send(body).expect(201);
    expect(first.body).toMatchObject({ id: expect.any(String), email: 'service@timecare.example', products: [productId] });
    expect((await list(brand, productId)).map((p) => p.email)).toEqual(['service@timecare.example']);
    expect(await list(brand, bareProduct)).toEqual([]);
    expect(await list(other)).toEqual([]);

    const again = await t.api().post('/api/product/addwarrantypartner').set(brand.auth).send({ ...body, phone: '+91 124 400 0001', products: [bareProduct] }).expect(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.products.sort()).toEqual([productId, bareProduct].sort());
    expect(again.body.phone).toBe('+91 124 400 0001');
  });

  it('refuses bad partners field by field, and products of another brand', async () => {
    const bad = await t.api().post('/api/product/addwarrantypartner').set(brand.auth).send({ name: '', email: 'nope', phone: 'call me', address: 'A', products: ['x'] }).expect(400);
    expect(bad.body.service_area).toEqual(['This field is required.']);
    expect(bad.body.products).toBeDefined();
    const fields = await t.api().post('/api/product/addwarrantypartner').set(brand.auth).send({ name: '', email: 'nope', phone: 'call me', address: 'A', service_area: 'B' }).expect(400);
    expect(fields.body).toEqual({ name: ['This field may not be blank.'], email: ['Enter a valid email address.'], phone: ['Enter a valid phone number.'] });
    const foreign = await t
      .api()
      .post('/api/product/addwarrantypartner')
      .set(other.auth)
      .send({ name: 'Rogue', email: 'rogue@x.example', phone: '12345', address: 'A', service_area: 'B', products: [productId] })
      .expect(400);
    expect(foreign.body.products[0]).toMatch(/Unknown product/);
    expect(await list(other)).toEqual([]);
  });

  it('CSV: a wrong header is refused with the expected one, and nothing is stored', async () => {
    const res = await upload(brand, `name,email,phone,address\n${row(1)}`).expect(400);
    expect(res.body.csv_file).toEqual([`The header must be exactly: ${HEADER}`]);
    await upload(brand, `email,name,phone,address,service_area\n${row(1)}`).expect(400);
    const empty = await t.api().post('/api/product/warrantypartneruploadcsv').set(brand.auth).expect(400);
    expect(empty.body.csv_file).toEqual(['No file was submitted.']);
    await t.api().post('/api/product/warrantypartneruploadcsv').attach('csv_file', Buffer.from(HEADER), 'a.csv').expect(401);
    expect((await list(brand)).map((p) => p.email)).toEqual(['service@timecare.example']);
  });

  it('CSV: one bad row among many refuses the whole file, listing the rows, and stores nothing', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => row(i + 1));
    rows[149] = 'Broken,not-an-email,+91 124,Somewhere,NCR';
    const res = await upload(brand, [HEADER, ...rows].join('\n'), [productId]).expect(400);
    expect(res.body.csv_file[0]).toBe('1 row(s) have errors; nothing was stored.');
    expect(res.body.csv_file).toContain('Row 151, email: Enter a valid email address.');
    expect(res.body.row_errors).toEqual([{ row: 151, field: 'email', message: 'Enter a valid email address.' }]);
    expect(await list(brand)).toHaveLength(1);
  });

  it('CSV: a cell over the shared parser’s limit is refused where it is met (row named), and nothing is stored', async () => {
    const huge = `${HEADER}\n${row(1)}\n"${'x'.repeat(200_000)}",a@b.example,12345,Addr,Area\n${row(3)}`;
    const res = await upload(brand, huge, [productId]).expect(400);
    expect(res.body.csv_file).toEqual(['Row 3: a cell longer than 1024 characters. Nothing was stored.']);
    expect(await list(brand)).toHaveLength(1);
  });

  it('CSV: a good file adds every partner for the chosen products at once; the same file again changes nothing (200)', async () => {
    const csv = [HEADER, ...Array.from({ length: 300 }, (_, i) => row(i + 1))].join('\r\n');
    const first = await upload(brand, csv, [productId]).expect(201);
    expect(first.body).toMatchObject({ created: 300, updated: 0, unchanged: 0, duplicate: false });
    expect(await list(brand, productId)).toHaveLength(301);

    const again = await upload(brand, csv, [productId]).expect(200);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 300, duplicate: true });
    expect(again.body.ids).toEqual(first.body.ids);
    expect(await list(brand)).toHaveLength(301);

    // An edited re-send updates the changed rows only and adds the new ones.
    const edited = [HEADER, row(1).replace('NCR', 'Delhi'), row(2), row(301)].join('\n');
    const third = await upload(brand, edited).expect(201);
    expect(third.body).toMatchObject({ created: 1, updated: 1, unchanged: 1 });
    expect(await list(brand)).toHaveLength(302);
    // The partner that came without products keeps out of the product's list; the edited one keeps its product.
    const forProduct = await list(brand, productId);
    expect(forProduct).toHaveLength(301);
    expect(forProduct.find((p) => p.email === 'partner1@service.example')).toBeDefined();
  });

  it('public tracking of an item whose product has partners shows the warranty end date and who services it', async () => {
    const tracked = await t.api().get(`/api/tracking/${item}`).expect(200);
    expect(tracked.body.warranty.until).toBe(PRODUCT.warranty);
    expect(tracked.body.warranty.partners[0]).toEqual({ name: 'Partner 1', phone: '+91 124 400 0001', email: 'partner1@service.example' });
    expect(tracked.body.warranty.partners.length).toBe(50);
    for (const p of tracked.body.warranty.partners) expect(Object.keys(p).sort()).toEqual(['email', 'name', 'phone']);
    expect(JSON.stringify(tracked.body.warranty)).not.toContain('Gurugram');

    // An item of a product without partners has no warranty field.
    const unserviced = (await t.api().post('/api/product/addproduct').set(brand.auth).send({ ...PRODUCT, sku: 'NO-PARTNERS' }).expect(201)).body.id;
    const bare = (await t.api().post('/api/inventory/additem').set(brand.auth).send({ product_id: unserviced, no_of_item: 1, location: '28.4595&77.0266' }).expect(201)).body.items[0].display_id;
    const plain = await t.api().get(`/api/tracking/${bare}`).expect(200);
    expect(plain.body).not.toHaveProperty('warranty');
  });
});
