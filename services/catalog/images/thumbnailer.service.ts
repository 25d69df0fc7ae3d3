import { Injectable, Logger } from '@nestjs/common';
import { ValidationFailed } from '../../platform/errors/domain.errors';
import { MAX_PIXELS } from '../../platform/media/media.store';
import type sharpFunction from 'sharp';

export const THUMBNAIL_WIDTH = 320;
const THUMBNAIL_MAX_HEIGHT = 640;

type Sharp = typeof sharpFunction;

/**
 * Small copies of product images for lists and sheets, made with sharp (libvips). Callers check type and
 * pixel limits first (MediaStore.assertImage); sharp's own pixel limit is set as well, so a lying header
 * cannot make it decode a bomb. If sharp cannot be loaded on this platform, images are kept without
 * thumbnails (the web falls back to the full image).
 */
@Injectable()
export class Thumbnailer {
  private readonly logger = new Logger('Thumbnailer');
  private sharp?: Promise<Sharp | undefined>;

  /** WebP bytes at most 320 px wide (keeps transparency), or undefined when sharp is unavailable. */
  async make(bytes: Buffer, field: string): Promise<Buffer | undefined> {
    const sharp = await this.load();
    if (!sharp) return undefined;
    try {
      return await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      // The header looked right but the pixels do not decode.
      throw new ValidationFailed({
        [field]: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
      });
    }
  }

  private load(): Promise<Sharp | undefined> {
    this.sharp ??= import('sharp').then(
      (m) => ((m as unknown as { default?: Sharp }).default ?? m) as Sharp,
      (error: unknown) => {
        this.logger.warn(`sharp is not available, product images get no thumbnails: ${String(error)}`);
        return undefined;
      },
    );
    return this.sharp;
  }
}
