import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addProduct, addProductDetails, addProductImage, productKeys, replaceProductDetails, updateProduct, type DetailEntry, type NewProduct } from './product-queries';

/**
 * Every write of the catalog screens. Each refreshes the product queries it changes before the caller's own
 * `mutate(…, { onSuccess })` runs, so a screen that navigates on success lands on fresh data.
 */
export function useCatalogMutations() {
  const queryClient = useQueryClient();
  const refresh = (queryKey: readonly unknown[]) => queryClient.invalidateQueries({ queryKey });

  return {
    addProduct: useMutation({ mutationFn: (product: NewProduct) => addProduct(product), onSuccess: () => refresh(productKeys.lists()) }),
    updateProduct: useMutation({
      mutationFn: ({ id, fields }: { id: string; fields: { name: string; brand: string; sku: string } }) => updateProduct(id, fields),
      onSuccess: () => refresh(productKeys.all),
    }),
    saveDetails: useMutation({
      mutationFn: ({ productId, mode, entries }: { productId: string; mode: 'add' | 'replace'; entries: DetailEntry[] }) =>
        mode === 'add' ? addProductDetails(productId, entries) : replaceProductDetails(productId, entries),
      onSuccess: (_result, { productId }) => refresh(productKeys.detail(productId)),
    }),
    addImage: useMutation({
      mutationFn: ({ productId, file }: { productId: string; file: File }) => addProductImage(productId, file),
      onSuccess: (_result, { productId }) => Promise.all([refresh(productKeys.detail(productId)), refresh(productKeys.lists())]),
    }),
  };
}
