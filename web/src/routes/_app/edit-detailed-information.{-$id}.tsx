import { createFileRoute } from '@tanstack/react-router';
import { productQueries } from '../../features/catalog/api/product-queries';
import { ensureAll } from '../../lib/query-client';
import { EditDetailedInformationPage } from '../../features/catalog/components/edit-detailed-information-page';

export const Route = createFileRoute('/_app/edit-detailed-information/{-$id}')({
  loader: ({ context, params }) =>
    ensureAll(context.queryClient, params.id ? productQueries.details(params.id) : productQueries.list()),
  component: EditDetailedInformationPage,
});
