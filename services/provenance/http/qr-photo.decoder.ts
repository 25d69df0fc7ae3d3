import jsQR from 'jsqr';
import sharp from 'sharp';
import { MAX_PIXELS } from '../../platform/media/media.store';

/** Longest side a photo is scaled to before the QR search; smaller passes follow when nothing is found. */
const SEARCH_SIDES = [1600, 800, 400];
/** Decodes at a time in this process: each holds a few MB of pixels and a core busy. */
const MAX_CONCURRENT = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * The text of the first QR code found in a photo, or undefined (no readable code, or bytes sharp cannot
 * decode). Call it only after the image passed `MediaStore.assertImage` (type by content, pixel limits);
 * `limitInputPixels` holds the same bound inside sharp, and the photo is scaled down (shrink-on-load for
 * JPEG) before its pixels are handed to jsQR, so memory stays bounded whatever the upload.
 */
export async function readQrCode(bytes: Buffer): Promise<string | undefined> {
  return withSlot(async () => {
    let raw: { data: Buffer; info: { width: number; height: number } };
    try {
      raw = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: SEARCH_SIDES[0], height: SEARCH_SIDES[0], fit: 'inside', withoutEnlargement: true })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch {
      return undefined;
    }
    for (const side of SEARCH_SIDES) {
      const { width, height } = raw.info;
      if (Math.max(width, height) > side) {
        raw = await sharp(raw.data, { raw: { width, height, channels: 4 } })
          .resize({ width: side, height: side, fit: 'inside' })
          .ensureAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
      }
      const pixels = new Uint8ClampedArray(raw.data.buffer, raw.data.byteOffset, raw.data.byteLength);
      const code = jsQR(pixels, raw.info.width, raw.info.height, { inversionAttempts: 'attemptBoth' });
      if (code?.data) return code.data;
    }
    return undefined;
  });
}

const BARE_ID = /^(INVE|PACK)\d{6,12}$/;

/**
 * The display id a scanned code points to, if it is one of ours: our tracking link
 * (`<PUBLIC_URL>/productTracking/<INVE…|PACK…>`, same origin as PUBLIC_URL, optional trailing slash,
 * query or fragment ignored) or a bare id. A link to any other host, even with the same path, is not ours:
 * a counterfeiter's look-alike site must not pass for a genuine label.
 */
export function trackedIdOf(text: string, publicUrl: string): string | undefined {
  const trimmed = text.trim();
  if (BARE_ID.test(trimmed.toUpperCase())) return trimmed.toUpperCase();
  let url: URL;
  let base: URL;
  try {
    url = new URL(trimmed);
    base = new URL(publicUrl);
  } catch {
    return undefined;
  }
  if (url.origin !== base.origin) return undefined;
  const prefix = `${base.pathname.replace(/\/+$/, '')}/productTracking/`;
  if (!url.pathname.startsWith(prefix)) return undefined;
  const id = decodeURIComponent(url.pathname.slice(prefix.length)).replace(/\/$/, '').toUpperCase();
  return BARE_ID.test(id) ? id : undefined;
}
