import { Modal, Title } from '@mantine/core';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@mantine/core';
import { EmptyState } from '../../components/feedback/empty-state';
import { FullPageLoader } from '../../components/feedback/full-page-loader';
import { QueryError } from '../../components/feedback/query-error';
import { PageHeader } from '../../components/layout/page-header';
import { productQueries } from '../../features/catalog/api/product-queries';
import { stockItemQueries } from '../../features/inventory/api/stock-item-queries';
import { InventoryProductList } from '../../features/inventory/components/inventory-product-list';
import { OwnedGoodsList } from '../../features/inventory/components/owned-goods-list';
import { StockCsvUpload } from '../../features/inventory/components/stock-csv-upload';
import { ButtonLink } from '../../components/links/router-links';
import { optionalChoice, searchSchema as schema } from '../../lib/search-params';

export const Route = createFileRoute('/_app/inventoryView')({
  // `?upload=csv` opens the stock upload (a link can point straight at it).
  validateSearch: schema({ upload: optionalChoice(['csv']) }),
  // Both lists are requested at once, before the page renders.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(productQueries.list()),
      context.queryClient.prefetchQuery(stockItemQueries.owned()),
    ]),
  component: InventoryPage,
});

function InventoryPage() {
  const products = useQuery(productQueries.list());
  const { upload } = Route.useSearch();
  const navigate = Route.useNavigate();
  const setUpload = (open: boolean) => navigate({ search: open ? { upload: 'csv' } : {}, replace: true });
  const addButton = (
    <ButtonLink to="/add-product" leftSection={<IconPlus size={16} />}>
      Add product
    </ButtonLink>
  );
  const uploadButton = products.data?.length ? (
    <Button variant="light" leftSection={<IconUpload size={16} />} onClick={() => setUpload(true)}>
      Upload stock CSV
    </Button>
  ) : null;
  return (
    <>
      <PageHeader
        eyebrow="Inventory"
        title="Products and stock"
        description="What you own now, and the products you registered with their stock items."
        actions={
          <>
            {uploadButton}
            {addButton}
          </>
        }
      />
      <OwnedGoodsList />
      <Title order={2} fz="h3" mt="xl" mb="md">
        My products
      </Title>
      {products.isError ? (
        <QueryError error={products.error} onRetry={() => products.refetch()} />
      ) : !products.data ? (
        <FullPageLoader />
      ) : products.data.length === 0 ? (
        <EmptyState title="No products yet" description="Register your first product to start issuing verifiable stock items." action={addButton} />
      ) : (
        <InventoryProductList products={products.data} />
      )}
      <Modal opened={upload === 'csv'} onClose={() => setUpload(false)} title="Upload stock from a CSV file" size="xl" centered>
        <StockCsvUpload sampleSku={products.data?.[0]?.sku} />
      </Modal>
    </>
  );
}
