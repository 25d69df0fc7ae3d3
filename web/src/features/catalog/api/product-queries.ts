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
  gtin?: string | null;
  created_at: string;
  items_count: number;
  images?: ProductImageEntry[];
  detail?: DetailEntry[];
};

export type ProductImageEntry = { image: string; thumbnail: string | null };
export type DetailEntry = { key: string; value: string };

export type NewProduct = Pick<Product, 'name' | 'brand' | 'sku' | 'warranty' | 'expire' | 'location'> & { category: number; color: number; gtin?: string };

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  categories: () => [...productKeys.all, 'categories'] as const,
  colors: () => [...productKeys.all, 'colors'] as const,
  details: (id: string) => [...productKeys.detail(id), 'details'] as const,
};

export const productQueries = {
  list: () => queryOptions({ queryKey: productKeys.lists(), queryFn: () => api.get<Product[]>('/product/getproducts') }),
  detail: (id: string) =>
    queryOptions({ queryKey: productKeys.detail(id), queryFn: () => api.get<Product>(`/product/getproduct/${encodeURIComponent(id)}`) }),
  // Reference data changes rarely: keep it for the session.
  categories: () =>
    queryOptions({ queryKey: productKeys.categories(), queryFn: () => api.get<Option[]>('/product/getcategory'), staleTime: Infinity }),
  colors: () => queryOptions({ queryKey: productKeys.colors(), queryFn: () => api.get<Option[]>('/product/getcolor'), staleTime: Infinity }),
  details: (id: string) =>
    queryOptions({
      queryKey: productKeys.details(id),
      queryFn: () => api.get<{ product: string; detail: DetailEntry[] }>(`/product/getproductdetail/${encodeURIComponent(id)}`).then((r) => r.detail),
    }),
};

export function addProduct(product: NewProduct): Promise<Product> {
  return api.post<Product>('/product/addproduct', product);
}

export function updateProduct(id: string, fields: { name: string; brand: string; sku: string }): Promise<Product> {
  return api.patch<Product>(`/product/updateproduct/${encodeURIComponent(id)}`, fields);
}

/** Adds details; a key that already exists takes the new value (the server merges by key). */
export function addProductDetails(productId: string, detail: DetailEntry[]) {
  return api.post<{ product: string; detail: DetailEntry[] }>('/product/addproductdetail', { product: productId, detail });
}

/** Replaces the whole list of details. */
export function replaceProductDetails(productId: string, detail: DetailEntry[]) {
  return api.patch<{ product: string; detail: DetailEntry[] }>(`/product/updateproductdetail/${encodeURIComponent(productId)}`, { detail });
}

export function addProductImage(productId: string, file: File) {
  const form = new FormData();
  form.set('product', productId);
  form.set('image', file);
  return api.post<{ product: string; image: string; thumbnail: string | null; images: ProductImageEntry[] }>('/product/addproductimage', form);
}

/** The picture that stands for a product: its first uploaded image (thumbnail when there is one). */
export function coverImage(product: Pick<Product, 'image' | 'images'>): string | null {
  const first = product.images?.[0];
  return first?.thumbnail ?? first?.image ?? product.image ?? null;
}
