import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/feedback/query-state';
import { PageHeader } from '../../../components/layout/page-header';
import { productQueries } from '../api/product-queries';
import { ProductDetailsEditor } from './product-details-editor';
import { ProductPicker } from './product-picker';
import { useNavigate, useParams } from '@tanstack/react-router';

/** The `/edit-detailed-information/{-$id}` screen. */
export function EditDetailedInformationPage() {
  const { id } = useParams({ from: '/_app/edit-detailed-information/{-$id}' });
  const navigate = useNavigate();
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
