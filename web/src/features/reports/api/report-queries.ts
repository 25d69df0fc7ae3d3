import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api-types';

export type Dashboard = ApiAnswer<'/api/product/matrix'>;
export type InventoryReport = ApiAnswer<'/api/reports/inventory'>;
export type LogisticsReport = ApiAnswer<'/api/reports/logistics'>;
export type Activity = ApiAnswer<'/api/reports/activities'>[number];

export type ItemState = InventoryReport['by_status'][number]['status'];
export type ProductCount = InventoryReport['by_product'][number];
export type MonthCount = InventoryReport['by_month'][number];
export type ShipmentRow = LogisticsReport['TransportDetailsArray'][number];
export type ShipmentStatus = ShipmentRow['status'];

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
