import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { DASHBOARD, DashboardDoc } from '../projections/dashboard.projection';

export class GetDashboardQuery {
  constructor(
    readonly userId: string,
    /** The clock's now: the monthly series ends with this month. */
    readonly now: Date,
  ) {}
}

export interface Dashboard {
  products: number;
  stock_items: number;
  packages: number;
  pending_requests: { inventory: number; package: number; total: number };
  /** Stock items the user registered per month, the last 12 months, oldest first. */
  items_by_month: { month: string; count: number }[];
}

/** The last `n` months as `YYYY-MM`, oldest first, ending with the month of `now` (UTC). */
export function lastMonths(now: Date, n = 12): string[] {
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (n - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** The signed-in user's dashboard figures: one document lookup (see dashboard.projection.ts). */
@QueryHandler(GetDashboardQuery)
export class GetDashboardHandler implements IQueryHandler<GetDashboardQuery, Dashboard> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ userId, now }: GetDashboardQuery): Promise<Dashboard> {
    const doc = (await this.readStore.collection<DashboardDoc>(DASHBOARD).findOne({ _id: userId })) ?? { _id: userId };
    const inventory = doc.pending_inventory ?? 0;
    const pkg = doc.pending_package ?? 0;
    return {
      products: doc.products ?? 0,
      stock_items: doc.stock_items ?? 0,
      packages: doc.packages ?? 0,
      pending_requests: { inventory, package: pkg, total: inventory + pkg },
      items_by_month: lastMonths(now).map((month) => ({ month, count: doc.items_by_month?.[month] ?? 0 })),
    };
  }
}
