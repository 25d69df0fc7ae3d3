/**
 * What one stock item or package adds to its users' report figures, as a pure function of the report's own
 * view of it. A projection keeps that view per item, and on every change adds the difference between the
 * figures after and before to the users' counters: no figure is ever recomputed from the items.
 */

/** Where an owned stock item is, one state each (a packed item in a warehouse counts as in the warehouse). */
export type ItemState = 'in_stock' | 'packed' | 'in_warehouse' | 'in_transit';
export const ITEM_STATES: ItemState[] = ['in_stock', 'packed', 'in_warehouse', 'in_transit'];

/** The report's view of one stock item or package (its own read model, `report_subjects`). */
export interface SubjectView {
  kind: 'item' | 'package';
  owner_id: string;
  /** Everyone who ever held it (registrant first): those who no longer do count it as `transferred`. */
  holders: string[];
  /** `YYYY-MM` (UTC) the current owner got it: registration, or the hand-over that made them owner. */
  since: string;
  /** Items: the product. */
  product_id?: string;
  /** Display id of the package it is inside, '' when loose. */
  packed_in: string;
  /** Warehouse id it is checked into (directly or with its package), '' when none. */
  warehouse: string;
  in_transit: boolean;
  /** Items: `YYYY-MM-DD` it expires / its warranty ends (the batch's dates, else the product's), '' when unknown. */
  expire?: string;
  warranty?: string;
  /** Packages: how many packages it holds directly (level 2 when any). */
  holds_packages?: number;
}

export type Figures = Map<string, Map<string, number>>;

export function itemState(s: Pick<SubjectView, 'in_transit' | 'warehouse' | 'packed_in'>): ItemState {
  if (s.in_transit) return 'in_transit';
  if (s.warehouse) return 'in_warehouse';
  if (s.packed_in) return 'packed';
  return 'in_stock';
}

/**
 * The counters (field paths of the user's `report_figures` document) that one subject adds 1 to, per user.
 * Inventory-report counters are bucketed by the month the owner got the item (`inv.<month>.…`), so a
 * `from`/`to` range is a sum over a few months of one document.
 */
export function figuresOf(s: SubjectView | undefined): Figures {
  const out: Figures = new Map();
  if (!s || !s.owner_id) return out;
  const add = (user: string, key: string) => {
    let keys = out.get(user);
    if (!keys) out.set(user, (keys = new Map()));
    keys.set(key, (keys.get(key) ?? 0) + 1);
  };
  const owner = s.owner_id;
  if (s.kind === 'package') {
    add(owner, (s.holds_packages ?? 0) > 0 ? 'packages.level2' : 'packages.level1');
    return out;
  }
  const state = itemState(s);
  const product = s.product_id ?? 'unknown';
  const month = `inv.${s.since}`;
  add(owner, `items.${state}`);
  add(owner, `items_by_product.${product}`);
  add(owner, `${month}.total`);
  add(owner, `${month}.product.${product}`);
  add(owner, `${month}.status.${state}`);
  if (s.expire) add(owner, `${month}.expires.${s.expire}.${product}`);
  if (s.warranty) add(owner, `${month}.warranty.${s.warranty}.${product}`);
  if (s.warehouse) add(owner, `${month}.warehouse.${s.warehouse}`);
  // The logistics report's packed count: packed wherever the package is (the state above says where).
  if (s.packed_in) add(owner, `${month}.packed`);
  for (const holder of new Set(s.holders)) if (holder && holder !== owner) add(holder, 'items.transferred');
  return out;
}

/** after − before, per user, without the zeros: the `$inc` each user's document needs. */
export function figureChanges(before: Figures, after: Figures): Map<string, Record<string, number>> {
  const changes = new Map<string, Record<string, number>>();
  const diff = (user: string) => {
    const inc: Record<string, number> = {};
    let any = false;
    const b = before.get(user);
    const a = after.get(user);
    if (b) {
      for (const [key, was] of b) {
        const delta = (a?.get(key) ?? 0) - was;
        if (delta !== 0) {
          inc[key] = delta;
          any = true;
        }
      }
    }
    if (a) {
      for (const [key, now] of a) {
        if (!b?.has(key)) {
          inc[key] = now;
          any = true;
        }
      }
    }
    if (any) changes.set(user, inc);
  };
  for (const user of before.keys()) diff(user);
  for (const user of after.keys()) if (!before.has(user)) diff(user);
  return changes;
}

/** A date as `YYYY-MM-DD` when it is one (dates become field names, so nothing else gets through). */
export function dayOf(value: unknown): string {
  const text = typeof value === 'string' ? value.trim().slice(0, 10) : '';
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : '';
}
