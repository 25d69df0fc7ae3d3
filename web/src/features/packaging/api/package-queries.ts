import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ContentRef = { type: 'item' | 'package'; id: string };

export type Package = {
  id: string;
  display_id: string;
  brand_name: string;
  total_product: number;
  manufecture_date: string;
  expire_date: string;
  details: string;
  location: string | null;
  address_location: string | null;
  created_at: string;
  updated_at?: string;
  level: 1 | 2;
  items_count: number;
  packages_count: number;
  total_items: number;
  packed_in: string | null;
  package_owner: { id: string; fullname: string };
  packegecontent: { content_data: ContentRef[] };
};

export type PackageFields = {
  brand_name: string;
  total_product: number;
  manufecture_date: string;
  expire_date: string;
  details?: string;
  location?: string;
  address_location?: string;
};

/** An entry of getpackagecontent: a stock item (with its product) or a nested package. */
export type ContentEntry = ContentRef & {
  display_id: string;
  brand_name?: string;
  items_count?: number;
  level?: number;
  product?: { name: string; brand: string; images?: { image: string }[] } | null;
  created_at?: string | null;
};

export type OutsourceOrder = {
  id: string;
  vendor_name: string;
  vendor_contact: string;
  quantity: number;
  packaging_type?: string;
  address?: string;
  notes?: string;
  created_at?: string;
};
export type NewOutsourceOrder = Omit<OutsourceOrder, 'id' | 'created_at'>;

export const packageKeys = {
  all: ['packages'] as const,
  lists: () => [...packageKeys.all, 'list'] as const,
  detail: (id: string) => [...packageKeys.all, 'detail', id.toUpperCase()] as const,
  content: (id: string) => [...packageKeys.detail(id), 'content'] as const,
  orders: () => [...packageKeys.all, 'orders'] as const,
};

const path = (id: string) => encodeURIComponent(id.trim().toUpperCase());

export const packageQueries = {
  /** Own packages, newest first. */
  list: () => queryOptions({ queryKey: packageKeys.lists(), queryFn: () => api.get<Package[]>('/inventory/getpackage') }),
  detail: (id: string) => queryOptions({ queryKey: packageKeys.detail(id), queryFn: () => api.get<Package>(`/inventory/getpackage/${path(id)}`) }),
  content: (id: string) =>
    queryOptions({
      queryKey: packageKeys.content(id),
      queryFn: () => api.get<{ content_data: ContentEntry[] }>(`/inventory/getpackagecontent/${path(id)}`).then((r) => r.content_data),
    }),
  orders: () => queryOptions({ queryKey: packageKeys.orders(), queryFn: () => api.get<OutsourceOrder[]>('/inventory/outsourcepackaging') }),
};

/** Route loader of the package flow's steps: the package named in the search, if any (failures left to the page). */
export function ensurePackage(queryClient: QueryClient, id: string | undefined) {
  return id ? queryClient.ensureQueryData(packageQueries.detail(id)).catch(() => undefined) : undefined;
}

/** Route loaders of the package pages: the package and its contents, failures left to the page. */
export function ensurePackageWithContent(queryClient: QueryClient, id: string) {
  return Promise.all([queryClient.ensureQueryData(packageQueries.detail(id)), queryClient.ensureQueryData(packageQueries.content(id))]).catch(
    () => undefined,
  );
}

export function createPackage(fields: PackageFields) {
  return api.post<{ packege: Package }>('/inventory/createpackage', fields).then((r) => r.packege);
}

export function updatePackage(id: string, fields: PackageFields) {
  return api.patch<Package>(`/inventory/updatepackage/${path(id)}`, fields);
}

export function addToPackage(packageId: string, contentData: ContentRef[]) {
  return api.post<{ msg: string; packege: Package }>('/inventory/additemtopackage', { package: packageId, content_data: contentData });
}

export function unpack(packageId: string) {
  return api.post<{ msg: string; packege: Package }>('/inventory/unpackage', { package_id: packageId });
}

export function orderOutsourcedPackaging(order: NewOutsourceOrder) {
  return api.post<{ id: string }>('/inventory/outsourcepackaging', order);
}
