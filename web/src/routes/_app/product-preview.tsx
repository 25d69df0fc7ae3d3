import { createFileRoute } from '@tanstack/react-router';
import { optionalText, searchSchema as schema } from '../../lib/search-params';
import { productQueries } from '../../features/catalog/api/product-queries';
import { ensureAll } from '../../lib/query-client';
import { ProductPreviewPage } from '../../features/catalog/components/product-preview-page';

const searchSchema = schema({ id: optionalText() });

export const Route = createFileRoute('/_app/product-preview')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => (deps.id ? ensureAll(context.queryClient, productQueries.detail(deps.id)) : undefined),
  component: ProductPreviewPage,
});
