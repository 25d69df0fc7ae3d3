import { Controller, Get, Inject, Param, Query, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import QRCode from 'qrcode';
import { Public } from '../../platform/auth/public.decorator';
import { ResponseDoc } from '../../platform/http/openapi.document';
import { AppConfig, CONFIG } from '../../config/config';
import { ProductDirectory } from '../../catalog/catalog.public';
import { digitalLinkUri } from '../../platform/domain/gs1.rules';
import { parseDisplayId } from '../../platform/domain/display-id.rules';
import { StockItemViews } from '../../inventory/inventory.public';
import { PackageViews } from '../../packaging/packaging.public';
import { unknownProductId } from '../../platform/errors/domain.errors';

/**
 * The QR code printed on an item or package: a PNG encoding its public tracking link. It lives in the
 * provenance context, which already reads stock items and packages (the catalog is imported by the
 * inventory, so it cannot import it back). Public, as the labels are.
 */
@Controller('product')
export class QrCodeController {
  constructor(
    private readonly items: StockItemViews,
    private readonly packages: PackageViews,
    private readonly products: ProductDirectory,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** `?download=1` asks the browser to save the file instead of showing it. */
  @Get('getqrcode/:display_id')
  @Public()
  @ResponseDoc({ description: 'The QR code (512 px PNG) of the item\'s or package\'s public link: its GS1 Digital Link when its product has a GTIN.', contentType: 'image/png' })
  async qrCode(
    @Param('display_id') id: string,
    @Query('download') download: unknown,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const displayId = parseDisplayId(id);
    const item = displayId && !displayId.startsWith('PACK') ? await this.items.find(displayId) : null;
    const exists = !displayId ? false : displayId.startsWith('PACK') ? Boolean(await this.packages.find(displayId)) : Boolean(item);
    if (!displayId || !exists) throw unknownProductId();
    // An item of a product with a GTIN gets a GS1 Digital Link (retail's 2D barcode standard), resolved by /01/….
    const gtin = item ? (await this.products.byId(item.product_id))?.gtin : undefined;
    const link = gtin ? digitalLinkUri(this.config.publicUrl, gtin, displayId) : `${this.config.publicUrl}/productTracking/${displayId}`;
    const png = await QRCode.toBuffer(link, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 512,
    });
    // The link of an id never changes and ids are never reused; a day keeps a changed PUBLIC_URL from lingering.
    // (A product's GTIN is set at registration only, so an item's link never changes either.)
    response.setHeader('Cache-Control', 'public, max-age=86400');
    const name = `${displayId}-qr.png`;
    const attachment = download === '1' || download === 'true';
    return new StreamableFile(png, {
      type: 'image/png',
      length: png.length,
      disposition: `${attachment ? 'attachment' : 'inline'}; filename="${name}"`,
    });
  }
}
