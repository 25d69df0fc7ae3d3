import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiRequestWithHeaders, downloadFile, uploadWithProgress, type UploadProgress } from '../../../lib/api-client';

export type StockItem = {
  id?: string;
  display_id: string;
  created_at: string;
  location: string | null;
  address_location: string | null;
  product: { id: string; name: string; brand: string; images: { image: string; thumbnail?: string | null }[] };
  owner: { id: string; fullname: string | null };
  packed_in?: string | null;
  batch?: string;
  status?: string;
  manufecture_date?: string;
  expire_date?: string;
  warranty?: string;
};

export type NewStockItems = { product_id: string; no_of_item: number; location: string };
export type ItemPage = { items: StockItem[]; total: number };
export type BatchUpdate = { items: string[]; batch: string; status: string; manufecture_date: string; expire_date: string; warranty: string };

export type CsvUploadResult = {
  created: number;
  duplicate: boolean;
  batch_id: string;
  first_display_id: string | null;
  last_display_id: string | null;
  items?: { id: string; display_id: string }[];
};

export const CSV_HEADER = 'product,status,batch,manufecture_date,expire_date,warranty';

/** The server's cap per page of getitems. */
export const MAX_PAGE = 5000;

export const stockItemKeys = {
  all: ['stock-items'] as const,
  lists: () => [...stockItemKeys.all, 'list'] as const,
  byProduct: (productId: string) => [...stockItemKeys.lists(), { product: productId }] as const,
  page: (productId: string | undefined, limit: number, offset: number) => [...stockItemKeys.lists(), { product: productId, limit, offset }] as const,
  /** Under `lists()`: whatever changes the user's items (a hand-over, new stock, a package moving) refreshes it too. */
  owned: (params?: OwnedParams) => [...stockItemKeys.lists(), 'owned', ...(params ? [params] : [])] as const,
};

export type GoodsType = 'item' | 'package';
export type OwnedParams = { type?: GoodsType; q?: string; limit: number; offset: number };
export type OwnedGoods = {
  type: GoodsType;
  display_id: string;
  product?: { id: string; name: string; brand: string; images: { image: string; thumbnail?: string | null }[] };
  brand_name?: string;
  packed_in: string | null;
  since: string;
  created_at: string;
  location: string | null;
  address_location: string | null;
};
export type OwnedPage = { count: number; results: OwnedGoods[] };

/** Page size of the "What I own" list. */
export const OWNED_PAGE = 20;

async function fetchPage(productId: string | undefined, limit: number, offset: number): Promise<ItemPage> {
  const { data, headers } = await apiRequestWithHeaders<StockItem[]>('/inventory/getitems', { query: { product: productId, limit, offset } });
  const total = Number(headers.get('X-Total-Count'));
  return { items: data, total: Number.isFinite(total) && headers.has('X-Total-Count') ? total : data.length };
}

export const stockItemQueries = {
  /** Everything the user owns now, items and packages (`GET /inventory/owned`), newest first. */
  owned: (params: OwnedParams = { limit: OWNED_PAGE, offset: 0 }) =>
    queryOptions({
      queryKey: stockItemKeys.owned(params),
      queryFn: () => api.get<OwnedPage>('/inventory/owned', { query: { type: params.type, q: params.q || undefined, limit: params.limit, offset: params.offset } }),
      placeholderData: keepPreviousData,
    }),
  byProduct: (productId: string) =>
    queryOptions({
      queryKey: stockItemKeys.byProduct(productId),
      queryFn: () => api.get<StockItem[]>('/inventory/getitems', { query: { product: productId } }),
    }),
  /** One page of own items (newest first); the previous page stays on screen while the next loads. */
  page: (productId: string | undefined, limit: number, offset: number) =>
    queryOptions({
      queryKey: stockItemKeys.page(productId, limit, offset),
      queryFn: () => fetchPage(productId, limit, offset),
      placeholderData: keepPreviousData,
    }),
};

export function addStockItems(request: NewStockItems) {
  return api.post<{ items: { id: string; display_id: string }[] }>('/inventory/additem', request);
}

export function updateBatch(update: BatchUpdate) {
  return api.post<unknown>('/inventory/updatebatch', update);
}

export function uploadStockCsv(file: File, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.set('csv_file', file);
  return uploadWithProgress<CsvUploadResult>('/inventory/uploadcsvtostock', form, onProgress, signal);
}

export function exportStock(productId?: string) {
  return downloadFile('/inventory/exportstock', productId ? `stock-${productId.slice(0, 8)}.csv` : 'stock.csv', { product: productId });
}
