import { Inject, Injectable } from '@nestjs/common';
import { ProductDirectory } from '../catalog/catalog.public';
import { UserDirectory } from '../identity/identity.public';
import { visible } from '../platform/domain/visibility.policy';
import { READ_STORE, ReadStore } from '../platform/read-store/read-store.port';
import { STOCK_ITEMS, StockItemDoc } from './projections/stock-items.projection';
import { ImportsInProjection } from './queries/imports-in-projection.tracker';
import { GoodsViews } from './queries/goods.views';

export { GoodsViews } from './queries/goods.views';

const NEWEST_FIRST = { created_at: -1, _id: -1 } as const;

function ownedFilter(userId: string, productId?: string): Record<string, unknown> {
  return productId ? { owner_id: userId, product_id: productId } : { owner_id: userId };
}

/**
 * Stock items as the API shows them. The public view carries only public fields: the owner's full name,
 * never ids or e-mail addresses.
 */
@Injectable()
export class StockItemViews extends GoodsViews<StockItemDoc> {
  constructor(
    @Inject(READ_STORE) readStore: ReadStore,
    private readonly products: ProductDirectory,
    users: UserDirectory,
    private readonly imports: ImportsInProjection,
  ) {
    super(readStore, users, STOCK_ITEMS);
  }

  /** The same reads through another read store (public tracking records what its answer reads). */
  reading(store: ReadStore): StockItemViews {
    return new StockItemViews(store, this.products.reading(store), this.users.reading(store), this.imports);
  }

  async find(displayId: string): Promise<StockItemDoc | null> {
    const items = this.readStore.collection<StockItemDoc>(STOCK_ITEMS);
    const item = await items.findOne({ _id: displayId });
    if (item || !this.imports.covers(displayId)) return item;
    // In the log already, not yet in the read models: found once the import is projected.
    await this.imports.settle(displayId);
    return items.findOne({ _id: displayId });
  }

  async publicView(displayId: string) {
    const item = await this.find(displayId);
    if (!item) return undefined;
    const [product, owner] = await Promise.all([this.products.byId(item.product_id), this.users.byId(item.owner_id)]);
    return visible('item', 'public', {
      display_id: item.display_id,
      created_at: item.created_at,
      address_location: item.address_location || null,
      location: item.location || null,
      product: { name: product?.name ?? '', brand: product?.brand ?? '', images: product?.images ?? [] },
      owner: { fullname: owner?.fullname || 'Anonymous owner' },
      packed_in: item.packed_in || null,
      packegecontent: { content_data: [] as unknown[] },
    });
  }

  /** How many items the user owns, optionally of one product. */
  async countOwnedBy(userId: string, productId?: string): Promise<number> {
    return this.readStore.collection(STOCK_ITEMS).count(ownedFilter(userId, productId));
  }

  /** Items the user owns, optionally of one product, newest first, a page at a time. */
  async ownedBy(userId: string, productId?: string, page: { skip: number; limit: number } = { skip: 0, limit: 100_000 }) {
    const items = await this.readStore
      .collection<StockItemDoc>(STOCK_ITEMS)
      .find(ownedFilter(userId, productId), { sort: NEWEST_FIRST, skip: page.skip, limit: page.limit });
    return this.ownerViews(userId, items);
  }

  /**
   * Every item the user owns (optionally of one product), newest first, in pages of `pageSize` for a streamed
   * export. Each page is read by keyset (after the last item of the page before) from the page index of the
   * user's items: the store reads only that page's documents, so no read holds the event loop for the whole
   * stock (one query of a 100,000-item stock held it ~0.6 s), and a page by offset would re-walk every item
   * before it. Items added meanwhile are newer than the export's position, so they are not listed and do not
   * shift it: every item owned throughout the export is listed once; one sold or deleted meanwhile is listed
   * if its page came before.
   */
  async *ownedPages(userId: string, productId: string | undefined, pageSize: number) {
    const items = this.readStore.collection<StockItemDoc>(STOCK_ITEMS);
    for (let after: StockItemDoc | undefined; ; ) {
      const page = await items.find(ownedFilter(userId, productId), {
        sort: NEWEST_FIRST,
        limit: pageSize,
        ...(after && { after: { created_at: after.created_at, _id: after._id } }),
      });
      if (page.length > 0) yield this.ownerViews(userId, page);
      if (page.length < pageSize) return;
      after = page[page.length - 1];
    }
  }

  /** The owner's view of items the user owns. */
  private async ownerViews(userId: string, items: StockItemDoc[]) {
    const [products, owner] = await Promise.all([this.products.byIds(items.map((i) => i.product_id)), this.users.byId(userId)]);
    return items.map((item) => {
      const product = products.get(item.product_id);
      // The user owns every one of them: the owner's view.
      return visible('item', 'owner', {
        id: item.display_id,
        display_id: item.display_id,
        created_at: item.created_at,
        location: item.location || null,
        address_location: item.address_location || null,
        product: { id: item.product_id, name: product?.name ?? '', brand: product?.brand ?? '', images: product?.images ?? [] },
        owner: { id: userId, fullname: owner?.fullname ?? '' },
        packed_in: item.packed_in || null,
        batch: item.batch ?? '',
        status: item.status ?? 'active',
        manufecture_date: item.manufecture_date ?? '',
        expire_date: item.expire_date ?? '',
        warranty: item.warranty ?? '',
      });
    });
  }

  /** Owner history, newest first, as the viewer may see it (the public: who owns it now, by name). */
  async owners(displayId: string, viewerId: string | undefined) {
    return this.ownerChain(displayId, viewerId, (party, from_date) => ({ owner: party(), from_date }));
  }
}

/** An owner in a chain: name, and the company's name once the user has given one (no empty field before that). */
