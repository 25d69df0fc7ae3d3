import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { FullPageLoader } from '../../components/feedback/full-page-loader';
import { QueryError } from '../../components/feedback/query-error';
import { PageHeader } from '../../components/layout/page-header';
import { productQueries } from '../../features/catalog/api/product-queries';
import { EditProductForm } from '../../features/catalog/components/edit-product-form';
import { ProductPicker } from '../../features/catalog/components/product-picker';

export const Route = createFileRoute('/_app/edit-product/{-$id}')({
  loader: ({ context, params }) =>
    (params.id ? context.queryClient.ensureQueryData(productQueries.detail(params.id)) : context.queryClient.ensureQueryData(productQueries.list())).catch(() => undefined),
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
      ) : product.isError ? (
        <QueryError error={product.error} onRetry={() => product.refetch()} title="This product could not be loaded" />
      ) : product.data ? (
        <EditProductForm key={product.data.id} product={product.data} />
      ) : (
        <FullPageLoader />
      )}
    </>
  );
}
