import QRCode from 'qrcode';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { productWithItems, startTestApp } from '../support/test-app';
import { pngHeader } from '../support/images';

const PUBLIC_URL = 'https://provenance.example.com';
const PACKAGE = { brand_name: 'Rolex', total_product: 2, manufecture_date: '2026-01-10', expire_date: '2036-01-10', details: 'Boutique shipment' };

/** A photo-like JPEG: a textured background with the code printed small and slightly off-axis. */
async function photoWith(qr: Buffer): Promise<Buffer> {
  const label = await sharp(qr).resize(260).rotate(7, { background: { r: 255, g: 255, b: 255 } }).png().toBuffer();
  const noise = Buffer.alloc(1600 * 1200 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = 90 + ((i * 2654435761) >>> 27) * 3;
  return sharp(noise, { raw: { width: 1600, height: 1200, channels: 3 } })
    .blur(1.2)
    .composite([{ input: label, left: 950, top: 610 }])
    .jpeg({ quality: 82 })
    .toBuffer();
}

describe('QR photo lookup (POST /api/product/uploadqrcode)', () => {
  const { t, alice } = apiSuite({ alice: ['alice@qr.example', 'Alice Brand'] }, { PUBLIC_URL, UPLOAD_LIMIT_BYTES: String(2 * 1024 * 1024), QR_UPLOADS_PER_IP: '1000' });
  let items: string[];
  let packageId: string;
  const upload = (bytes: Buffer, filename = 'label.png', contentType = 'image/png') =>
    t.api().post('/api/product/uploadqrcode').attach('image', bytes, { filename, contentType });
  const ourQr = async (id: string) => (await t.api().get(`/api/product/getqrcode/${id}`).expect(200)).body as Buffer;

  beforeAll(async () => {
    ({ items } = await productWithItems(t, alice, 2));
    packageId = (await t.api().post('/api/inventory/createpackage').set(alice.auth).send(PACKAGE).expect(201)).body.packege.display_id;
  });

  it('reads the code our getqrcode endpoint printed: item and package', async () => {
    expect((await upload(await ourQr(items[0])).expect(200)).body).toEqual({ display_id: items[0], kind: 'item' });
    expect((await upload(await ourQr(packageId)).expect(200)).body).toEqual({ display_id: packageId, kind: 'package' });
  });

  it('finds the code in a larger photo-like JPEG (small, tilted, on a textured background)', async () => {
    const photo = await photoWith(await ourQr(items[1]));
    expect((await upload(photo, 'IMG_2041.jpg', 'image/jpeg').expect(200)).body.display_id).toBe(items[1]);
  });

  it('accepts a code holding a bare id of ours', async () => {
    const qr = await QRCode.toBuffer(items[0], { type: 'png', width: 300 });
    expect((await upload(qr).expect(200)).body.display_id).toBe(items[0]);
  });

  it('answers 400 for a picture without a QR code', async () => {
    const plain = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 180, g: 140, b: 60 } } }).png().toBuffer();
    expect((await upload(plain).expect(400)).body).toEqual({ image: ['No readable QR code was found in the image.'] });
  });

  it('answers 400 for a code that is not ours: another site, even with our path, or plain text', async () => {
    for (const text of [`https://evil.example.net/productTracking/${items[0]}`, 'https://example.org/hello', 'WIFI:S:cafe;T:WPA;P:secret;;']) {
      const qr = await QRCode.toBuffer(text, { type: 'png', width: 300 });
      expect((await upload(qr).expect(400)).body).toEqual({ image: ['This QR code is not one of our product codes.'] });
    }
  });

  it('answers 400 for our link to an id that does not exist', async () => {
    const qr = await QRCode.toBuffer(`${PUBLIC_URL}/productTracking/INVE999999`, { type: 'png', width: 300 });
    expect((await upload(qr).expect(400)).body).toEqual({ image: ['Invalid Product id'], msg: 'Invalid Product id' });
  });

  it('checks the type by content, not by name: a text file named .png is refused', async () => {
    const res = await upload(Buffer.from('%PDF-1.7 definitely not a picture'), 'label.png', 'image/png').expect(400);
    expect(res.body.image[0]).toMatch(/Upload a valid image/);
  });

  it('refuses an image bomb from its header, an oversized file with 413, and a missing file', async () => {
    expect((await upload(pngHeader(30_000, 30_000)).expect(400)).body.image[0]).toMatch(/Image is too large/);
    const big = Buffer.concat([await ourQr(items[0]), Buffer.alloc(2 * 1024 * 1024 + 1)]);
    expect((await upload(big).expect(413)).body.detail).toMatch(/at most 2048 KB/);
    expect((await t.api().post('/api/product/uploadqrcode').field('x', '1').expect(400)).body).toEqual({ image: ['No file was submitted.'] });
  });
});

describe('QR photo lookup rate limit', () => {
  it('limits decodes per IP with 429 and Retry-After', async () => {
    const t = await startTestApp({ QR_UPLOADS_PER_IP: '2', TRUST_PROXY: 'loopback' });
    try {
      const png = Buffer.from('not an image');
      const send = () => t.api().post('/api/product/uploadqrcode').set('X-Forwarded-For', '192.0.2.7').attach('image', png, 'a.png');
      await send().expect(400);
      await send().expect(400);
      const limited = await send().expect(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
