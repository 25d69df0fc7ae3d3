import { Grid, Stack } from '@mantine/core';
import { IconArrowRight, IconListDetails, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryState } from '../../../components/feedback/query-state';
import { PageHeader } from '../../../components/layout/page-header';
import { productQueries } from '../api/product-queries';
import { ProductDetailsList } from './product-details-list';
import { ProductImagesManager } from './product-images-manager';
import { ProductSummaryCard } from './product-summary-card';
import { ButtonLink } from '../../../components/links/router-links';
import { useSearch } from '@tanstack/react-router';

/** The `/product-preview` screen. */
export function ProductPreviewPage() {
  const { id } = useSearch({ from: '/_app/product-preview' });
  const product = useQuery({ ...productQueries.detail(id ?? ''), enabled: Boolean(id) });

  const header = <PageHeader eyebrow="Inventory" title="Product preview" description="Your product is registered. Add stock items to start tracking physical pieces." />;
  if (!id) {
    return (
      <>
        {header}
        <EmptyState
          title="No product to preview"
          description="Add a product first; its preview appears here."
          link={{ to: '/add-product', leftSection: <IconPlus size={16} />, children: 'Add a product' }}
        />
      </>
    );
  }
  return (
    <>
      {header}
      <QueryState query={product} keepData>
        {(data) => (
          <Stack gap="lg">
            <ProductSummaryCard
              product={data}
              actions={
                <>
                  <ButtonLink to="/product-details/$id" params={{ id }} leftSection={<IconPlus size={16} />}>
                    Add stock items
                  </ButtonLink>
                  <ButtonLink to="/detailed-information" search={{ id }} variant="light" leftSection={<IconListDetails size={16} />}>
                    Add details and images
                  </ButtonLink>
                  <ButtonLink to="/inventoryView" variant="default" rightSection={<IconArrowRight size={16} />}>
                    Go to inventory
                  </ButtonLink>
                </>
              }
            />
            <Grid gutter="lg">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <ProductDetailsList productId={id} details={data.detail ?? []} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <ProductImagesManager productId={id} images={data.images ?? []} />
              </Grid.Col>
            </Grid>
          </Stack>
        )}
      </QueryState>
    </>
  );
}
