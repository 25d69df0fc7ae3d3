import { Inject, Injectable } from '@nestjs/common';
import { UserDirectory } from '../identity/identity.public';
import { GoodsViews, StockItemViews } from '../inventory/inventory.public';
import { Audience, audienceOf, partiesOf, visible } from '../platform/domain/visibility.policy';
import { READ_STORE, ReadStore } from '../platform/read-store/read-store.port';
import { PACKAGES, PACKAGING_ORDERS, PackageDoc } from './projections/packages.projection';

/** Packages as the API shows them; the public view has only public fields (owner's full name). */
@Injectable()
export class PackageViews extends GoodsViews<PackageDoc> {
  constructor(
    @Inject(READ_STORE) readStore: ReadStore,
    users: UserDirectory,
    private readonly items: StockItemViews,
  ) {
    super(readStore, users, PACKAGES);
  }

  /** The same reads through another read store (public tracking records what its answer reads). */
  reading(store: ReadStore): PackageViews {
    return new PackageViews(store, this.users.reading(store), this.items.reading(store));
  }

  async find(displayId: string): Promise<PackageDoc | null> {
    return this.readStore.collection<PackageDoc>(PACKAGES).findOne({ _id: displayId });
  }

  async publicView(displayId: string) {
    const doc = await this.find(displayId);
    if (!doc) return undefined;
    const owner = await this.users.byId(doc.owner_id);
    const ownerView = { fullname: owner?.fullname || 'Anonymous owner' };
    return visible('package', 'public', {
      display_id: doc.display_id,
      created_at: doc.created_at,
      address_location: doc.address_location || null,
      location: await this.locationOf(doc),
      brand_name: doc.brand_name,
      package_owner: ownerView,
      owner: ownerView,
      level: doc.level,
      items_count: doc.items_count,
      packages_count: doc.packages_count,
      total_items: doc.total_items,
      packed_in: doc.packed_in || null,
      packegecontent: { content_data: doc.content_data },
    });
  }

  /** The package as the viewer may see it: its owner and brand everything, anyone else its public fields. */
  async view(displayId: string, viewerId: string) {
    const doc = await this.find(displayId);
    return doc ? this.render(doc, audienceOf(viewerId, partiesOf(doc))) : undefined;
  }

  async ownedBy(userId: string) {
    const docs = await this.readStore.collection<PackageDoc>(PACKAGES).find({ owner_id: userId }, { sort: { created_at: -1, _id: -1 } });
    return Promise.all(docs.map((d) => this.render(d, 'owner')));
  }

  /** Owner history, newest first, as the viewer may see it (the public: who owns it now, by name). */
  async owners(displayId: string, viewerId: string | undefined) {
    return this.ownerChain(displayId, viewerId, (party, from_date) => ({ package_owner: party(), owner: party(), from_date }));
  }

  /** Direct contents; the package's parties get a short description of each entry, others the ids only. */
  async contents(displayId: string, viewerId: string | undefined) {
    const doc = await this.find(displayId);
    if (!doc) return undefined;
    const audience = audienceOf(viewerId, partiesOf(doc));
    const entries = await Promise.all(
      doc.content_data.map(async (entry) => {
        if (entry.type === 'package') {
          const child = await this.find(entry.id);
          return { ...entry, display_id: entry.id, brand_name: child?.brand_name ?? '', items_count: child?.items_count ?? 0, level: child?.level ?? 1 };
        }
        const item = await this.items.publicView(entry.id);
        return { ...entry, display_id: entry.id, product: item?.product ?? null, created_at: item?.created_at ?? null };
      }),
    );
    return entries.map((entry) => visible('packageContent', audience, entry));
  }

  async orders(userId: string) {
    const docs = await this.readStore.collection(PACKAGING_ORDERS).find({ owner_id: userId }, { sort: { created_at: -1 } });
    return docs.map(({ _id, owner_id: _owner, ...rest }) => ({ id: _id, ...rest }));
  }

  /**
   * Where a package is: its own position, else the first of its contents' (items, then nested packages'), so a
   * package packed without a position still shows on a map.
   */
  private async locationOf(doc: PackageDoc, depth = 0): Promise<string | null> {
    if (doc.location) return doc.location;
    if (depth > 2) return null;
    for (const entry of doc.content_data) {
      if (entry.type === 'item') {
        const item = await this.items.find(entry.id);
        if (item?.location) return item.location;
      }
    }
    for (const entry of doc.content_data) {
      if (entry.type !== 'package') continue;
      const inner = await this.find(entry.id);
      const found = inner && (await this.locationOf(inner, depth + 1));
      if (found) return found;
    }
    return null;
  }

  private async render(doc: PackageDoc, audience: Audience) {
    const owner = await this.users.byId(doc.owner_id);
    return visible('package', audience, {
      id: doc.display_id,
      display_id: doc.display_id,
      brand_name: doc.brand_name,
      total_product: doc.total_product,
      manufecture_date: doc.manufecture_date,
      expire_date: doc.expire_date,
      details: doc.details,
      location: await this.locationOf(doc),
      address_location: doc.address_location || null,
      created_at: doc.created_at,
      updated_at: doc.updated_at,
      level: doc.level,
      items_count: doc.items_count,
      packages_count: doc.packages_count,
      total_items: doc.total_items,
      packed_in: doc.packed_in || null,
      package_owner: { id: doc.owner_id, fullname: owner?.fullname ?? '' },
      packegecontent: { content_data: doc.content_data },
    });
  }
}
