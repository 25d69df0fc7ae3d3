import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ValidationFailed } from '../errors/domain-error';
import { ImageInfo, inspectImage } from './image-inspector';

export const MAX_PIXELS = 40_000_000;
const MAX_SIDE = 10_000;

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

  /** The checks of `saveImage` without storing anything (type by content, pixel limits). */
  assertImage(bytes: Buffer, field: string): ImageInfo {
    const info = inspectImage(bytes);
    if (!info) {
      throw new ValidationFailed({
        [field]: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
      });
    }
    if (info.width <= 0 || info.height <= 0 || info.width > MAX_SIDE || info.height > MAX_SIDE || info.width * info.height > MAX_PIXELS) {
      throw new ValidationFailed({ [field]: [`Image is too large: at most ${MAX_SIDE} px a side and ${MAX_PIXELS / 1e6} megapixels.`] });
    }
    return info;
  }
}

export const MEDIA = Symbol('MEDIA');
