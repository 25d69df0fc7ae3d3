import { Inject, Injectable } from '@nestjs/common';
import { ProductDirectory } from '../catalog/catalog.public';
import { READ_STORE, ReadStore } from '../platform/read-store/read-store.port';
import { WARRANTY_PARTNERS, WarrantyPartnerDoc } from './projections/warranty-partners.projection';

export interface PublicWarrantyPartner {
  name: string;
  phone: string;
  email: string;
}

/** What other contexts may know about warranty service: who services a product (public contact fields only). */
@Injectable()
export class WarrantyDirectory {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly products: ProductDirectory,
  ) {}

  /** The same reads through another read store (public tracking records what its answer reads). */
  reading(store: ReadStore): WarrantyDirectory {
    return new WarrantyDirectory(store, this.products.reading(store));
  }

  /**
   * Public tracking's `warranty` of a stock item whose product has partners: until the item's own warranty
   * date (batch data) or else the product's; undefined when nobody services the product. `partnersOfProduct`:
   * the product's partners when the caller has them already (`partnersOf`).
   */
  async forItem(
    productId: string,
    itemWarranty: string | undefined,
    partnersOfProduct?: PublicWarrantyPartner[],
  ): Promise<{ until: string | null; partners: PublicWarrantyPartner[] } | undefined> {
    const partners = partnersOfProduct ?? (await this.partnersOf(productId));
    if (partners.length === 0) return undefined;
    const until = itemWarranty || (await this.products.byId(productId))?.warranty || null;
    return { until, partners };
  }

  async partnersOf(productId: string): Promise<PublicWarrantyPartner[]> {
    const docs = await this.readStore
      .collection<WarrantyPartnerDoc>(WARRANTY_PARTNERS)
      .find({ product_ids: productId }, { sort: { name: 1, _id: 1 }, limit: 50 });
    return docs.map((d) => ({ name: d.name, phone: d.phone, email: d.email }));
  }
}
