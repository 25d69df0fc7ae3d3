import { Grid, Stack } from '@mantine/core';
import { IconListDetails, IconPencil } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { FullPageLoader } from '../../components/feedback/full-page-loader';
import { QueryError } from '../../components/feedback/query-error';
import { PageHeader } from '../../components/layout/page-header';
import { ButtonLink } from '../../components/links/router-links';
import { productQueries } from '../../features/catalog/api/product-queries';
import { ProductDetailsList } from '../../features/catalog/components/product-details-list';
import { ProductImagesManager } from '../../features/catalog/components/product-images-manager';
import { ProductSummaryCard } from '../../features/catalog/components/product-summary-card';
import { stockItemQueries } from '../../features/inventory/api/stock-item-queries';
import { AddStockItemsForm } from '../../features/inventory/components/add-stock-items-form';
import { ProductItemsPanel } from '../../features/inventory/components/product-items-panel';
import { ensureAll } from '../../lib/query-client';

export const Route = createFileRoute('/_app/product-details/$id')({
  loader: ({ context, params }) =>
    ensureAll(context.queryClient, productQueries.detail(params.id), stockItemQueries.page(params.id, 25, 0)), // an unknown product is shown inside the shell, not as a router error
  component: ProductDetailsPage,
});

function ProductDetailsPage() {
  const { id } = Route.useParams();
  const product = useQuery(productQueries.detail(id));

  if (product.isError) return <QueryError error={product.error} onRetry={() => product.refetch()} title="This product could not be loaded" />;
  if (!product.data) return <FullPageLoader />;

  return (
    <>
      <PageHeader
        eyebrow="Inventory"
        title={product.data.name}
        description={`${product.data.brand} · SKU ${product.data.sku}`}
        actions={
          <>
            <ButtonLink to="/edit-product/{-$id}" params={{ id }} variant="default" leftSection={<IconPencil size={16} />}>
              Edit product
            </ButtonLink>
            <ButtonLink to="/detailed-information" search={{ id }} variant="light" leftSection={<IconListDetails size={16} />}>
              Add details
            </ButtonLink>
          </>
        }
      />
      <Stack gap="lg">
        <ProductSummaryCard product={product.data} />
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="lg">
              <AddStockItemsForm productId={id} />
              <ProductImagesManager productId={id} images={product.data.images ?? []} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="lg">
              <ProductItemsPanel productId={id} />
              <ProductDetailsList productId={id} details={product.data.detail ?? []} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}
