import { createFileRoute } from '@tanstack/react-router';
import { productQueries } from '../../features/catalog/api/product-queries';
import { ensureAll } from '../../lib/query-client';
import { optionalText, searchSchema as schema } from '../../lib/search-params';
import { DetailedInformationPage } from '../../features/catalog/components/detailed-information-page';

const searchSchema = schema({ id: optionalText() });

export const Route = createFileRoute('/_app/detailed-information')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) =>
    ensureAll(context.queryClient, deps.id ? productQueries.detail(deps.id) : productQueries.list()),
  component: DetailedInformationPage,
});
