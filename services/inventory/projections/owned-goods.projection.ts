import type { ProductEvent } from '../../catalog/catalog.public';
import type { CustodyEvent } from '../../custody/custody.public';
import type { GoodsKind } from '../../platform/domain/display-id.rules';
import { RecordedEvent } from '../../platform/event-store/event-store.port';
import { idOf, isGoodsStream } from '../../platform/event-store/streams.rules';
import { Projection } from '../../platform/projections/projection.types';
import { ProjectionWriter } from '../../platform/read-store/read-store.port';
import { upsert } from '../../platform/projections/upsert.helper';

export const OWNED_GOODS = 'owned_goods';
/** Product names and brands as this read model needs them (to show and search), kept from the catalogue's events. */
export const OWNED_GOODS_PRODUCTS = 'owned_goods_products';

/** One stock item or package with its current owner: the "what I own" list is a lookup on `owner_id`. */
export interface OwnedGoodsDoc {
  _id: string;
  type: GoodsKind;
  display_id: string;
  owner_id: string;
  /** Items: the product; packages: ''. */
  product_id: string;
  /** Product name (item) or brand name (package): what the list shows as the name. */
  name: string;
  brand: string;
  /** Display id of the package holding it, '' when loose. */
  packed_in: string;
  /** When the current owner came to own it (registration or hand-over). */
  since: string;
  created_at: string;
  location: string;
  address_location: string;
  /** Lower-case id, name and brand: what `q` matches. */
  search: string;
  [key: string]: unknown;
}

interface ProductNameDoc {
  _id: string;
  name: string;
  brand: string;
  [key: string]: unknown;
}

const searchText = (displayId: string, name: string, brand: string) => [displayId, name, brand].join(' ').toLowerCase();

type GoodsEvent = Pick<RecordedEvent, 'stream' | 'metadata'>;

async function ownerChanged(event: GoodsEvent, w: ProjectionWriter, newOwnerId: string | undefined): Promise<void> {
  if (!newOwnerId || !isGoodsStream(event.stream)) return;
  await w.updateOne(OWNED_GOODS, { _id: idOf(event.stream) }, { $set: { owner_id: newOwnerId, since: event.metadata.time } });
}

async function packedIn(event: GoodsEvent, w: ProjectionWriter, packageId: string): Promise<void> {
  if (!isGoodsStream(event.stream)) return;
  await w.updateOne(OWNED_GOODS, { _id: idOf(event.stream) }, { $set: { packed_in: packageId } });
}

/** A newly registered item or package, owned by its registrant and loose. */
async function registered(
  w: ProjectionWriter,
  event: Pick<RecordedEvent, 'metadata'> & { data: { displayId: string; ownerId: string; location?: string; addressLocation?: string } },
  goods: Pick<OwnedGoodsDoc, 'type' | 'product_id' | 'name' | 'brand' | 'search'>,
): Promise<void> {
  const d = event.data;
  await upsert(w, OWNED_GOODS, d.displayId, {
    type: goods.type,
    display_id: d.displayId,
    owner_id: d.ownerId,
    product_id: goods.product_id,
    name: goods.name,
    brand: goods.brand,
    packed_in: '',
    since: event.metadata.time,
    created_at: event.metadata.time,
    location: d.location ?? '',
    address_location: d.addressLocation ?? '',
    search: goods.search,
  });
}

/**
 * Everything each user owns now, stock items and packages, registered or received: `GET /inventory/owned`.
 * It follows registrations, hand-overs (approval, direct hand-over, with a package) and packing itself, and
 * the catalogue's names for the search, so it reads no other projection's documents.
 */
export const ownedGoodsProjection: Projection<ProductEvent | CustodyEvent> = {
  name: 'inventory.owned-goods',
  collections: [OWNED_GOODS, OWNED_GOODS_PRODUCTS],
  // Pages: what the user owns newest first, of either type or one, searched by `search` (the "owned" list).
  indexes: [
    {
      collection: OWNED_GOODS,
      fields: ['owner_id', 'product_id'],
      // One index by owner and type: the list of both types asks for the two (`type: {$in}`) and the store merges
      // their ranges, so a good is one entry. `q` is a substring search of `search`, through a trigram index of it.
      pages: [{ equal: ['owner_id', 'type'], sort: { since: -1, _id: -1 }, also: ['search'], text: 'search' }],
    },
  ],
  handlers: {
    async ProductRegistered(event, w) {
      const d = event.data;
      await upsert(w, OWNED_GOODS_PRODUCTS, d.productId, { name: d.name ?? '', brand: d.brand ?? '' });
    },
    async ProductUpdated(event, w) {
      const d = event.data;
      const productId = idOf(event.stream);
      await upsert(w, OWNED_GOODS_PRODUCTS, productId, { name: d.name ?? '', brand: d.brand ?? '' });
      // Renamed products: their items keep showing (and matching) the current name.
      const items = await w.find<OwnedGoodsDoc>(OWNED_GOODS, { product_id: productId }, { sort: { _id: 1 } });
      for (const item of items) {
        await w.updateOne(OWNED_GOODS, { _id: item._id }, { $set: { name: d.name ?? '', brand: d.brand ?? '', search: searchText(item.display_id, d.name ?? '', d.brand ?? '') } });
      }
    },
    async StockItemRegistered(event, w) {
      const product = await w.findOne<ProductNameDoc>(OWNED_GOODS_PRODUCTS, { _id: event.data.productId });
      const name = product?.name ?? '';
      const brand = product?.brand ?? '';
      await registered(w, event, { type: 'item', product_id: event.data.productId, name, brand, search: searchText(event.data.displayId, name, brand) });
    },
    async PackageCreated(event, w) {
      const brand = event.data.brandName ?? '';
      await registered(w, event, { type: 'package', product_id: '', name: brand, brand, search: searchText(event.data.displayId, brand, '') });
    },
    async PackageDetailsUpdated(event, w) {
      const d = event.data;
      const displayId = idOf(event.stream);
      await w.updateOne(OWNED_GOODS, { _id: displayId }, { $set: { name: d.brandName ?? '', brand: d.brandName ?? '', search: searchText(displayId, d.brandName ?? '', '') } });
    },
    OwnershipApproved: (event, w) => ownerChanged(event, w, event.data.newOwnerId),
    StockItemHandedOver: (event, w) => ownerChanged(event, w, event.data.toOwnerId),
    OwnershipTransferredWithPackage: (event, w) => ownerChanged(event, w, event.data.toOwnerId),
    OwnershipDelivered: (event, w) => ownerChanged(event, w, event.data.toOwnerId),
    PackedIntoPackage: (event, w) => packedIn(event, w, event.data.packageId),
    ReleasedFromPackage: (event, w) => packedIn(event, w, ''),
  },
};
