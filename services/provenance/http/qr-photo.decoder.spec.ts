import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readQrCode, trackedIdOf } from './qr-photo.decoder';

const PUBLIC = 'https://track.example.com';

describe('tracked id of a scanned code', () => {
  it('accepts our tracking links and bare ids', () => {
    expect(trackedIdOf('https://track.example.com/productTracking/INVE000042', PUBLIC)).toBe('INVE000042');
    expect(trackedIdOf('https://TRACK.example.com/productTracking/pack000007/?utm=x#top', PUBLIC)).toBe('PACK000007');
    expect(trackedIdOf(' INVE000042 ', PUBLIC)).toBe('INVE000042');
    expect(trackedIdOf('https://example.org/app/productTracking/INVE000001', 'https://example.org/app/')).toBe('INVE000001');
  });

  it('refuses other hosts, schemes, ports and paths, and ids that are not ours', () => {
    expect(trackedIdOf('https://evil.example.com/productTracking/INVE000042', PUBLIC)).toBeUndefined();
    expect(trackedIdOf('http://track.example.com/productTracking/INVE000042', PUBLIC)).toBeUndefined();
    expect(trackedIdOf('https://track.example.com:8443/productTracking/INVE000042', PUBLIC)).toBeUndefined();
    expect(trackedIdOf('https://track.example.com/other/INVE000042', PUBLIC)).toBeUndefined();
    expect(trackedIdOf('https://track.example.com/productTracking/INVE000042/extra', PUBLIC)).toBeUndefined();
    expect(trackedIdOf('https://track.example.com/productTracking/ABC123', PUBLIC)).toBeUndefined();
    expect(trackedIdOf('hello world', PUBLIC)).toBeUndefined();
  });
});

describe('reading a QR code from a photo', () => {
  it('finds a code drawn small in a larger picture', async () => {
    const qr = await QRCode.toBuffer('https://track.example.com/productTracking/INVE000042', { type: 'png', width: 300, margin: 2 });
    const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 90, g: 110, b: 130 } } })
      .composite([{ input: qr, left: 1500, top: 900 }])
      .jpeg({ quality: 85 })
      .toBuffer();
    expect(await readQrCode(photo)).toBe('https://track.example.com/productTracking/INVE000042');
  });

  it('answers undefined for a picture without a code and for bytes that are not an image', async () => {
    const plain = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 180, b: 40 } } }).png().toBuffer();
    expect(await readQrCode(plain)).toBeUndefined();
    expect(await readQrCode(Buffer.from('not an image at all'))).toBeUndefined();
  });
});
