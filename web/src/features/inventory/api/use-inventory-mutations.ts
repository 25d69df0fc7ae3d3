import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadProgress } from '../../../lib/api-client';
import { productKeys } from '../../catalog/api/product-queries';
import { addStockItems, exportStock, stockItemKeys, updateBatch, uploadStockCsv, type BatchUpdate, type NewStockItems } from './stock-item-queries';

/**
 * Every write of the inventory screens. Each refreshes the stock and product queries it changes before the
 * caller's own `mutate(…, { onSuccess })` runs (toasts, resetting a form).
 */
export function useInventoryMutations() {
  const queryClient = useQueryClient();
  const refresh = (queryKey: readonly unknown[]) => queryClient.invalidateQueries({ queryKey });

  return {
    addItems: useMutation({
      mutationFn: (request: NewStockItems) => addStockItems(request),
      onSuccess: (_result, { product_id }) =>
        Promise.all([refresh(stockItemKeys.byProduct(product_id)), refresh(productKeys.detail(product_id)), refresh(productKeys.lists())]),
    }),
    updateBatch: useMutation({ mutationFn: (update: BatchUpdate) => updateBatch(update), onSuccess: () => refresh(stockItemKeys.all) }),
    uploadCsv: useMutation({
      mutationFn: ({ file, onProgress, signal }: { file: File; onProgress: (progress: UploadProgress) => void; signal?: AbortSignal }) =>
        uploadStockCsv(file, onProgress, signal),
      onSuccess: () => Promise.all([refresh(stockItemKeys.all), refresh(productKeys.all)]),
    }),
    // A download, not a change: nothing to refresh.
    exportStock: useMutation({ mutationFn: (productId?: string) => exportStock(productId) }),
  };
}
