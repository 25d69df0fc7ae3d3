import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiRequestWithHeaders } from '../../../lib/api-client';

export type Complaint = {
  id: string;
  item: string;
  display_id: string;
  kind: string;
  query: string;
  reason: string;
  address: string;
  created_at: string;
  status: string;
  relation: 'brand' | 'owner' | 'brand_owner';
};

export type CounterfeitSummary = {
  report: 'counterfeit';
  total: number;
  by_reason: { reason: string; count: number }[];
  by_month: { month: string; count: number }[];
  latest: Complaint[];
};

export type ComplaintPage = { complaints: Complaint[]; total: number };

export const counterfeitKeys = {
  all: ['counterfeit'] as const,
  complaints: () => [...counterfeitKeys.all, 'complaints'] as const,
  page: (limit: number, offset: number) => [...counterfeitKeys.complaints(), { limit, offset }] as const,
  summary: () => [...counterfeitKeys.all, 'summary'] as const,
};

export const counterfeitQueries = {
  page: (limit: number, offset: number) =>
    queryOptions({
      queryKey: counterfeitKeys.page(limit, offset),
      queryFn: async (): Promise<ComplaintPage> => {
        const { data, headers } = await apiRequestWithHeaders<Complaint[]>('/inventory/complain', { query: { limit, offset } });
        const total = Number(headers.get('X-Total-Count'));
        return { complaints: data, total: headers.has('X-Total-Count') && Number.isFinite(total) ? total : data.length };
      },
      placeholderData: keepPreviousData,
    }),
  summary: () =>
    queryOptions({
      queryKey: counterfeitKeys.summary(),
      queryFn: () => api.get<CounterfeitSummary>('/reports/counterfeit'),
    }),
};
