import { Inject, Injectable } from '@nestjs/common';
import { UserDirectory } from '../../identity/identity.public';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { COUNTERFEIT_TOTALS, CounterfeitTotalsDoc } from '../projections/counterfeit-report.projection';
import {
  ACTIVITY_PAGE_SIZE,
  ActivityEntry,
  ActivityHeadDoc,
  ActivityPageDoc,
  FiguresDoc,
  ProductNameDoc,
  REPORT_REQUESTS,
  REPORT_SHIPMENTS,
  REPORT_SUBJECTS,
  REPORT_WAREHOUSES,
  ShipmentMonthDoc,
  WarehouseNameDoc,
  shipmentMonthId,
  RequestDoc,
  SubjectDoc,
  REPORT_ACTIVITY_HEADS,
  REPORT_ACTIVITY_PAGES,
  REPORT_FIGURES,
  REPORT_PRODUCTS,
  activityPageId,
} from '../projections/reports.projection';
import { ITEM_STATES } from '../projections/subject-figures.rules';
import { addMonths, dayAfter, lastDays, lastMonths, monthOfDate, monthsBetween } from './report-months.rules';

/** The longest `from`–`to` range of a report, in months. */
export const MAX_RANGE_MONTHS = 120;
/** Shipments listed by the logistics report at most (newest first). */
export const SHIPMENTS_SHOWN = 500;
const SHIPMENT_STATUSES = ['planned', 'in_transit', 'delivered'] as const;
/** Days ahead that count as "expiring soon". */
export const EXPIRING_DAYS = 90;

export interface MonthRange {
  from?: string;
  to?: string;
}

type Named = { product: string; name: string; count: number };

const sum = (values: Iterable<number | undefined>) => {
  let total = 0;
  for (const v of values) total += v ?? 0;
  return total;
};

/** Entries of a counter map with a positive count, largest first (ties by key, so the order is stable). */
function positive(map: Record<string, number> | undefined): [string, number][] {
  return Object.entries(map ?? {})
    .filter(([, n]) => n > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}

/**
 * The dashboard, inventory report and activity timeline of one signed-in user. Every answer is a lookup
 * of the user's documents (`report_figures`, the counterfeit totals, the newest activity pages) plus the
 * names of the products and users they mention; nothing here reads items or events.
 */
@Injectable()
export class ReportViews {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly users: UserDirectory,
  ) {}

  private figures(userId: string): Promise<FiguresDoc | null> {
    return this.readStore.collection<FiguresDoc>(REPORT_FIGURES).findOne({ _id: userId });
  }

  private async productNames(ids: Iterable<string>): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const docs = await this.readStore.collection<ProductNameDoc>(REPORT_PRODUCTS).find({ _id: { $in: unique } });
    return new Map(docs.map((d) => [d._id, d.name]));
  }

  private async named(counts: [string, number][]): Promise<Named[]> {
    const names = await this.productNames(counts.map(([id]) => id));
    return counts.map(([product, count]) => ({ product, name: names.get(product) ?? 'Unknown product', count }));
  }

  /** The registrant and the current owner of an item or package (whose reports a complaint about it changes). */
  async partiesOfSubject(displayId: string): Promise<string[]> {
    const s = await this.readStore.collection<SubjectDoc>(REPORT_SUBJECTS).findOne({ _id: displayId });
    return s ? [s.holders[0], s.owner_id] : [];
  }

  /** Both sides of an ownership request. */
  async partiesOfRequest(requestId: string): Promise<string[]> {
    const r = await this.readStore.collection<RequestDoc>(REPORT_REQUESTS).findOne({ _id: requestId });
    return r ? [r.requester_id, r.owner_id] : [];
  }

  /** `/product/matrix`: the headline figures and the dashboard's series. */
  async dashboard(userId: string, now: Date) {
    const [doc, counterfeit] = await Promise.all([
      this.figures(userId),
      this.readStore.collection<CounterfeitTotalsDoc>(COUNTERFEIT_TOTALS).findOne({ _id: userId }),
    ]);
    const f = doc ?? ({ _id: userId } as FiguresDoc);
    const items = f.items ?? {};
    const level1 = f.packages?.level1 ?? 0;
    const level2 = f.packages?.level2 ?? 0;
    const last30 = lastDays(now, 30);
    const months = lastMonths(now);
    return {
      total_products: f.products ?? 0,
      inventories: {
        total: sum(ITEM_STATES.map((s) => items[s])),
        in_stock: items.in_stock ?? 0,
        packed: items.packed ?? 0,
        in_warehouse: items.in_warehouse ?? 0,
        in_transit: items.in_transit ?? 0,
        transferred: items.transferred ?? 0,
      },
      packages: { total: level1 + level2, level1, level2 },
      products_by_month: months.map((month) => ({ month, count: f.products_by_month?.[month] ?? 0 })),
      items_by_product: await this.named(positive(f.items_by_product)),
      ownership: {
        received_pending: f.received_pending ?? 0,
        sent_pending: f.sent_pending ?? 0,
        transfers_30d: sum(last30.map((day) => f.transfers_by_day?.[day])),
      },
      counterfeit_reports_30d: sum(last30.map((day) => counterfeit?.by_day?.[day])),
      transfers_by_month: months.map((month) => ({
        month,
        received: f.transfers_by_month?.[month]?.received ?? 0,
        sent: f.transfers_by_month?.[month]?.sent ?? 0,
      })),
    };
  }

  /**
   * `/reports/inventory`: the stock the user owns now, of the months they got it in `from`–`to` (UTC
   * `YYYY-MM`, both included; by default from the first such month to the current one).
   */
  async inventory(userId: string, range: MonthRange, now: Date) {
    const f = (await this.figures(userId)) ?? ({ _id: userId } as FiguresDoc);
    const { from, to, months } = this.rangeOf(range, Object.keys(f.inv ?? {}), now);
    const byProduct: Record<string, number> = {};
    const byStatus: Record<string, number> = {};
    const expiring: Record<string, number> = {};
    const warranty: Record<string, number> = {};
    const byWarehouse: Record<string, number> = {};
    const today = now.toISOString().slice(0, 10);
    const horizon = dayAfter(now, EXPIRING_DAYS);
    const addAll = (target: Record<string, number>, source: Record<string, number> | undefined) => {
      for (const [key, n] of Object.entries(source ?? {})) target[key] = (target[key] ?? 0) + n;
    };
    for (const month of months) {
      const m = f.inv?.[month];
      if (!m) continue;
      addAll(byProduct, m.product);
      addAll(byStatus, m.status);
      addAll(byWarehouse, m.warehouse);
      for (const [day, products] of Object.entries(m.expires ?? {})) if (day >= today && day <= horizon) addAll(expiring, products);
      for (const [day, products] of Object.entries(m.warranty ?? {})) if (day >= today) addAll(warranty, products);
    }
    const expiringByProduct = await this.named(positive(expiring));
    const warrantyByProduct = await this.named(positive(warranty));
    return {
      range: { from, to },
      by_product: await this.named(positive(byProduct)),
      by_status: ITEM_STATES.map((status) => ({ status, count: byStatus[status] ?? 0 })),
      by_month: months.map((month) => ({ month, count: f.inv?.[month]?.total ?? 0 })),
      expiring_90d: { count: sum(expiringByProduct.map((e) => e.count)), until: horizon, by_product: expiringByProduct },
      under_warranty: { count: sum(warrantyByProduct.map((e) => e.count)), by_product: warrantyByProduct },
      by_warehouse: await this.warehousesNamed(positive(byWarehouse)),
    };
  }

  private async warehousesNamed(counts: [string, number][]) {
    const docs = counts.length
      ? await this.readStore.collection<WarehouseNameDoc>(REPORT_WAREHOUSES).find({ _id: { $in: counts.map(([id]) => id) } })
      : [];
    const names = new Map(docs.map((d) => [d._id, d.name]));
    return counts.map(([warehouse, count]) => ({ warehouse, name: names.get(warehouse) ?? 'Unknown warehouse', count }));
  }

  /** The range of a report: `to` defaults to this month, `from` to the first month with any of `present`. */
  private rangeOf(range: MonthRange, present: string[], now: Date) {
    const to = range.to ?? monthOfDate(now);
    const earliest = addMonths(to, -(MAX_RANGE_MONTHS - 1));
    const first = [...present].sort()[0] ?? to;
    const from = range.from ?? (first >= to ? to : first < earliest ? earliest : first);
    return { from, to, months: monthsBetween(from, to) };
  }

  /**
   * `/reports/logistics`: packed and warehoused stock items the user owns now (of the months they got them,
   * like the inventory report), stock items dispatched and deliveries per month, and the shipments planned in
   * the range with their counts by mode and status; newest first, at most `SHIPMENTS_SHOWN` of them.
   */
  async logistics(userId: string, range: MonthRange, now: Date) {
    const f = (await this.figures(userId)) ?? ({ _id: userId } as FiguresDoc);
    const { from, to, months } = this.rangeOf(range, [...Object.keys(f.inv ?? {}), ...Object.keys(f.logi ?? {})], now);
    let packed = 0;
    let warehoused = 0;
    let transported = 0;
    const byMode: Record<string, number> = {};
    const byStatus: Record<string, number> = {};
    for (const month of months) {
      const inv = f.inv?.[month];
      packed += inv?.packed ?? 0;
      warehoused += sum(Object.values(inv?.warehouse ?? {}));
      const logi = f.logi?.[month];
      transported += logi?.transported ?? 0;
      for (const [mode, n] of Object.entries(logi?.mode ?? {})) byMode[mode] = (byMode[mode] ?? 0) + n;
      for (const [status, n] of Object.entries(logi?.status ?? {})) byStatus[status] = (byStatus[status] ?? 0) + n;
    }
    const docs = await this.readStore
      .collection<ShipmentMonthDoc>(REPORT_SHIPMENTS)
      .find({ _id: { $in: months.map((m) => shipmentMonthId(userId, m)) } });
    const shipments = docs
      .flatMap((doc) => Object.entries(doc.shipments ?? {}))
      .sort(([a, x], [b, y]) => y.planned_at.localeCompare(x.planned_at) || b.localeCompare(a))
      .slice(0, SHIPMENTS_SHOWN)
      .map(([id, s]) => ({
        id,
        display_id: s.display_id,
        mode: s.mode,
        status: s.status,
        items: s.items,
        destination: s.destination,
        planned_at: s.planned_at,
        dispatched_at: s.dispatched_at || null,
        delivered_at: s.delivered_at || null,
      }));
    return {
      range: { from, to },
      PackedItemCount: packed,
      WareHouseItemCount: warehoused,
      TransportedItemCount: transported,
      TransportDetailsArray: shipments,
      by_mode: positive(byMode).map(([mode, count]) => ({ mode, count })),
      by_status: SHIPMENT_STATUSES.map((status) => ({ status, count: byStatus[status] ?? 0 })),
      deliveries_by_month: months.map((month) => ({
        month,
        count: f.logi?.[month]?.deliveries ?? 0,
        received: f.logi?.[month]?.received ?? 0,
      })),
    };
  }

  /**
   * `/reports/activities`: newest first, `limit` entries older than the cursor `before` (an entry's `id`)
   * or than a time (ISO 8601); one or two page lookups for a cursor.
   */
  async activities(userId: string, limit: number, before?: { seq?: number; at?: string }) {
    const head = await this.readStore.collection<ActivityHeadDoc>(REPORT_ACTIVITY_HEADS).findOne({ _id: userId });
    if (!head) return [];
    let next = Math.min(head.seq, before?.seq !== undefined ? before.seq - 1 : head.seq);
    const found: ActivityEntry[] = [];
    const pages = this.readStore.collection<ActivityPageDoc>(REPORT_ACTIVITY_PAGES);
    // The newest entry lives in the head until the next one starts.
    const current = head.current;
    if (current && current.seq <= next && (!before?.at || current.at < before.at) && limit > 0) {
      found.push(current);
      next = current.seq - 1;
    }
    // A time cursor walks back page by page (each page is 100 entries); a bounded walk.
    for (let walked = 0; next >= 1 && found.length < limit && walked < 1_000; walked += 1) {
      const page = Math.floor((next - 1) / ACTIVITY_PAGE_SIZE);
      const doc = await pages.findOne({ _id: activityPageId(userId, page) });
      const entries = (doc?.entries ?? []).filter((e) => e.seq <= next && (!before?.at || e.at < before.at));
      found.push(...entries.sort((a, b) => b.seq - a.seq).slice(0, limit - found.length));
      next = page * ACTIVITY_PAGE_SIZE;
    }
    const people = await this.users.byIds(found.flatMap((e) => [e.actor_id, e.counterpart_id ?? '']));
    const products = await this.productNames(found.flatMap((e) => (e.product_id ? [e.product_id] : [])));
    // Never another user's e-mail: their name, else their company.
    const nameOf = (id?: string) => (id ? (people.get(id)?.fullname || people.get(id)?.company || 'A user') : 'A user');
    return found.map((e) => ({
      id: String(e.seq),
      at: e.at,
      type: e.type,
      summary: summaryOf(e, userId, nameOf, products.get(e.product_id ?? '') ?? 'a product'),
      ...(e.display_id ? { display_id: e.display_id } : {}),
      count: e.count,
      actor: e.actor_id ? { id: e.actor_id, fullname: nameOf(e.actor_id), you: e.actor_id === userId } : null,
    }));
  }
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The one-line summary of an entry, from the signed-in user's side. */
export function summaryOf(e: ActivityEntry, me: string, nameOf: (id?: string) => string, product: string): string {
  const id = e.display_id ?? '';
  const span = e.last_id && e.last_id !== id ? `${id} – ${e.last_id}` : id;
  const mine = e.actor_id === me;
  const actor = mine ? 'You' : nameOf(e.actor_id);
  const other = e.counterpart_id === me ? 'you' : nameOf(e.counterpart_id);
  switch (e.type) {
    case 'product_registered':
      return `You registered the product ${product}`;
    case 'registered':
      return `You registered ${plural(e.count, 'stock item')} of ${product} (${span})`;
    case 'batch_recorded':
      return `You recorded batch details of ${plural(e.count, 'stock item')} (${span})`;
    case 'package_created':
      return `You created the package ${id}`;
    case 'packed':
      return `You packed ${plural(e.count, 'entry', 'entries')} into ${id}`;
    case 'unpacked':
      return `You unpacked ${plural(e.count, 'entry', 'entries')} from ${id}`;
    case 'requested':
      return mine ? `You requested ownership of ${id} from ${other}` : `${actor} requested ownership of ${id}`;
    case 'approved':
      return mine ? `You approved ${other}'s request: ${id} is theirs now` : `${actor} approved your request: ${id} is yours now`;
    case 'rejected':
      return mine ? `You rejected ${other}'s request for ${id}` : `${actor} rejected your request for ${id}`;
    case 'request_closed':
      return e.detail === 'packed'
        ? `Your request for ${id} was closed: it was packed into a package`
        : `Your request for ${id} was closed: it went to someone else`;
    case 'handed_over':
      return mine ? `You handed ${id} over to ${other}` : `${actor} handed ${id} over to you`;
    case 'shipment_planned':
      return `You planned the shipment ${id} (${plural(e.count, 'stock item')})`;
    case 'shipped':
      return `You dispatched the shipment ${id} (${plural(e.count, 'stock item')})`;
    case 'shipment_delivered':
      return `The shipment ${id} was delivered${e.detail === 'warehouse' ? ' to your warehouse' : e.detail === 'next_owner' ? ' to its next owner' : e.detail === 'address' ? ' to its address' : ''}`;
    case 'delivered':
      return mine
        ? `You delivered ${plural(e.count, 'piece')} to ${other} (${span})`
        : `${actor} delivered ${plural(e.count, 'piece')} to you (${span})`;
    case 'counterfeit_reported':
      return `Suspected counterfeit reported for ${id}: ${e.detail ?? 'Others'}`;
    default:
      return `${actor}: ${e.type} ${id}`.trim();
  }
}
