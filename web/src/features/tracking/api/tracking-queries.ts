import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type Owner = { id?: string; fullname: string | null };

/** Public fields of an item or package (GET /api/tracking/{display_id}). */
export type TrackingDetails = {
  display_id: string;
  created_at: string;
  address_location: string | null;
  location: string | null;
  product?: { name: string; brand: string; images?: { image: string }[] } | null;
  owner?: Owner | null;
  brand_name?: string;
  package_owner?: Owner | null;
  packegecontent?: { content_data?: { type: 'item' | 'package'; id: string }[] } | null;
  level?: number;
  items_count?: number;
  packages_count?: number;
  total_items?: number;
  packed_in?: string | null;
  /** Where it is now; in transit, the shipment's reported positions, oldest first. */
  status?: 'in_stock' | 'in_warehouse' | 'in_transit' | 'delivered';
  route?: { location: string; recorded_at: string }[];
  /** Items whose product has warranty partners: until when, and who services it. */
  warranty?: { until: string | null; partners: { name: string; phone: string; email: string }[] };
};

export const trackingKeys = {
  all: ['tracking'] as const,
  detail: (displayId: string) => [...trackingKeys.all, displayId.toUpperCase()] as const,
  provenance: (displayId: string) => [...trackingKeys.all, displayId.toUpperCase(), 'provenance'] as const,
  logCheck: (displayId: string) => [...trackingKeys.all, displayId.toUpperCase(), 'log-check'] as const,
};

/** The item's hash-chained history (GET /api/provenance/{display_id}). */
export type Provenance = {
  display_id: string;
  verified: boolean;
  head_hash: string | null;
  length: number;
  events: unknown[];
};

export const trackingQueries = {
  detail: (displayId: string) =>
    queryOptions({
      queryKey: trackingKeys.detail(displayId),
      queryFn: () => api.get<TrackingDetails>(`/tracking/${encodeURIComponent(displayId)}`, { auth: false }),
    }),
  provenance: (displayId: string) =>
    queryOptions({
      queryKey: trackingKeys.provenance(displayId),
      queryFn: () => api.get<Provenance>(`/provenance/${encodeURIComponent(displayId)}`, { auth: false }),
    }),
  /** The browser's own check of the history against the signed log (never the server's word). */
  logCheck: (displayId: string) =>
    queryOptions({
      queryKey: trackingKeys.logCheck(displayId),
      // The proof checker (hashing, Merkle proofs) loads when a page asks for a check, not with every page.
      queryFn: () => import('../../../lib/transparency/log-check').then(({ checkHistory }) => checkHistory(displayId)),
      retry: 1,
    }),
};

export function complain(report: { address: string; item: string; query: string }) {
  return api.post('/inventory/complain', report, { auth: false });
}

/** Name shown for an item (product name) or a package (brand name). */
export function trackedName(details: TrackingDetails): string {
  return details.product?.name ?? details.brand_name ?? details.display_id;
}

export function trackedOwner(details: TrackingDetails): string | null {
  return details.owner?.fullname ?? details.package_owner?.fullname ?? null;
}
