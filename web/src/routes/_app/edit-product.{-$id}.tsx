import { createFileRoute } from '@tanstack/react-router';
import { productQueries } from '../../features/catalog/api/product-queries';
import { ensureAll } from '../../lib/query-client';
import { EditProductPage } from '../../features/catalog/components/edit-product-page';

export const Route = createFileRoute('/_app/edit-product/{-$id}')({
  loader: ({ context, params }) =>
    ensureAll(context.queryClient, params.id ? productQueries.detail(params.id) : productQueries.list()),
  component: EditProductPage,
});
