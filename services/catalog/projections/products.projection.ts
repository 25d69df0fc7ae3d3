import type { CustodyEvent } from '../../custody/custody.public';
import { idOf } from '../../platform/event-store/streams.rules';
import { Projection } from '../../platform/projections/projection.types';
import { ProductEvent } from '../domain/catalog.events';
import { ProductDetails } from '../domain/product.decider';
import { setFields, snakeFields, upsert } from '../../platform/projections/upsert.helper';

export const PRODUCTS = 'products';

/** The product's details as recorded (category and color by their ids), with the catalogue's own fields. */
export interface ProductDoc extends Omit<ProductDetails, 'categoryId' | 'colorId'> {
  _id: string;
  owner_id: string;
  category: number;
  color: number;
  /** Gallery; images added since thumbnails exist carry one (older documents have `{image}` only). */
  images: { image: string; thumbnail?: string }[];
  /** Free key-value details (absent on documents projected before details existed). */
  detail?: { key: string; value: string }[];
  /** GTIN-14 (ProductGtinAssigned); absent when the product has none. */
  gtin?: string;
  created_at: string;
  updated_at: string;
  items_count: number;
  [key: string]: unknown;
}

/** The catalogue: products with their stock count (from the inventory's registrations). */
export const productsProjection: Projection<ProductEvent | CustodyEvent> = {
  name: 'catalog.products',
  collections: [PRODUCTS],
  indexes: [{ collection: PRODUCTS, fields: ['owner_id'] }],
  handlers: {
    async ProductRegistered(event, w) {
      const { data } = event;
      await upsert(
        w,
        PRODUCTS,
        data.productId,
        {
          ...snakeFields(data, 'ownerId', 'name', 'brand', 'sku', 'warranty', 'expire', 'location', 'image', 'doc'),
          category: data.categoryId,
          color: data.colorId,
          images: data.image ? [{ image: data.image }] : [],
          created_at: event.metadata.time,
          updated_at: event.metadata.time,
        },
        { items_count: 0, detail: [] },
      );
    },
    async ProductGtinAssigned(event, w) {
      const { data } = event;
      await w.updateOne(PRODUCTS, { _id: idOf(event.stream) }, { $set: { gtin: data.gtin } });
    },
    async ProductUpdated(event, w) {
      const { data } = event;
      await setFields(w, PRODUCTS, idOf(event.stream), { name: data.name, brand: data.brand, sku: data.sku, updated_at: event.metadata.time });
    },
    async ProductImageAdded(event, w) {
      const { data } = event;
      await w.updateOne(
        PRODUCTS,
        { _id: idOf(event.stream) },
        { $push: { images: { image: data.image, thumbnail: data.thumbnail } }, $set: { updated_at: event.metadata.time } },
      );
    },
    async ProductDetailsRecorded(event, w) {
      const { data } = event;
      await setFields(w, PRODUCTS, idOf(event.stream), { detail: data.detail.map((e) => ({ key: e.key, value: e.value })), updated_at: event.metadata.time });
    },
    async StockItemRegistered(event, w) {
      await w.updateOne(PRODUCTS, { _id: event.data.productId }, { $inc: { items_count: 1 } });
    },
  },
};
