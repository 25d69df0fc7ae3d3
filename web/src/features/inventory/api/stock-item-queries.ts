import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type StockItem = {
  display_id: string;
  created_at: string;
  location: string | null;
  address_location: string | null;
  product: { id: string; name: string; brand: string; images: { image: string }[] };
  owner: { id: string; fullname: string | null };
};

export type NewStockItems = { product_id: string; no_of_item: number; location: string };

export const stockItemKeys = {
  all: ['stock-items'] as const,
  lists: () => [...stockItemKeys.all, 'list'] as const,
  byProduct: (productId: string) => [...stockItemKeys.lists(), { product: productId }] as const,
};

export const stockItemQueries = {
  byProduct: (productId: string) =>
    queryOptions({
      queryKey: stockItemKeys.byProduct(productId),
      queryFn: () => api.get<StockItem[]>('/inventory/getitems', { query: { product: productId } }),
    }),
};

export function addStockItems(request: NewStockItems) {
  return api.post<{ items: { id: string; display_id: string }[] }>('/inventory/additem', request);
}
