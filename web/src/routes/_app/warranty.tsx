import { createFileRoute } from '@tanstack/react-router';
import { ensureAll } from '../../lib/query-client';
import { optionalText, searchSchema } from '../../lib/search-params';
import { productQueries } from '../../features/catalog/api/product-queries';
import { warrantyQueries } from '../../features/warranty/api/warranty-queries';
import { WarrantyPage } from '../../features/warranty/components/warranty-page';

const warrantySearch = searchSchema({ product: optionalText() });

export const Route = createFileRoute('/_app/warranty')({
  validateSearch: warrantySearch,
  loaderDeps: ({ search }) => ({ product: search.product }),
  loader: ({ context, deps }) => ensureAll(context.queryClient, productQueries.list(), warrantyQueries.partners(deps.product)),
  component: WarrantyRoute,
});

function WarrantyRoute() {
  const navigate = Route.useNavigate();
  return <WarrantyPage product={Route.useSearch().product} onProduct={(product) => void navigate({ search: { product } })} />;
}
