import { Grid, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/feedback/query-state';
import { PageHeader } from '../../../components/layout/page-header';
import { ButtonLink } from '../../../components/links/router-links';
import { productQueries } from '../api/product-queries';
import { ProductDetailsEditor } from './product-details-editor';
import { ProductDetailsList } from './product-details-list';
import { ProductImagesManager } from './product-images-manager';
import { ProductPicker } from './product-picker';
import { useNavigate, useSearch } from '@tanstack/react-router';

/** The `/detailed-information` screen. */
export function DetailedInformationPage() {
  const { id } = useSearch({ from: '/_app/detailed-information' });
  const navigate = useNavigate({ from: '/detailed-information' });
  const product = useQuery({ ...productQueries.detail(id ?? ''), enabled: Boolean(id) });
  const next = id && (
    <ButtonLink to="/product-preview" search={{ id }} rightSection={<IconArrowRight size={16} />}>
      Continue to preview
    </ButtonLink>
  );
  return (
    <>
      <PageHeader
        eyebrow="Inventory"
        title="Detailed information"
        description={product.data ? `${product.data.name} · ${product.data.brand}` : 'Free key–value details and photos of a product.'}
        actions={next}
      />
      {!id ? (
        <ProductPicker description="Which product do you want to describe?" onPick={(productId) => navigate({ search: { id: productId } })} />
      ) : (
        <QueryState query={product} errorTitle="This product could not be loaded">
          {(data) => (
            <Grid gutter="lg">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <ProductDetailsEditor key={id} productId={id} mode="add" />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <ProductImagesManager productId={id} images={data.images ?? []} />
              </Grid.Col>
              <Grid.Col span={12}>
                <ProductDetailsList productId={id} details={data.detail ?? []} canEdit={false} />
              </Grid.Col>
              <Grid.Col span={12}>
                <Group justify="flex-end">{next}</Group>
              </Grid.Col>
            </Grid>
          )}
        </QueryState>
      )}
    </>
  );
}
