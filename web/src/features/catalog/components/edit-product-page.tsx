import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/feedback/query-state';
import { PageHeader } from '../../../components/layout/page-header';
import { productQueries } from '../api/product-queries';
import { EditProductForm } from './edit-product-form';
import { ProductPicker } from './product-picker';
import { useNavigate, useParams } from '@tanstack/react-router';

/** The `/edit-product/{-$id}` screen. */
export function EditProductPage() {
  const { id } = useParams({ from: '/_app/edit-product/{-$id}' });
  const navigate = useNavigate();
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
