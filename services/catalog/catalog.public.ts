import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../platform/read-store/read-store.port';
import { PRODUCTS, ProductDoc } from './projections/products.projection';

/** The events of product streams, as the contracts type them (for other contexts' projections). */
export type { ProductEvent } from './domain/catalog.events';

export interface ProductSummary {
  id: string;
  ownerId: string;
  sku: string;
  name: string;
  brand: string;
  images: { image: string; thumbnail?: string }[];
  /** GTIN-14, or undefined when the product has none. */
  gtin?: string;
  /** The product's warranty end date (YYYY-MM-DD), '' when none. */
  warranty: string;
}

/** What other contexts may know about products: owner, name, brand and images. */
@Injectable()
export class ProductDirectory {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** The same reads through another read store (public tracking records what its answer reads). */
  reading(store: ReadStore): ProductDirectory {
    return new ProductDirectory(store);
  }

  async byId(id: string): Promise<ProductSummary | undefined> {
    const product = await this.readStore.collection<ProductDoc>(PRODUCTS).findOne({ _id: id });
    return product ? summary(product) : undefined;
  }

  /** Every product the user registered. */
  async ownedBy(ownerId: string): Promise<ProductSummary[]> {
    const products = await this.readStore.collection<ProductDoc>(PRODUCTS).find({ owner_id: ownerId });
    return products.map(summary);
  }

  async byIds(ids: Iterable<string>): Promise<Map<string, ProductSummary>> {
    const unique = [...new Set(ids)].filter(Boolean);
    const products = unique.length ? await this.readStore.collection<ProductDoc>(PRODUCTS).find({ _id: { $in: unique } }) : [];
    return new Map(products.map((p) => [p._id, summary(p)]));
  }
}

function summary(p: ProductDoc): ProductSummary {
  return { id: p._id, ownerId: p.owner_id, sku: p.sku, name: p.name, brand: p.brand, images: p.images, gtin: p.gtin || undefined, warranty: p.warranty ?? '' };
}
