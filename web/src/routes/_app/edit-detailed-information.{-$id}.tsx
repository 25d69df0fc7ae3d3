import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../components/feedback/query-state';
import { PageHeader } from '../../components/layout/page-header';
import { productQueries } from '../../features/catalog/api/product-queries';
import { ProductDetailsEditor } from '../../features/catalog/components/product-details-editor';
import { ProductPicker } from '../../features/catalog/components/product-picker';
import { ensureAll } from '../../lib/query-client';

export const Route = createFileRoute('/_app/edit-detailed-information/{-$id}')({
  loader: ({ context, params }) =>
    ensureAll(context.queryClient, params.id ? productQueries.details(params.id) : productQueries.list()),
  component: EditDetailedInformationPage,
});

function EditDetailedInformationPage() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  const details = useQuery({ ...productQueries.details(id ?? ''), enabled: Boolean(id) });
  const product = useQuery({ ...productQueries.detail(id ?? ''), enabled: Boolean(id) });
  return (
    <>
      <PageHeader
        eyebrow="Inventory"
        title="Edit detailed information"
        description={product.data ? `${product.data.name} · ${product.data.brand}` : 'Update the key–value details of a product.'}
      />
      {!id ? (
        <ProductPicker description="Whose details do you want to edit?" onPick={(productId) => navigate({ to: '/edit-detailed-information/{-$id}', params: { id: productId } })} />
      ) : (
        <QueryState query={details} errorTitle="The details could not be loaded">
          {(initial) => (
            <ProductDetailsEditor key={id} productId={id} mode="replace" initial={initial} onSaved={() => void navigate({ to: '/product-details/$id', params: { id } })} />
          )}
        </QueryState>
      )}
    </>
  );
}
