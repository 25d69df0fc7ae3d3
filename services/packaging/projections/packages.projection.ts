import type { CustodyEvent } from '../../custody/custody.public';
import { RecordedEvent } from '../../platform/event-store/event-store.port';
import { idOf, isStreamOf } from '../../platform/event-store/streams.rules';
import { Projection } from '../../platform/projections/projection.types';
import { ProjectionWriter } from '../../platform/read-store/read-store.port';
import { PackagingOrderEvent } from '../domain/packaging.events';
import { setFields, snakeFields, upsert } from '../../platform/projections/upsert.helper';

export const PACKAGES = 'packages';
export const PACKAGING_ORDERS = 'packaging_orders';

export interface ContentEntryDoc {
  type: 'item' | 'package';
  id: string;
}

export interface PackageDoc {
  _id: string;
  display_id: string;
  owner_id: string;
  brand_name: string;
  total_product: number;
  manufecture_date: string;
  expire_date: string;
  details: string;
  location: string;
  address_location: string;
  created_at: string;
  updated_at: string;
  content_data: ContentEntryDoc[];
  packed_in: string;
  /** Items directly inside, level-1 packages directly inside, and items at any depth. */
  items_count: number;
  packages_count: number;
  total_items: number;
  level: 1 | 2;
  owners: { owner_id: string; from_date: string }[];
  [key: string]: unknown;
}

const isPackageStream = (event: Pick<RecordedEvent, 'stream'>) => isStreamOf('package', event.stream);

/** Counts and level from the contents, using the (sealed) child packages' own counts. */
async function recount(w: ProjectionWriter, packageId: string): Promise<void> {
  const doc = await w.findOne<PackageDoc>(PACKAGES, { _id: packageId });
  if (!doc) return;
  const childIds = doc.content_data.filter((c) => c.type === 'package').map((c) => c.id);
  const children = childIds.length ? await w.find<PackageDoc>(PACKAGES, { _id: { $in: childIds } }) : [];
  const items = doc.content_data.filter((c) => c.type === 'item').length;
  await setFields(w, PACKAGES, packageId, {
    items_count: items,
    packages_count: childIds.length,
    total_items: items + children.reduce((sum, c) => sum + c.total_items, 0),
    level: childIds.length > 0 ? 2 : 1,
  });
}

async function ownerChanged(event: Pick<RecordedEvent, 'stream' | 'metadata'>, newOwnerId: string, w: ProjectionWriter): Promise<void> {
  if (!isPackageStream(event)) return;
  await w.updateOne(
    PACKAGES,
    { _id: idOf(event.stream) },
    {
      $set: { owner_id: newOwnerId, updated_at: event.metadata.time },
      $push: { owners: { owner_id: newOwnerId, from_date: event.metadata.time } },
    },
  );
}

/** A package's descriptive details: set at its creation, replaced by each update. */
const DETAILS = ['brandName', 'totalProduct', 'manufectureDate', 'expireDate', 'details'] as const;

/** Packages with their contents, level, counts, container and owner history; outsourced orders. */
export const packagesProjection: Projection<CustodyEvent | PackagingOrderEvent> = {
  name: 'packaging.packages',
  collections: [PACKAGES, PACKAGING_ORDERS],
  indexes: [
    // `owners.owner_id` (multikey): the packages a user is a party to, for the explorer.
    { collection: PACKAGES, fields: ['owner_id', 'owners.owner_id'] },
    { collection: PACKAGING_ORDERS, fields: ['owner_id'] },
  ],
  handlers: {
    async PackageCreated(event, w) {
      const d = event.data;
      await upsert(w, PACKAGES, d.displayId, {
        ...snakeFields(d, 'displayId', 'ownerId', ...DETAILS, 'location', 'addressLocation'),
        created_at: event.metadata.time,
        updated_at: event.metadata.time,
        content_data: [],
        packed_in: '',
        items_count: 0,
        packages_count: 0,
        total_items: 0,
        level: 1,
        owners: [{ owner_id: d.ownerId, from_date: event.metadata.time }],
      });
    },
    async PackageDetailsUpdated(event, w) {
      const d = event.data;
      await setFields(w, PACKAGES, idOf(event.stream), { ...snakeFields(d, ...DETAILS), updated_at: event.metadata.time });
    },
    async PackageContentsAdded(event, w) {
      const entries = event.data.entries;
      await w.updateOne(PACKAGES, { _id: idOf(event.stream) }, { $push: { content_data: { $each: entries } } });
      await recount(w, idOf(event.stream));
    },
    async PackageUnpacked(event, w) {
      const ids = event.data.entries.map((e) => e.id);
      await w.updateOne(PACKAGES, { _id: idOf(event.stream) }, { $pull: { content_data: { id: { $in: ids } } } });
      await recount(w, idOf(event.stream));
    },
    async PackedIntoPackage(event, w) {
      if (isPackageStream(event)) await w.updateOne(PACKAGES, { _id: idOf(event.stream) }, { $set: { packed_in: event.data.packageId } });
    },
    async ReleasedFromPackage(event, w) {
      if (isPackageStream(event)) await w.updateOne(PACKAGES, { _id: idOf(event.stream) }, { $set: { packed_in: '' } });
    },
    async OwnershipApproved(event, w) {
      await ownerChanged(event, event.data.newOwnerId, w);
    },
    async OwnershipTransferredWithPackage(event, w) {
      await ownerChanged(event, event.data.toOwnerId, w);
    },
    async OwnershipDelivered(event, w) {
      await ownerChanged(event, event.data.toOwnerId, w);
    },
    async PackagingOrderPlaced(event, w) {
      const d = event.data;
      await upsert(w, PACKAGING_ORDERS, d.orderId, {
        ...snakeFields(d, 'ownerId', 'vendorName', 'vendorContact', 'quantity', 'packagingType', 'address', 'notes'),
        created_at: event.metadata.time,
      });
    },
  },
};
