import { Inject, Injectable } from '@nestjs/common';
import { AppConfig, CONFIG } from '../config/config';
import { ProductDirectory } from '../catalog/catalog.public';
import { StockItemViews } from '../inventory/inventory.public';
import { digitalLinkUri, toGtin14 } from '../platform/domain/gs1.rules';
import { unknownProductId } from '../platform/errors/domain.errors';
import { INTEGRATIONS } from './domain/integrations.errors';

const ITEM_SERIAL = /^INVE\d{6,12}$/;

/**
 * GS1 Digital Link for our stock items: an item of a product with a GTIN is `<PUBLIC_URL>/01/<gtin>/21/<display id>`.
 * The resolver answers only when the item exists and its product carries that very GTIN, so a link that
 * pairs a real serial with another product's GTIN (a relabelled fake) is refused.
 */
@Injectable()
export class DigitalLinkResolver {
  constructor(
    private readonly items: StockItemViews,
    private readonly products: ProductDirectory,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** The public tracking path of the item the link names; 404 (Invalid Product id) otherwise. */
  async trackingPath(gtin: string, serial: string): Promise<string> {
    const gtin14 = toGtin14(gtin);
    const displayId = serial.trim().toUpperCase();
    if (!gtin14 || !ITEM_SERIAL.test(displayId)) throw unknownProductId(INTEGRATIONS.DIGITAL_LINK_UNKNOWN);
    const item = await this.items.find(displayId);
    const product = item ? await this.products.byId(item.product_id) : undefined;
    if (!product?.gtin || product.gtin !== gtin14) throw unknownProductId(INTEGRATIONS.DIGITAL_LINK_UNKNOWN);
    return `/productTracking/${displayId}`;
  }

  /** The item's Digital Link URI, or undefined when its product has no GTIN. */
  async linkOf(displayId: string, productId: string): Promise<string | undefined> {
    const product = await this.products.byId(productId);
    return product?.gtin ? digitalLinkUri(this.config.publicUrl, product.gtin, displayId) : undefined;
  }
}
