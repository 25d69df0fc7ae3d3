import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { EVENT_STORE, EventStore } from '../../services/platform/event-store/event-store.port';
import { PRODUCT, Session, productWithItems, signIn } from '../support/test-app';
import { pngHeader } from '../support/images';

const PACKAGE = { brand_name: 'Rolex', total_product: 2, manufecture_date: '2026-01-10', expire_date: '2036-01-10', details: 'Boutique shipment' };
const UNKNOWN_PRODUCT = '00000000-0000-4000-8000-000000000000';

/** A real image of the given size, drawn by sharp. */
const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 140, b: 60 } } })[format]().toBuffer();

describe('catalog extras: product images, details, QR codes, product ownership aliases, dashboard', () => {
  const { t, alice, bob } = apiSuite({ alice: ['alice@extras.example', 'Alice Brand'], bob: ['bob@extras.example', 'Bob Buyer'] });
  let store: EventStore;

  const productEvents = async (id: string) => (await store.readStream(`product-${id}`)).map((e) => e.type);
  const mediaFiles = () => {
    const dir = join(t.dataDir, 'media', 'products');
    return existsSync(dir) ? readdirSync(dir, { recursive: true }).length : 0;
  };
  const newProduct = async (who: Session) => (await t.api().post('/api/product/addproduct').set(who.auth).send(PRODUCT).expect(201)).body.id as string;
  const upload = (who: Session | undefined, product: string, bytes: Buffer, filename = 'watch.png') => {
    const req = t.api().post('/api/product/addproductimage');
    if (who) req.set(who.auth);
    return req.field('product', product).attach('image', bytes, { filename, contentType: 'image/png' });
  };

  beforeAll(async () => {
    store = t.app.get<EventStore>(EVENT_STORE, { strict: false });
  });

  describe('product images', () => {
    it('stores the image and a server-made thumbnail at most 320 px wide, and lists both on the product', async () => {
      const id = await newProduct(alice);
      const res = await upload(alice, id, await picture(1200, 800)).expect(201);
      expect(res.body).toMatchObject({
        product: id,
        image: expect.stringMatching(/^\/api\/media\/products\/[0-9a-f]{32}\.png$/),
        thumbnail: expect.stringMatching(/^\/api\/media\/products\/thumbs\/[0-9a-f]{32}\.webp$/),
      });
      const served = await t.api().get(res.body.thumbnail).expect(200);
      const meta = await sharp(served.body as Buffer).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 320, height: 213 });
      await t.api().get(res.body.image).expect(200);

      const jpeg = await upload(alice, id, await picture(200, 100, 'jpeg'), 'small.jpg').expect(201);
      expect(jpeg.body.image).toMatch(/\.jpg$/);
      const product = await t.api().get(`/api/product/getproduct/${id}`).set(bob.auth).expect(200);
      expect(product.body.images).toEqual([
        { image: res.body.image, thumbnail: res.body.thumbnail },
        { image: jpeg.body.image, thumbnail: jpeg.body.thumbnail },
      ]);
      // A small image is not enlarged.
      expect((await sharp((await t.api().get(jpeg.body.thumbnail).expect(200)).body as Buffer).metadata()).width).toBe(200);

      // The same file again adds nothing.
      await upload(alice, id, await picture(1200, 800)).expect(201);
      expect((await productEvents(id)).filter((e) => e === 'ProductImageAdded')).toHaveLength(2);
    });

    it('keeps the image path given at registration as the first image (no thumbnail)', async () => {
      const created = await t.api().post('/api/product/addproduct').set(alice.auth).send({ ...PRODUCT, image: '/api/media/products/legacy.png' }).expect(201);
      expect(created.body.image).toBe('/api/media/products/legacy.png');
      expect(created.body.images).toEqual([{ image: '/api/media/products/legacy.png', thumbnail: null }]);
    });

    it('refuses what is not an image, a corrupted one, too many pixels or too many bytes, and stores nothing', async () => {
      const id = await newProduct(alice);
      const before = mediaFiles();
      const text = await upload(alice, id, Buffer.from('just some text pretending to be an image'), 'fake.png').expect(400);
      expect(text.body).toEqual({ image: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'] });
      const corrupted = Buffer.concat([pngHeader(100, 100), Buffer.alloc(200, 7)]);
      await upload(alice, id, corrupted).expect(400);
      const bomb = await upload(alice, id, pngHeader(50_000, 50_000)).expect(400);
      expect(bomb.body.image[0]).toMatch(/too large/);
      await upload(alice, id, Buffer.concat([pngHeader(10, 10), Buffer.alloc(6 * 1024 * 1024)])).expect(413);
      await upload(alice, id, Buffer.concat([pngHeader(10, 10), Buffer.alloc(11 * 1024 * 1024)])).expect(413);
      expect(mediaFiles()).toBe(before);
      expect(await productEvents(id)).toEqual(['ProductRegistered']);
    });

    it('refuses a missing file or product id, unknown products and operator objects', async () => {
      const id = await newProduct(alice);
      const noFile = await t.api().post('/api/product/addproductimage').set(alice.auth).field('product', id).expect(400);
      expect(noFile.body).toEqual({ image: ['No file was submitted.'] });
      const noProduct = await t.api().post('/api/product/addproductimage').set(alice.auth).attach('image', await picture(10, 10), 'a.png').expect(400);
      expect(noProduct.body.product).toEqual(['This field is required.']);
      await upload(alice, UNKNOWN_PRODUCT, await picture(10, 10)).expect(404);
      await upload(alice, 'not-a-uuid', await picture(10, 10)).expect(400);
      const operator = await t.api().post('/api/product/addproductimage').set(alice.auth).send({ product: { $ne: null }, image: 'x' }).expect(400);
      expect(operator.body.product).toEqual(['Not a valid string.']);
    });

    it("lets only the product's owner add images (403, nothing stored) and needs a token (401)", async () => {
      const id = await newProduct(alice);
      const before = mediaFiles();
      const image = await picture(640, 480);
      const res = await upload(bob, id, image).expect(403);
      expect(res.body.code).toBe('PRODUCT.NOT_OWNER');
      await upload(undefined, id, image).expect(401);
      expect(mediaFiles()).toBe(before);
      expect(await productEvents(id)).toEqual(['ProductRegistered']);
    });
  });

  describe('product details', () => {
    it('adds details as a list or an object map, merges by key, replaces and reads them', async () => {
      const id = await newProduct(alice);
      const empty = await t.api().get(`/api/product/getproductdetail/${id}`).set(alice.auth).expect(200);
      expect(empty.body).toEqual({ product: id, detail: [] });

      const added = await t
        .api()
        .post('/api/product/addproductdetail')
        .set(alice.auth)
        .send({ product: id, detail: [{ key: 'Material', value: 'Oystersteel' }, { key: ' Bezel ', value: 'Ceramic' }] })
        .expect(201);
      expect(added.body).toEqual({ product: id, detail: [{ key: 'Material', value: 'Oystersteel' }, { key: 'Bezel', value: 'Ceramic' }] });

      const merged = await t
        .api()
        .post('/api/product/addproductdetail')
        .set(alice.auth)
        .send({ product: id, detail: { material: '904L steel', 'Water resistance': 300, Chronometer: true } })
        .expect(201);
      expect(merged.body.detail).toEqual([
        { key: 'material', value: '904L steel' },
        { key: 'Bezel', value: 'Ceramic' },
        { key: 'Water resistance', value: '300' },
        { key: 'Chronometer', value: 'true' },
      ]);

      const replaced = await t.api().patch(`/api/product/updateproductdetail/${id}`).set(alice.auth).send({ detail: [{ key: 'Movement', value: 'Calibre 3235' }] }).expect(200);
      expect(replaced.body.detail).toEqual([{ key: 'Movement', value: 'Calibre 3235' }]);
      const read = await t.api().get(`/api/product/getproductdetail/${id}`).set(alice.auth).expect(200);
      expect(read.body.detail).toEqual([{ key: 'Movement', value: 'Calibre 3235' }]);
      const product = await t.api().get(`/api/product/getproduct/${id}`).set(alice.auth).expect(200);
      expect(product.body.detail).toEqual([{ key: 'Movement', value: 'Calibre 3235' }]);
      // The details are the brand's: another company gets the product's public fields without them.
      expect((await t.api().get(`/api/product/getproductdetail/${id}`).set(bob.auth).expect(200)).body).toEqual({ product: id });
      const seen = (await t.api().get(`/api/product/getproduct/${id}`).set(bob.auth).expect(200)).body;
      expect(seen).not.toHaveProperty('detail');
      expect(seen).not.toHaveProperty('sku');

      // Sending the same list again records nothing; an empty list clears.
      await t.api().patch(`/api/product/updateproductdetail/${id}`).set(alice.auth).send({ detail: [{ key: 'Movement', value: 'Calibre 3235' }] }).expect(200);
      expect((await productEvents(id)).filter((e) => e === 'ProductDetailsRecorded')).toHaveLength(3);
      const cleared = await t.api().patch(`/api/product/updateproductdetail/${id}`).set(alice.auth).send({ detail: [] }).expect(200);
      expect(cleared.body.detail).toEqual([]);
    });

    it('validates the list: shape, blank or duplicate keys, sizes, operators', async () => {
      const id = await newProduct(alice);
      const send = (detail: unknown) => t.api().post('/api/product/addproductdetail').set(alice.auth).send({ product: id, detail });
      expect((await send(undefined).expect(400)).body).toEqual({ detail: ['This field is required.'] });
      expect((await send([]).expect(400)).body.detail).toEqual(['This list may not be empty.']);
      expect((await send('plain text').expect(400)).body.detail).toBeDefined();
      expect((await send([{ key: '  ', value: 'x' }]).expect(400)).body.detail).toEqual(['A key may not be blank.']);
      expect((await send([{ key: 'a', value: 'x' }, { key: 'A', value: 'y' }]).expect(400)).body.detail).toEqual(['Each key may appear only once.']);
      expect((await send([{ key: 'k'.repeat(101), value: 'x' }]).expect(400)).body.detail[0]).toMatch(/100 characters/);
      expect((await send([{ key: 'k', value: 'v'.repeat(1001) }]).expect(400)).body.detail[0]).toMatch(/1000 characters/);
      const tooMany = Array.from({ length: 101 }, (_, i) => ({ key: `k${i}`, value: 'v' }));
      expect((await send(tooMany).expect(400)).body.detail[0]).toMatch(/no more than 100/);
      expect((await send({ $ne: null }).expect(400)).body.detail).toBeDefined();
      expect((await send([{ key: 'k', value: { $ne: null } }]).expect(400)).body.detail).toEqual(['Each value must be text.']);
      const productOperator = await t.api().post('/api/product/addproductdetail').set(alice.auth).send({ product: { $ne: null }, detail: [{ key: 'k', value: 'v' }] }).expect(400);
      expect(productOperator.body.product).toEqual(['Not a valid string.']);
      await t.api().post('/api/product/addproductdetail').set(alice.auth).send([{ key: 'k', value: 'v' }]).expect(400);
      expect(await productEvents(id)).toEqual(['ProductRegistered']);
    });

    it('is written by the owner only, for known products, with a token', async () => {
      const id = await newProduct(alice);
      const detail = [{ key: 'Material', value: 'Fake' }];
      expect((await t.api().post('/api/product/addproductdetail').set(bob.auth).send({ product: id, detail }).expect(403)).body.code).toBe('PRODUCT.NOT_OWNER');
      await t.api().patch(`/api/product/updateproductdetail/${id}`).set(bob.auth).send({ detail }).expect(403);
      await t.api().post('/api/product/addproductdetail').send({ product: id, detail }).expect(401);
      await t.api().patch(`/api/product/updateproductdetail/${id}`).send({ detail }).expect(401);
      await t.api().get(`/api/product/getproductdetail/${id}`).expect(401);
      await t.api().post('/api/product/addproductdetail').set(alice.auth).send({ product: UNKNOWN_PRODUCT, detail }).expect(404);
      await t.api().patch(`/api/product/updateproductdetail/${UNKNOWN_PRODUCT}`).set(alice.auth).send({ detail }).expect(404);
      await t.api().get(`/api/product/getproductdetail/${UNKNOWN_PRODUCT}`).set(alice.auth).expect(404);
      await t.api().get('/api/product/getproductdetail/not-a-uuid').set(alice.auth).expect(404);
      expect(await productEvents(id)).toEqual(['ProductRegistered']);
      expect((await t.api().get(`/api/product/getproductdetail/${id}`).set(alice.auth).expect(200)).body.detail).toEqual([]);
    });
  });

  describe('QR codes', () => {
    it('answers a PNG of the public tracking link of an item or a package, without a token', async () => {
      const { items } = await productWithItems(t, alice, 1);
      const res = await t.api().get(`/api/product/getqrcode/${items[0].toLowerCase()}`).expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.headers['content-disposition']).toBe(`inline; filename="${items[0]}-qr.png"`);
      const expected = await QRCode.toBuffer(`http://localhost:0/productTracking/${items[0]}`, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 512 });
      expect(Buffer.compare(res.body as Buffer, expected)).toBe(0);
      expect((await sharp(res.body as Buffer).metadata()).width).toBe(512);

      const pkg = (await t.api().post('/api/inventory/createpackage').set(alice.auth).send(PACKAGE).expect(201)).body.packege.display_id as string;
      const download = await t.api().get(`/api/product/getqrcode/${pkg}`).query({ download: '1' }).expect(200);
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${pkg}-qr.png"`);
      const expectedPkg = await QRCode.toBuffer(`http://localhost:0/productTracking/${pkg}`, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 512 });
      expect(Buffer.compare(download.body as Buffer, expectedPkg)).toBe(0);
    });

    it('answers 404 "Invalid Product id" for unknown or malformed ids', async () => {
      for (const id of ['INVE999999', 'PACK999999', 'hello', 'INVE12', '%7B%22%24ne%22%3Anull%7D']) {
        const res = await t.api().get(`/api/product/getqrcode/${id}`).expect(404);
        expect(res.body).toMatchObject({ detail: 'Invalid Product id', msg: 'Invalid Product id' });
        expect(res.headers['content-type']).toMatch(/json/);
      }
      await t.api().post('/api/product/getqrcode/INVE000001').expect(405);
    });
  });

  describe('product ownership calls (aliases of the stock-item flow)', () => {
    it('requests, lists, reads the status of and approves a transfer of a stock item', async () => {
      const { items } = await productWithItems(t, alice, 2);
      const requested = await t.api().post('/api/product/requistowner').set(bob.auth).send({ product: items[0] }).expect(201);
      const requestId = requested.body.request_id as string;
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

      const received = await t.api().get('/api/product/getallownerrequest').set(alice.auth).expect(200);
      expect(received.body.map((r: { request_id: string }) => r.request_id)).toContain(requestId);
      const twin = await t.api().get('/api/inventory/getallitemownerrequest').set(alice.auth).expect(200);
      expect(received.body).toEqual(twin.body);
      const sent = await t.api().get('/api/product/getallsendownerrequest').set(bob.auth).expect(200);
      expect(sent.body.map((r: { request_id: string }) => r.request_id)).toContain(requestId);
      const status = await t.api().get(`/api/product/getownerrequeststatus/${items[0]}`).set(bob.auth).expect(200);
      expect(status.body).toEqual({ owners: { status: 'request' } });

      await t.api().post('/api/product/approveowner').set(bob.auth).send({ request_id: requestId }).expect(403);
      const approved = await t.api().post('/api/product/approveowner').set(alice.auth).send({ request_id: requestId }).expect(200);
      expect(approved.body).toEqual({ msg: 'Ownership Approved...!' });
      const owners = await t.api().get(`/api/inventory/getstockitemowner/${items[0]}`).set(bob.auth).expect(200);
      expect(owners.body.owners[0].owner.id).toBe(bob.id);
    });

    it('validates like the stock-item calls and needs a token', async () => {
      const bad = await t.api().post('/api/product/requistowner').set(bob.auth).send({ product: { $ne: null } }).expect(400);
      expect(bad.body.product).toEqual(['Not a valid string.']);
      expect((await t.api().post('/api/product/requistowner').set(bob.auth).send({ product: 'PACK000001' }).expect(400)).body.product).toBeDefined();
      await t.api().post('/api/product/requistowner').set(bob.auth).send({ product: 'INVE999999' }).expect(404);
      await t.api().post('/api/product/approveowner').set(alice.auth).send({ request_id: 'nope' }).expect(400);
      await t.api().get('/api/product/getownerrequeststatus/hello').set(alice.auth).expect(404);
      await t.api().post('/api/product/requistowner').send({ product: 'INVE000001' }).expect(401);
      await t.api().get('/api/product/getallownerrequest').expect(401);
      await t.api().get('/api/product/getallsendownerrequest').expect(401);
      await t.api().get('/api/product/getownerrequeststatus/INVE000001').expect(401);
      await t.api().post('/api/product/approveowner').send({ request_id: UNKNOWN_PRODUCT }).expect(401);
    });
  });

  describe('dashboard figures', () => {
    it('counts products, items held, items got per month, packages and pending requests', async () => {
      const carol = await signIn(t, 'carol@extras.example', 'Carol Brand');
      const dave = await signIn(t, 'dave@extras.example', 'Dave Shop');
      // The contract's shape (API.md "Reports, dashboard, activity"); items per month are the inventory report's.
      const monthly = async (s: typeof carol) => (await t.api().get('/api/reports/inventory').set(s.auth).expect(200)).body.by_month;
      const empty = await t.api().get('/api/product/matrix').set(carol.auth).expect(200);
      expect(empty.body).toMatchObject({
        total_products: 0,
        inventories: { total: 0 },
        packages: { total: 0 },
        ownership: { received_pending: 0, sent_pending: 0 },
      });
      expect(empty.body.products_by_month).toHaveLength(12);
      const thisMonth = new Date().toISOString().slice(0, 7);
      expect(empty.body.products_by_month[11]).toEqual({ month: thisMonth, count: 0 });
      expect((await monthly(carol)).at(-1)).toEqual({ month: thisMonth, count: 0 });

      const { items } = await productWithItems(t, carol, 3);
      await newProduct(carol);
      const pkg = (await t.api().post('/api/inventory/createpackage').set(carol.auth).send(PACKAGE).expect(201)).body.packege.display_id as string;
      const r1 = await t.api().post('/api/product/requistowner').set(dave.auth).send({ product: items[0] }).expect(201);
      await t.api().post('/api/product/requistowner').set(dave.auth).send({ product: items[1] }).expect(201);
      await t.api().post('/api/inventory/requistpackageowner').set(dave.auth).send({ package: pkg }).expect(201);

      const pending = await t.api().get('/api/product/matrix').set(carol.auth).expect(200);
      expect(pending.body).toMatchObject({ total_products: 2, inventories: { total: 3 }, packages: { total: 1 }, ownership: { received_pending: 3 } });
      expect((await monthly(carol)).at(-1)).toEqual({ month: thisMonth, count: 3 });

      await t.api().post('/api/product/approveowner').set(carol.auth).send({ request_id: r1.body.request_id }).expect(200);
      const after = await t.api().get('/api/product/matrix').set(carol.auth).expect(200);
      expect(after.body).toMatchObject({ total_products: 2, inventories: { total: 2, transferred: 1 }, packages: { total: 1 }, ownership: { received_pending: 2 } });
      expect((await monthly(carol)).at(-1).count).toBe(2);
      const daves = await t.api().get('/api/product/matrix').set(dave.auth).expect(200);
      expect(daves.body).toMatchObject({ total_products: 0, inventories: { total: 1 }, packages: { total: 0 }, ownership: { received_pending: 0, sent_pending: 2 } });
      expect((await monthly(dave)).at(-1).count).toBe(1);

      await t.api().get('/api/product/matrix').expect(401);
    });
  });
});
