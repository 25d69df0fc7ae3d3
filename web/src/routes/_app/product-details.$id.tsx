import { Card, Grid, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { FullPageLoader } from '../../components/feedback/full-page-loader';
import { QueryError } from '../../components/feedback/query-error';
import { PageHeader } from '../../components/layout/page-header';
import { productQueries } from '../../features/catalog/api/product-queries';
import { ProductSummaryCard } from '../../features/catalog/components/product-summary-card';
import { stockItemQueries } from '../../features/inventory/api/stock-item-queries';
import { AddStockItemsForm } from '../../features/inventory/components/add-stock-items-form';
import { StockItemsTable } from '../../features/inventory/components/stock-items-table';

export const Route = createFileRoute('/_app/product-details/$id')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(productQueries.detail(params.id)),
      context.queryClient.ensureQueryData(stockItemQueries.byProduct(params.id)),
    ]).catch(() => undefined), // an unknown product is shown inside the shell, not as a router error
  component: ProductDetailsPage,
});

function ProductDetailsPage() {
  const { id } = Route.useParams();
  const product = useQuery(productQueries.detail(id));
  const items = useQuery(stockItemQueries.byProduct(id));

  if (product.isError) return <QueryError error={product.error} onRetry={() => product.refetch()} title="This product could not be loaded" />;
  if (!product.data) return <FullPageLoader />;

  return (
    <>
      <PageHeader eyebrow="Inventory" title={product.data.name} description={`${product.data.brand} · SKU ${product.data.sku}`} />
      <Stack gap="lg">
        <ProductSummaryCard product={product.data} />
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <AddStockItemsForm productId={id} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Card>
              <Stack gap="md">
                <Stack gap={2}>
                  <Title order={2} fz={18}>
                    Stock items
                  </Title>
                  <Text size="sm" c="dimmed">
                    Items you own of this product. Open one to see its owner chain.
                  </Text>
                </Stack>
                {items.isError ? <QueryError error={items.error} onRetry={() => items.refetch()} /> : <StockItemsTable items={items.data} loading={items.isLoading} />}
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}
