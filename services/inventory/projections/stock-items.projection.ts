import type { CustodyEvent } from '../../custody/custody.public';
import { RecordedEvent } from '../../platform/event-store/event-store.port';
import { idOf, isStreamOf } from '../../platform/event-store/streams.rules';
import { Projection } from '../../platform/projections/projection.types';
import { ProjectionWriter } from '../../platform/read-store/read-store.port';
import { setFields, snakeFields, upsert } from '../../platform/projections/upsert.helper';

export const STOCK_ITEMS = 'stock_items';

export interface StockItemDoc {
  _id: string;
  display_id: string;
  product_id: string;
  owner_id: string;
  location: string;
  address_location: string;
  created_at: string;
  batch?: string;
  status?: string;
  manufecture_date?: string;
  expire_date?: string;
  warranty?: string;
  /** Display id of the package holding it, '' when loose. */
  packed_in: string;
  /** Owners in the order they came; the newest is last. */
  owners: { owner_id: string; from_date: string }[];
  [key: string]: unknown;
}

async function ownerChanged(event: Pick<RecordedEvent, 'stream' | 'metadata'>, newOwnerId: string, w: ProjectionWriter): Promise<void> {
  await w.updateOne(
    STOCK_ITEMS,
    { _id: idOf(event.stream) },
    { $set: { owner_id: newOwnerId }, $push: { owners: { owner_id: newOwnerId, from_date: event.metadata.time } } },
  );
}

/** Stock items with their current owner and owner history. */
export const stockItemsProjection: Projection<CustodyEvent> = {
  name: 'inventory.stock-items',
  collections: [STOCK_ITEMS],
  // `owners.owner_id` (multikey): the items a user is a party to, for the explorer.
  // Pages: the owner's items newest first, all of them or of one product (getitems).
  indexes: [
    {
      collection: STOCK_ITEMS,
      fields: ['owner_id', 'product_id', 'owners.owner_id'],
      pages: [
        { equal: ['owner_id'], sort: { created_at: -1, _id: -1 } },
        { equal: ['owner_id', 'product_id'], sort: { created_at: -1, _id: -1 } },
      ],
    },
  ],
  handlers: {
    async StockItemRegistered(event, w) {
      const d = event.data;
      await upsert(w, STOCK_ITEMS, d.displayId, {
        ...snakeFields(d, 'displayId', 'productId', 'ownerId', 'location', 'addressLocation'),
        created_at: event.metadata.time,
        owners: [{ owner_id: d.ownerId, from_date: event.metadata.time }],
        packed_in: '',
      });
    },
    async OwnershipApproved(event, w) {
      if (!isStreamOf('stockItem', event.stream)) return;
      await ownerChanged(event, event.data.newOwnerId, w);
    },
    async StockItemBatchRecorded(event, w) {
      const d = event.data;
      await setFields(w, STOCK_ITEMS, idOf(event.stream), snakeFields(d, 'batch', 'status', 'manufectureDate', 'expireDate', 'warranty'));
    },
    async StockItemHandedOver(event, w) {
      await ownerChanged(event, event.data.toOwnerId, w);
    },
    async OwnershipTransferredWithPackage(event, w) {
      if (!isStreamOf('stockItem', event.stream)) return;
      await ownerChanged(event, event.data.toOwnerId, w);
    },
    async OwnershipDelivered(event, w) {
      if (!isStreamOf('stockItem', event.stream)) return;
      await ownerChanged(event, event.data.toOwnerId, w);
    },
    async PackedIntoPackage(event, w) {
      if (!isStreamOf('stockItem', event.stream)) return;
      await w.updateOne(STOCK_ITEMS, { _id: idOf(event.stream) }, { $set: { packed_in: event.data.packageId } });
    },
    async ReleasedFromPackage(event, w) {
      if (!isStreamOf('stockItem', event.stream)) return;
      await w.updateOne(STOCK_ITEMS, { _id: idOf(event.stream) }, { $set: { packed_in: '' } });
    },
  },
};
