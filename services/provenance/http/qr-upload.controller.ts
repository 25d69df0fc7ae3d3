import { Controller, HttpCode, Inject, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import { AppConfig, CONFIG } from '../../config/config';
import { StockItemViews } from '../../inventory/inventory.public';
import { PackageViews } from '../../packaging/packaging.public';
import { DomainError, ValidationFailed } from '../../platform/errors/domain.errors';
import { FileUpload } from '../../platform/http/openapi.document';
import { parseDigitalLink } from '../../platform/domain/gs1.rules';
import { ProductDirectory } from '../../catalog/catalog.public';
import { RateLimit } from '../../platform/http/throttling.guard';
import { Public } from '../../platform/auth/public.decorator';
import { MEDIA, MediaStore } from '../../platform/media/media.store';
import { readQrCode, trackedIdOf } from './qr-photo.decoder';
import { PROVENANCE } from '../domain/provenance.errors';

/** Largest upload multer reads into memory at all (the configured UPLOAD_LIMIT_BYTES may be lower). */
const QR_FILE_LIMIT = 10 * 1024 * 1024;

const refused = (message: string) => new ValidationFailed({ image: [message] });

/**
 * Authenticity check by photo: the visitor uploads a picture of a label; the server finds the QR code and
 * answers the display id it points to, only when the code is our tracking link (or a bare id) of an item
 * or package that exists. Anything else is 400, which the web app shows as the counterfeit warning.
 * Before any pixel is decoded: byte size, type by content and pixel count (an image bomb is refused from
 * its header); decoding is scaled down and limited to two at a time, and requests are limited per IP.
 */
@Controller('product')
export class QrUploadController {
  constructor(
    private readonly items: StockItemViews,
    private readonly packages: PackageViews,
    private readonly products: ProductDirectory,
    @Inject(MEDIA) private readonly media: MediaStore,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('uploadqrcode')
  @Public()
  // Counted by the guard before multer reads the file.
  @RateLimit('qr')
  @FileUpload('image')
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('image', { storage: memoryStorage(), limits: { fileSize: QR_FILE_LIMIT, files: 1, fields: 5, fieldSize: 1024 } }))
  async upload(@UploadedFile() file: Express.Multer.File | undefined) {
    if (!file) throw refused('No file was submitted.');
    if (file.size > this.config.UPLOAD_LIMIT_BYTES) {
      throw new DomainError('too_large', PROVENANCE.MEDIA_TOO_LARGE, `The image may be at most ${Math.floor(this.config.UPLOAD_LIMIT_BYTES / 1024)} KB.`);
    }
    this.media.assertImage(file.buffer, 'image');
    const text = await readQrCode(file.buffer);
    if (text === undefined) throw refused('No readable QR code was found in the image.');
    const digitalLink = parseDigitalLink(text, this.config.publicUrl);
    const displayId = digitalLink ? digitalLink.serial.toUpperCase() : trackedIdOf(text, this.config.publicUrl);
    if (!displayId || (digitalLink && !displayId.startsWith('INVE'))) throw refused('This QR code is not one of our product codes.');
    const kind = displayId.startsWith('PACK') ? 'package' : 'item';
    const exists = kind === 'package' ? await this.packages.find(displayId) : await this.items.find(displayId);
    if (!exists) throw new ValidationFailed({ image: ['Invalid Product id'] }, { msg: 'Invalid Product id' });
    // A GS1 Digital Link must pair the serial with its own product's GTIN: another GTIN is a relabelled code.
    if (digitalLink && (await this.products.byId((exists as { product_id: string }).product_id))?.gtin !== digitalLink.gtin) {
      throw new ValidationFailed({ image: ['Invalid Product id'] }, { msg: 'Invalid Product id' });
    }
    return { display_id: displayId, kind };
  }
}
