import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ValidationFailed } from '../errors/domain.errors';
import { ImageInfo, inspectImage } from './image.inspector';

export const MAX_PIXELS = 40_000_000;
const MAX_SIDE = 10_000;
const INVALID_IMAGE = 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';

/**
 * Uploaded images, stored by content hash under DATA_DIR/media and served at /api/media. The type is
 * checked by content and the pixel count is bounded before anything is decoded or stored.
 */
export class MediaStore {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = join(dataDir, 'media');
    mkdirSync(this.root, { recursive: true });
  }

  /** Stores the image and returns its public path; `field` names the form field in errors. */
  saveImage(bytes: Buffer, folder: string, field: string): string {
    const info = this.assertImage(bytes, field);
    const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${info.type === 'jpeg' ? 'jpg' : info.type}`;
    const dir = join(this.root, folder);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, name), bytes);
    return `/api/media/${folder}/${name}`;
  }

  /**
   * Decodes the image (after the header checks, with sharp's own pixel limit) and stores a re-encoded copy at
   * most `maxSide` px a side: bytes that only look like an image are refused, and nothing of the upload but
   * its pixels is kept (no metadata, no trailing payload). Returns its public path.
   */
  async saveDecodedImage(bytes: Buffer, folder: string, field: string, maxSide = 1024): Promise<string> {
    const info = this.assertImage(bytes, field);
    // Kept in its own format (GIF as PNG: one frame), so a PNG stays lossless.
    const format = info.type === 'gif' ? 'png' : info.type;
    let encoded: Buffer;
    try {
      encoded = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
        .toFormat(format, format === 'png' ? {} : { quality: 85 })
        .toBuffer();
    } catch {
      throw new ValidationFailed({ [field]: [INVALID_IMAGE] });
    }
    const name = `${createHash('sha256').update(encoded).digest('hex').slice(0, 32)}.${format === 'jpeg' ? 'jpg' : format}`;
    const dir = join(this.root, folder);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, name), encoded);
    return `/api/media/${folder}/${name}`;
  }

  /** The checks of `saveImage` without storing anything (type by content, pixel limits). */
  assertImage(bytes: Buffer, field: string): ImageInfo {
    const info = inspectImage(bytes);
    if (!info) {
      throw new ValidationFailed({ [field]: [INVALID_IMAGE] });
    }
    if (info.width <= 0 || info.height <= 0 || info.width > MAX_SIDE || info.height > MAX_SIDE || info.width * info.height > MAX_PIXELS) {
      throw new ValidationFailed({ [field]: [`Image is too large: at most ${MAX_SIDE} px a side and ${MAX_PIXELS / 1e6} megapixels.`] });
    }
    return info;
  }
}

export const MEDIA = Symbol('MEDIA');
