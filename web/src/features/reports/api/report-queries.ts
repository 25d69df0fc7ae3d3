import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ItemState = 'in_stock' | 'packed' | 'in_warehouse' | 'in_transit';
export type ProductCount = { product: string; name: string; count: number };
export type MonthCount = { month: string; count: number };

export type Dashboard = {
  total_products: number;
  inventories: { total: number; in_stock: number; packed: number; in_warehouse: number; in_transit: number; transferred: number };
  packages: { total: number; level1: number; level2: number };
  products_by_month: MonthCount[];
  items_by_product: ProductCount[];
  ownership: { received_pending: number; sent_pending: number; transfers_30d: number };
  counterfeit_reports_30d: number;
  transfers_by_month: { month: string; received: number; sent: number }[];
};

export type InventoryReport = {
  range: { from: string; to: string };
  by_product: ProductCount[];
  by_status: { status: ItemState; count: number }[];
  by_month: MonthCount[];
  expiring_90d: { count: number; until: string; by_product: ProductCount[] };
  under_warranty: { count: number; by_product: ProductCount[] };
  by_warehouse: { warehouse: string; name: string; count: number }[];
};

export type ShipmentStatus = 'planned' | 'in_transit' | 'delivered';
export type ShipmentRow = {
  id: string;
  display_id: string;
  mode: string;
  status: ShipmentStatus;
  items: number;
  destination: string;
  planned_at: string;
  dispatched_at: string | null;
  delivered_at: string | null;
};

export type LogisticsReport = {
  range: { from: string; to: string };
  PackedItemCount: number;
  WareHouseItemCount: number;
  TransportedItemCount: number;
  TransportDetailsArray: ShipmentRow[];
  by_mode: { mode: string; count: number }[];
  by_status: { status: ShipmentStatus; count: number }[];
  deliveries_by_month: { month: string; count: number; received: number }[];
};

export type Activity = {
  id: string;
  at: string;
  type: string;
  summary: string;
  display_id?: string;
  count: number;
  actor: { id: string; fullname: string; you: boolean } | null;
};

/** `YYYY-MM` months (UTC), both optional: the server defaults to everything up to this month. */
export type MonthRange = { from?: string; to?: string };

export const ACTIVITY_PAGE = 20;

export const reportKeys = {
  all: ['reports'] as const,
  dashboard: () => [...reportKeys.all, 'dashboard'] as const,
  inventories: () => [...reportKeys.all, 'inventory'] as const,
  inventory: (range: MonthRange) => [...reportKeys.inventories(), { from: range.from ?? null, to: range.to ?? null }] as const,
  logistics: () => [...reportKeys.all, 'logistics'] as const,
  logisticsRange: (range: MonthRange) => [...reportKeys.logistics(), { from: range.from ?? null, to: range.to ?? null }] as const,
  activities: () => [...reportKeys.all, 'activities'] as const,
  activityFeed: (limit: number) => [...reportKeys.activities(), 'feed', limit] as const,
};

/** The query keys a `report:updated {report}` message makes stale. */
export function reportKeysFor(report: string | undefined): readonly (readonly unknown[])[] {
  switch (report) {
    case 'dashboard':
      return [reportKeys.dashboard()];
    case 'inventory':
      return [reportKeys.inventories()];
    case 'logistics':
      return [reportKeys.logistics()];
    case 'activities':
      return [reportKeys.activities()];
    default:
      return [];
  }
}

export const reportQueries = {
  dashboard: () => queryOptions({ queryKey: reportKeys.dashboard(), queryFn: () => api.get<Dashboard>('/product/matrix') }),
  inventory: (range: MonthRange) =>
    queryOptions({
      queryKey: reportKeys.inventory(range),
      queryFn: () => api.get<InventoryReport>('/reports/inventory', { query: { from: range.from, to: range.to } }),
      placeholderData: keepPreviousData,
    }),
  logistics: (range: MonthRange) =>
    queryOptions({
      queryKey: reportKeys.logisticsRange(range),
      queryFn: () => api.get<LogisticsReport>('/reports/logistics', { query: { from: range.from, to: range.to } }),
      placeholderData: keepPreviousData,
    }),
  /** The newest entries only (the dashboard's "latest activity"). */
  latestActivity: (limit: number) =>
    queryOptions({
      queryKey: [...reportKeys.activities(), 'latest', limit] as const,
      queryFn: () => api.get<Activity[]>('/reports/activities', { query: { limit } }),
    }),
  /** The whole timeline, a page at a time (each page starts before the last entry of the previous one). */
  activityFeed: (limit = ACTIVITY_PAGE) =>
    infiniteQueryOptions({
      queryKey: reportKeys.activityFeed(limit),
      queryFn: ({ pageParam }) =>
        api.get<Activity[]>('/reports/activities', { query: { limit, before: pageParam || undefined } }),
      initialPageParam: '',
      getNextPageParam: (last: Activity[]) => (last.length === limit ? last[last.length - 1]!.id : undefined),
    }),
};
