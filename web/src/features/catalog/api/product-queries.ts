import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type Option = { id: number; name: string };

export type Product = {
  id: string;
  name: string;
  brand: string;
  sku: string;
  warranty: string;
  expire: string;
  location: string;
  category: number | null;
  color: number | null;
  image: string | null;
  doc: string | null;
  created_at: string;
  items_count: number;
};

export type NewProduct = {
  name: string;
  brand: string;
  sku: string;
  warranty: string;
  expire: string;
  location: string;
  category: number;
  color: number;
};

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  categories: () => [...productKeys.all, 'categories'] as const,
  colors: () => [...productKeys.all, 'colors'] as const,
};

export const productQueries = {
  list: () => queryOptions({ queryKey: productKeys.lists(), queryFn: () => api.get<Product[]>('/product/getproducts') }),
  detail: (id: string) =>
    queryOptions({ queryKey: productKeys.detail(id), queryFn: () => api.get<Product>(`/product/getproduct/${encodeURIComponent(id)}`) }),
  // Reference data changes rarely: keep it for the session.
  categories: () =>
    queryOptions({ queryKey: productKeys.categories(), queryFn: () => api.get<Option[]>('/product/getcategory'), staleTime: Infinity }),
  colors: () => queryOptions({ queryKey: productKeys.colors(), queryFn: () => api.get<Option[]>('/product/getcolor'), staleTime: Infinity }),
};

export function addProduct(product: NewProduct): Promise<Product> {
  return api.post<Product>('/product/addproduct', product);
}
