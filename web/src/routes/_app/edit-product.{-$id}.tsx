import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../components/feedback/query-state';
import { PageHeader } from '../../components/layout/page-header';
import { productQueries } from '../../features/catalog/api/product-queries';
import { EditProductForm } from '../../features/catalog/components/edit-product-form';
import { ProductPicker } from '../../features/catalog/components/product-picker';
import { ensureAll } from '../../lib/query-client';

export const Route = createFileRoute('/_app/edit-product/{-$id}')({
  loader: ({ context, params }) =>
    ensureAll(context.queryClient, params.id ? productQueries.detail(params.id) : productQueries.list()),
  component: EditProductPage,
});

function EditProductPage() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  const product = useQuery({ ...productQueries.detail(id ?? ''), enabled: Boolean(id) });
  return (
    <>
      <PageHeader eyebrow="Inventory" title="Edit product" description="Change a product’s name, brand and SKU." />
      {!id ? (
        <ProductPicker description="Which product do you want to edit?" onPick={(productId) => navigate({ to: '/edit-product/{-$id}', params: { id: productId } })} />
      ) : (
        <QueryState query={product} errorTitle="This product could not be loaded">
          {(data) => <EditProductForm key={data.id} product={data} />}
        </QueryState>
      )}
    </>
  );
}
