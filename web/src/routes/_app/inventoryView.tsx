import { IconPlus } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/feedback/empty-state';
import { FullPageLoader } from '../../components/feedback/full-page-loader';
import { QueryError } from '../../components/feedback/query-error';
import { PageHeader } from '../../components/layout/page-header';
import { productQueries } from '../../features/catalog/api/product-queries';
import { InventoryProductList } from '../../features/inventory/components/inventory-product-list';
import { ButtonLink } from '../../components/links/router-links';

export const Route = createFileRoute('/_app/inventoryView')({
  loader: ({ context }) => context.queryClient.ensureQueryData(productQueries.list()),
  component: InventoryPage,
});

function InventoryPage() {
  const products = useQuery(productQueries.list());
  const addButton = (
    <ButtonLink to="/add-product" leftSection={<IconPlus size={16} />}>
      Add product
    </ButtonLink>
  );
  return (
    <>
      <PageHeader eyebrow="Inventory" title="Products and stock" description="Open a product to see its stock items and where each one is." actions={addButton} />
      {products.isError ? (
        <QueryError error={products.error} onRetry={() => products.refetch()} />
      ) : !products.data ? (
        <FullPageLoader />
      ) : products.data.length === 0 ? (
        <EmptyState title="No products yet" description="Register your first product to start issuing verifiable stock items." action={addButton} />
      ) : (
        <InventoryProductList products={products.data} />
      )}
    </>
  );
}
