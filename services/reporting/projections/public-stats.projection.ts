import type { CustodyEvent } from '../../custody/custody.public';
import type { UserEvent } from '../../identity/identity.public';
import { Projection } from '../../platform/projections/projection.types';
import { ProjectionWriter } from '../../platform/read-store/read-store.port';

export const PUBLIC_STATS = 'public_stats';
export const PUBLIC_STATS_ID = 'totals';

export interface PublicStatsDoc {
  _id: string;
  /** Accounts registered. */
  companies?: number;
  /** Stock items registered plus packages created. */
  inventories?: number;
  /** Ownership requests made plus direct hand-overs: each one a tracked change of hands. */
  trackings?: number;
  [key: string]: unknown;
}

const count = (field: 'companies' | 'inventories' | 'trackings') => async (_event: unknown, w: ProjectionWriter) =>
  w.updateOne(PUBLIC_STATS, { _id: PUBLIC_STATS_ID }, { $inc: { [field]: 1 } }, { upsert: true });

/** The landing page's headline figures, counted as events happen so the public query is one lookup. */
export const publicStatsProjection: Projection<UserEvent | CustodyEvent> = {
  name: 'reporting.public-stats',
  collections: [PUBLIC_STATS],
  handlers: {
    UserRegistered: count('companies'),
    StockItemRegistered: count('inventories'),
    PackageCreated: count('inventories'),
    OwnershipRequested: count('trackings'),
    StockItemHandedOver: count('trackings'),
  },
};
