import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { pngHeader } from '../support/images';
import { productWithItems, signIn, updateUser } from '../support/test-app';

describe('small hardening: media 404, profile images decoded, unsafe characters out of text fields', () => {
  const { t } = apiSuite();

  it('a missing file under /api/media is a 404 in the API shape, not a 500', async () => {
    const res = await t.api().get('/api/media/profile/0123456789abcdef0123456789abcdef.png').expect(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
    await t.api().get('/api/media/../events.db').expect(404);
  });

  it('a profile image whose header is right but whose pixels do not decode is refused, and nothing is stored', async () => {
    const s = await signIn(t, 'header-only@example.com');
    const res = await updateUser(t, s)
      .attach('profile_image', pngHeader(64, 64), { filename: 'me.png', contentType: 'image/png' })
      .expect(400);
    expect(res.body.profile_image[0]).toMatch(/valid image/);
    const me = await t.api().get('/api/account/getuser').set(s.auth).expect(200);
    expect(me.body.profile_image).toBeNull();
  });

  it('a profile image is stored re-encoded: bytes appended after the image are gone', async () => {
    const s = await signIn(t, 'polyglot@example.com');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const payload = Buffer.from('<script>alert(1)</script>');
    const res = await updateUser(t, s)
      .attach('profile_image', Buffer.concat([png, payload]), { filename: 'me.png', contentType: 'image/png' })
      .expect(200);
    const image = await t.api().get(res.body.profile_image).buffer(true).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.from(image.body).includes(payload)).toBe(false);
  });

  it('strips NUL and other control characters, bidi overrides and lone surrogates from text fields', async () => {
    const s = await signIn(t, 'names@example.com');
    const res = await updateUser(t, s)
      .send({ fullname: '\u0000Ann\u202Egnp.exe\u2066 Smith\uD800\u0007', address: 'Line 1\nLine 2' })
      .expect(200);
    expect(res.body.fullname).toBe('Anngnp.exe Smith');
    expect(res.body.address).toBe('Line 1\nLine 2');
    // Nothing but unsafe characters is blank.
    const product = await t.api().post('/api/product/addproduct').set(s.auth).send({
      name: '\u202E\u0000',
      brand: 'Rolex',
      sku: 'SKU-1',
      warranty: '2030-01-31',
      expire: '2045-12-31',
      location: '28.4595&77.0266',
      category: 1,
      color: 1,
    });
    expect(product.status).toBe(400);
    expect(product.body.name).toEqual(['This field may not be blank.']);
  });

  it('strips them from the free-form fields too: detail keys, warehouse details, package details, stock file cells', async () => {
    const s = await signIn(t, 'free-form@example.com');
    const { productId } = await productWithItems(t, s, 1);
    await t.api().post('/api/product/addproductdetail').set(s.auth).send({ product: productId, detail: [{ key: 'Mat\u202Eerial\u0000', value: 'Gold' }] }).expect(201);
    const detail = await t.api().get(`/api/product/getproductdetail/${productId}`).set(s.auth).expect(200);
    expect(JSON.stringify(detail.body)).toContain('"Material"');
    expect(JSON.stringify(detail.body)).not.toMatch(/\\u202e|\\u0000/i);

    const warehouse = { name: 'Hub', capacity: 5, contact: 'desk', verification: 'yes', address: 'Geneva', address_location: '46.2044&6.1432', type: 'bonded' };
    const listed = await t.api().post('/api/account/addwarehouse').set(s.auth).send({ ...warehouse, details: [{ key: 'dock', value: 'B\u2066\u0007' }] }).expect(201);
    expect(listed.body.details).toEqual([{ key: 'dock', value: 'B' }]);
    const keyed = await t.api().post('/api/account/addwarehouse').set(s.auth).send({ ...warehouse, details: { 'do\u202Eck': 'B\u0000' } }).expect(201);
    expect(keyed.body.details).toEqual([{ key: 'dock', value: 'B' }]);

    const pkg = await t
      .api()
      .post('/api/inventory/createpackage')
      .set(s.auth)
      .send({ brand_name: 'Rolex', total_product: 1, manufecture_date: '2026-01-10', expire_date: '2036-01-10', details: [{ 'no\u202Ete': 'a\u0000b', seal: ['c\u2067'] }] })
      .expect(201);
    const stored = await t.api().get(`/api/inventory/getpackage/${pkg.body.packege.id}`).set(s.auth).expect(200);
    expect(JSON.parse((stored.body.packege ?? stored.body).details)).toEqual([{ note: 'ab', seal: ['c'] }]);

    const csv = `product,status,batch,manufecture_date,expire_date,warranty\n${productId},act\u202Eive,B\u0000-7\u2066,2026-01-01,2031-01-01,2028-01-01\n`;
    const upload = await t.api().post('/api/inventory/uploadcsvtostock').set(s.auth).attach('csv_file', Buffer.from(csv), { filename: 'stock.csv', contentType: 'text/csv' }).expect(201);
    const items = (await t.api().get('/api/inventory/getitems').query({ limit: 50 }).set(s.auth).expect(200)).body as { display_id: string; batch: string; status: string }[];
    expect(items.find((i) => i.display_id === upload.body.items[0].display_id)).toMatchObject({ batch: 'B-7', status: 'active' });
  });
});
