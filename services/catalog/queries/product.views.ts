import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../platform/errors/domain.errors';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { PRODUCTS, ProductDoc } from '../projections/products.projection';
import { CATALOG } from '../domain/catalog.errors';

/** Products from the catalogue read model, for the product endpoints. */
@Injectable()
export class ProductViews {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async byId(productId: string): Promise<ProductDoc> {
    const product = await this.readStore.collection<ProductDoc>(PRODUCTS).findOne({ _id: productId });
    if (!product) throw new DomainError('not_found', CATALOG.PRODUCT_NOT_FOUND, 'Product not found.');
    return product;
  }

  /** The owner's products, newest first. */
  ownedBy(ownerId: string): Promise<ProductDoc[]> {
    return this.readStore.collection<ProductDoc>(PRODUCTS).find({ owner_id: ownerId }, { sort: { created_at: -1 } });
  }
}

/** A product as the API returns it. */
export function productView(p: ProductDoc) {
  return {
    id: p._id,
    name: p.name,
    brand: p.brand,
    sku: p.sku,
    warranty: p.warranty,
    expire: p.expire,
    location: p.location,
    category: p.category,
    color: p.color,
    image: p.image || null,
    doc: p.doc || null,
    gtin: p.gtin || null,
    images: (p.images ?? []).map((i) => ({ image: i.image, thumbnail: i.thumbnail || null })),
    detail: p.detail ?? [],
    owner: p.owner_id,
    items_count: p.items_count,
    created_at: p.created_at,
    updated_at: p.updated_at,
  };
}
