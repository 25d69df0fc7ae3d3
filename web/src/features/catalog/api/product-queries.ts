import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiAnswer, ApiBody } from '../../../lib/api-types';

export type Option = ApiAnswer<'/api/product/getcategory'>[number];

export type Product = ApiAnswer<'/api/product/getproduct/{id}'>;

export type ProductImageEntry = Product['images'][number];
export type DetailEntry = Product['detail'][number];

export type NewProduct = ApiBody<'/api/product/addproduct'>;

type ProductDetails = ApiAnswer<'/api/product/getproductdetail/{id}'>;

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
      queryFn: () => api.get<ProductDetails>(`/product/getproductdetail/${encodeURIComponent(id)}`).then((r) => r.detail),
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
  return api.post<ProductDetails>('/product/addproductdetail', { product: productId, detail });
}

/** Replaces the whole list of details. */
export function replaceProductDetails(productId: string, detail: DetailEntry[]) {
  return api.patch<ProductDetails>(`/product/updateproductdetail/${encodeURIComponent(productId)}`, { detail });
}

export function addProductImage(productId: string, file: File) {
  const form = new FormData();
  form.set('product', productId);
  form.set('image', file);
  return api.post<ApiAnswer<'/api/product/addproductimage', 'post'>>('/product/addproductimage', form);
}

/** The picture that stands for a product: its first uploaded image (thumbnail when there is one). */
export function coverImage(product: Pick<Product, 'image' | 'images'>): string | null {
  const first = product.images?.[0];
  return first?.thumbnail ?? first?.image ?? product.image ?? null;
}
