import { Inject, Injectable } from '@nestjs/common';
import { ProductDirectory } from '../../catalog/catalog.public';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import type { GoodsKind } from '../../platform/domain/display-id.rules';
import { OWNED_GOODS, OwnedGoodsDoc } from '../projections/owned-goods.projection';

export interface OwnedGoodsQuery {
  type?: GoodsKind;
  q?: string;
  skip: number;
  limit: number;
}

const NEWEST_FIRST = { since: -1, _id: -1 } as const;
const GOODS_KINDS: GoodsKind[] = ['item', 'package'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a user owns now, newest first (by when they came to own it), searchable by id and name. */
@Injectable()
export class OwnedGoodsViews {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly products: ProductDirectory,
  ) {}

  async owned(userId: string, query: OwnedGoodsQuery) {
    // Both types when none is asked for: the list's page index is by owner and type (see the projection).
    const filter: Record<string, unknown> = { owner_id: userId, type: query.type ?? { $in: GOODS_KINDS } };
    const q = query.q?.trim().toLowerCase();
    // A substring match on the lower-cased id, name and brand; the text is escaped, never run as a pattern.
    if (q) filter.search = { $regex: escapeRegExp(q) };
    const goods = this.readStore.collection<OwnedGoodsDoc>(OWNED_GOODS);
    const [count, docs] = await Promise.all([goods.count(filter), goods.find(filter, { sort: NEWEST_FIRST, skip: query.skip, limit: query.limit })]);
    const products = await this.products.byIds(docs.map((doc) => doc.product_id));
    return {
      count,
      results: docs.map((doc) => {
        const common = {
          type: doc.type,
          display_id: doc.display_id,
          packed_in: doc.packed_in || null,
          since: doc.since,
          created_at: doc.created_at,
          location: doc.location || null,
          address_location: doc.address_location || null,
        };
        if (doc.type === 'package') return { ...common, brand_name: doc.name };
        const product = products.get(doc.product_id);
        return {
          ...common,
          product: { id: doc.product_id, name: product?.name ?? doc.name, brand: product?.brand ?? doc.brand, images: product?.images ?? [] },
        };
      }),
    };
  }
}
