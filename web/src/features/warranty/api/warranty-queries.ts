import { queryOptions } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';

export const PARTNER_CSV_HEADER = 'name,email,phone,address,service_area';

export type WarrantyPartner = {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  service_area: string;
  products: string[];
  created_at: string;
  updated_at: string;
};

export type NewPartner = { name: string; email: string; phone: string; address: string; service_area: string; products: string[] };

export type PartnerUploadResult = { created: number; updated: number; unchanged: number; duplicate: boolean; ids: string[] };

export const warrantyKeys = {
  all: ['warranty'] as const,
  partners: (product?: string) => [...warrantyKeys.all, 'partners', product ?? 'all'] as const,
};

export const warrantyQueries = {
  partners: (product?: string) =>
    queryOptions({
      queryKey: warrantyKeys.partners(product),
      queryFn: () => api.get<WarrantyPartner[]>('/product/getwarrantypartners', { query: { product } }),
    }),
};

export const addPartner = (partner: NewPartner) => api.post<WarrantyPartner>('/product/addwarrantypartner', partner);

export function uploadPartnersCsv(file: File, products: string[]): Promise<PartnerUploadResult> {
  const form = new FormData();
  form.set('csv_file', file, file.name);
  for (const product of products) form.append('products', product);
  return apiRequest<PartnerUploadResult>('/product/warrantypartneruploadcsv', { method: 'POST', body: form });
}
