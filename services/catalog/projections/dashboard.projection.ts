import { RecordedEvent } from '../../platform/event-store/event-store.port';
import { categoryOf } from '../../platform/event-store/streams';
import { Projection } from '../../platform/projections/projection';
import { ProjectionWriter } from '../../platform/read-store/read-store.port';

export const DASHBOARD = 'catalog_dashboard';
const DASHBOARD_REQUESTS = 'catalog_dashboard_requests';

/** The dashboard figures of one user, kept as counters so `/product/matrix` is a lookup. */
export interface DashboardDoc {
  _id: string;
  products?: number;
  stock_items?: number;
  packages?: number;
  pending_inventory?: number;
  pending_package?: number;
  /** Stock items the user registered, by month of registration (`YYYY-MM`). */
  items_by_month?: Record<string, number>;
  [key: string]: unknown;
}

interface RequestDoc {
  _id: string;
  owner_id: string;
  counter: 'pending_inventory' | 'pending_package';
  pending: boolean;
  [key: string]: unknown;
}

type Counter = 'products' | 'stock_items' | 'packages' | 'pending_inventory' | 'pending_package';

async function add(w: ProjectionWriter, userId: string, counter: Counter | `items_by_month.${string}`, by: number): Promise<void> {
  if (!userId) return;
  await w.updateOne(DASHBOARD, { _id: userId }, { $inc: { [counter]: by } }, { upsert: true });
}

/** Stock items and packages change owner through several events; the stream says which it is. */
const holdingOf = (stream: string): Counter | undefined =>
  categoryOf(stream) === 'stockitem' ? 'stock_items' : categoryOf(stream) === 'package' ? 'packages' : undefined;

async function moved(event: RecordedEvent, from: string, to: string, w: ProjectionWriter): Promise<void> {
  const counter = holdingOf(event.stream);
  if (!counter || from === to) return;
  await add(w, from, counter, -1);
  await add(w, to, counter, 1);
}

async function decided(event: RecordedEvent, w: ProjectionWriter): Promise<void> {
  const requestId = event.data.requestId as string;
  const request = await w.findOne<RequestDoc>(DASHBOARD_REQUESTS, { _id: requestId });
  if (!request?.pending) return;
  await w.updateOne(DASHBOARD_REQUESTS, { _id: requestId }, { $set: { pending: false } });
  await add(w, request.owner_id, request.counter, -1);
}

/**
 * Dashboard figures per user, from the events of every context (it reads only its own collections):
 * products registered, stock items and packages held now, stock items registered per month, and
 * ownership requests waiting for the user's decision.
 */
export const dashboardProjection: Projection = {
  name: 'catalog.dashboard',
  collections: [DASHBOARD, DASHBOARD_REQUESTS],
  handlers: {
    async ProductRegistered(event, w) {
      await add(w, event.data.ownerId as string, 'products', 1);
    },
    async StockItemRegistered(event, w) {
      const owner = event.data.ownerId as string;
      await add(w, owner, 'stock_items', 1);
      await add(w, owner, `items_by_month.${event.metadata.time.slice(0, 7)}`, 1);
    },
    async PackageCreated(event, w) {
      await add(w, event.data.ownerId as string, 'packages', 1);
    },
    async StockItemHandedOver(event, w) {
      await moved(event, event.data.fromOwnerId as string, event.data.toOwnerId as string, w);
    },
    async OwnershipTransferredWithPackage(event, w) {
      await moved(event, event.data.fromOwnerId as string, event.data.toOwnerId as string, w);
    },
    async OwnershipRequested(event, w) {
      const owner = event.data.ownerId as string;
      const counter = categoryOf(event.stream) === 'package' ? 'pending_package' : 'pending_inventory';
      await w.updateOne(
        DASHBOARD_REQUESTS,
        { _id: event.data.requestId as string },
        { $set: { owner_id: owner, counter, pending: true } },
        { upsert: true },
      );
      await add(w, owner, counter, 1);
    },
    async OwnershipApproved(event, w) {
      await decided(event, w);
      await moved(event, event.data.previousOwnerId as string, event.data.newOwnerId as string, w);
    },
    async OwnershipRejected(event, w) {
      await decided(event, w);
    },
  },
};
