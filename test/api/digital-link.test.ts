import jsQR from 'jsqr';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { EVENT_STORE, EventStore } from '../../services/platform/event-store/event-store.port';
import { PRODUCT } from '../support/test-app';

const PUBLIC_URL = 'https://provenance.example.com';
const GTIN13 = '9506000134352';
const GTIN14 = '09506000134352';
const OTHER_GTIN = '96385074';

/** The text of the QR code in a PNG, read with jsQR (as the server's photo check does). */
async function qrText(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('GS1 Digital Link: product GTINs, /01/{gtin}/21/{serial}, QR codes', () => {
  const { t, alice } = apiSuite({ alice: ['alice@gs1.example', 'Alice Brand'] }, { PUBLIC_URL, QR_UPLOADS_PER_IP: '1000' });
  let store: EventStore;
  let gtinItems: string[];
  let plainItems: string[];

  const addItems = async (productId: string, count: number) =>
    (await t.api().post('/api/inventory/additem').set(alice.auth).send({ product_id: productId, no_of_item: count, location: '28.4595&77.0266' }).expect(201)).body.items.map(
      (i: { display_id: string }) => i.display_id,
    ) as string[];
  const upload = (bytes: Buffer) => t.api().post('/api/product/uploadqrcode').attach('image', bytes, { filename: 'label.png', contentType: 'image/png' });

  beforeAll(async () => {
    store = t.app.get<EventStore>(EVENT_STORE, { strict: false });
    const withGtin = await t.api().post('/api/product/addproduct').set(alice.auth).send({ ...PRODUCT, gtin: GTIN13 }).expect(201);
    expect(withGtin.body.gtin).toBe(GTIN14);
    const plain = await t.api().post('/api/product/addproduct').set(alice.auth).send({ ...PRODUCT, sku: 'NO-GTIN' }).expect(201);
    expect(plain.body.gtin).toBeNull();
    gtinItems = await addItems(withGtin.body.id, 2);
    plainItems = await addItems(plain.body.id, 1);
  });

  it('accepts GTIN-8/12/13/14 with a valid check digit and refuses others with the field message, storing nothing', async () => {
    for (const gtin of ['96385074', '614141000036', '09506000134352']) {
      const res = await t.api().post('/api/product/addproduct').set(alice.auth).send({ ...PRODUCT, sku: `G-${gtin}`, gtin }).expect(201);
      expect(res.body.gtin).toBe(gtin.padStart(14, '0'));
    }
    const before = (await store.readAll(undefined, 100_000)).length;
    for (const gtin of ['9506000134353', '1234567', '95060001343520', 'ABCDEFGH', '12345678901']) {
      const res = await t.api().post('/api/product/addproduct').set(alice.auth).send({ ...PRODUCT, sku: 'BAD', gtin }).expect(400);
      expect(res.body.gtin).toEqual([expect.stringContaining('check digit')]);
    }
    expect((await store.readAll(undefined, 100_000)).length).toBe(before);
  });

  it('redirects /api/01/{gtin}/21/{serial} to the public tracking page, with the GTIN in any of its lengths', async () => {
    const res = await t.api().get(`/api/01/${GTIN14}/21/${gtinItems[0]}`).redirects(0).expect(302);
    expect(res.headers.location).toBe(`/productTracking/${gtinItems[0]}`);
    const short = await t.api().get(`/api/01/${GTIN13}/21/${gtinItems[1]}`).redirects(0).expect(302);
    expect(short.headers.location).toBe(`/productTracking/${gtinItems[1]}`);
  });

  it('serves the top-level path the QR codes encode', async () => {
    const first = await t.api().get(`/01/${GTIN14}/21/${gtinItems[0]}`).redirects(0).expect(302);
    expect(first.headers.location).toBe(`/api/01/${GTIN14}/21/${gtinItems[0]}`);
    const second = await t.api().get(first.headers.location).redirects(0).expect(302);
    expect(second.headers.location).toBe(`/productTracking/${gtinItems[0]}`);
  });

  it('refuses a serial with another GTIN, an unknown serial, an item without GTIN and a bad GTIN', async () => {
    for (const path of [
      `/api/01/${OTHER_GTIN}/21/${gtinItems[0]}`,
      `/api/01/${GTIN14}/21/INVE999999`,
      `/api/01/${GTIN14}/21/${plainItems[0]}`,
      `/api/01/09506000134353/21/${gtinItems[0]}`,
      `/api/01/${GTIN14}/21/PACK000001`,
    ]) {
      const res = await t.api().get(path).redirects(0).expect(404);
      expect(res.body).toMatchObject({ msg: 'Invalid Product id', detail: expect.any(String) });
    }
  });

  it('QR round trip: an item with a GTIN gets a Digital Link QR code that the photo check accepts', async () => {
    const png = (await t.api().get(`/api/product/getqrcode/${gtinItems[0]}`).expect(200)).body as Buffer;
    expect(await qrText(png)).toBe(`${PUBLIC_URL}/01/${GTIN14}/21/${gtinItems[0]}`);
    expect((await upload(png).expect(200)).body).toEqual({ display_id: gtinItems[0], kind: 'item' });

    const plainPng = (await t.api().get(`/api/product/getqrcode/${plainItems[0]}`).expect(200)).body as Buffer;
    expect(await qrText(plainPng)).toBe(`${PUBLIC_URL}/productTracking/${plainItems[0]}`);
  });

  it('the photo check refuses Digital Links pairing a serial with another GTIN, or on another site', async () => {
    const relabelled = await QRCode.toBuffer(`${PUBLIC_URL}/01/${'000000' + OTHER_GTIN}/21/${gtinItems[0]}`, { type: 'png', width: 300 });
    expect((await upload(relabelled).expect(400)).body.image).toEqual(['Invalid Product id']);
    const lookAlike = await QRCode.toBuffer(`https://provenance.example.net/01/${GTIN14}/21/${gtinItems[0]}`, { type: 'png', width: 300 });
    expect((await upload(lookAlike).expect(400)).body.image).toBeDefined();
    const noSuchItem = await QRCode.toBuffer(`${PUBLIC_URL}/01/${GTIN14}/21/INVE999999`, { type: 'png', width: 300 });
    expect((await upload(noSuchItem).expect(400)).body.image).toEqual(['Invalid Product id']);
  });
});
