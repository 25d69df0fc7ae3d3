import { Injectable } from '@nestjs/common';
import { StockItemViews } from '../../inventory/inventory.public';
import { PackageViews } from '../../packaging/packaging.public';
import { parseDisplayId } from '../../platform/domain/display-id.rules';
import type { PublicGoodsHeading, PublicGoodsHeadings } from '../../platform/http/first-screen.renderer';

/**
 * The heading of an item's or package's public tracking page, for the first screen the server writes into the
 * page's HTML: the name `/api/tracking/{id}` shows (the product's name for an item, the brand name for a
 * package), from the same public views.
 */
@Injectable()
export class TrackingPageHeadings implements PublicGoodsHeadings {
  constructor(
    private readonly items: StockItemViews,
    private readonly packages: PackageViews,
  ) {}

  async heading(id: string): Promise<PublicGoodsHeading | undefined> {
    const displayId = parseDisplayId(id);
    if (!displayId) return undefined;
    if (displayId.startsWith('PACK')) {
      const found = await this.packages.find(displayId);
      return found ? { displayId: found.display_id, name: found.brand_name ?? found.display_id } : undefined;
    }
    const view = await this.items.publicView(displayId);
    return view ? { displayId: view.display_id, name: view.product.name } : undefined;
  }
}
