import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import {
  COUNTERFEIT_COMPLAINTS,
  COUNTERFEIT_TOTALS,
  ComplaintDoc,
  CounterfeitTotalsDoc,
  REASON_KEYS,
} from '../projections/counterfeit-report.projection';

const NEWEST_FIRST = { reported_at: -1, _id: -1 } as const;
const LATEST = 5;

/** Complaints and the counterfeit report of one signed-in user (as brand or current owner). */
@Injectable()
export class CounterfeitReportViews {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async count(userId: string): Promise<number> {
    return this.readStore.collection(COUNTERFEIT_COMPLAINTS).count({ audience: userId });
  }

  /** Newest first, a page at a time. */
  async complaints(userId: string, page: { skip: number; limit: number }) {
    const docs = await this.readStore
      .collection<ComplaintDoc>(COUNTERFEIT_COMPLAINTS)
      .find({ audience: userId }, { sort: NEWEST_FIRST, skip: page.skip, limit: page.limit });
    return docs.map((doc) => complaintView(doc, userId));
  }

  async audienceOf(complaintId: string): Promise<string[]> {
    const doc = await this.readStore.collection<ComplaintDoc>(COUNTERFEIT_COMPLAINTS).findOne({ _id: complaintId });
    return doc?.audience ?? [];
  }

  async hasComplaints(displayId: string): Promise<boolean> {
    return (await this.readStore.collection(COUNTERFEIT_COMPLAINTS).count({ display_id: displayId })) > 0;
  }

  /** Totals by reason (all four, in the order offered) and by month (oldest first), and the latest reports. */
  async summary(userId: string) {
    const [totals, latest] = await Promise.all([
      this.readStore.collection<CounterfeitTotalsDoc>(COUNTERFEIT_TOTALS).findOne({ _id: userId }),
      this.complaints(userId, { skip: 0, limit: LATEST }),
    ]);
    const byMonth = Object.entries(totals?.by_month ?? {})
      .filter(([, n]) => n > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, count]) => ({ month, count }));
    return {
      report: 'counterfeit',
      total: totals?.total ?? 0,
      by_reason: Object.entries(REASON_KEYS).map(([reason, key]) => ({ reason, count: totals?.by_reason?.[key] ?? 0 })),
      by_month: byMonth,
      latest,
    };
  }
}

function complaintView(doc: ComplaintDoc, userId: string) {
  return {
    id: doc._id,
    // The complaint's own field names (address, item, query), and plainer aliases.
    item: doc.display_id,
    display_id: doc.display_id,
    kind: doc.kind,
    query: doc.reason,
    reason: doc.reason,
    address: doc.address,
    created_at: doc.reported_at,
    status: doc.status,
    /** How the signed-in user relates to the item: its brand (registered it), its current owner, or both. */
    relation: doc.brand_id === userId ? (doc.owner_id === userId ? 'brand_owner' : 'brand') : 'owner',
  };
}
