import { Grid, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { FullPageLoader } from '../../components/feedback/full-page-loader';
import { QueryError } from '../../components/feedback/query-error';
import { PageHeader } from '../../components/layout/page-header';
import { ButtonLink } from '../../components/links/router-links';
import { productQueries } from '../../features/catalog/api/product-queries';
import { ProductDetailsEditor } from '../../features/catalog/components/product-details-editor';
import { ProductDetailsList } from '../../features/catalog/components/product-details-list';
import { ProductImagesManager } from '../../features/catalog/components/product-images-manager';
import { ProductPicker } from '../../features/catalog/components/product-picker';
import { optionalText, searchSchema as schema } from '../../lib/search-params';

const searchSchema = schema({ id: optionalText() });

export const Route = createFileRoute('/_app/detailed-information')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) =>
    (deps.id ? context.queryClient.ensureQueryData(productQueries.detail(deps.id)) : context.queryClient.ensureQueryData(productQueries.list())).catch(() => undefined),
  component: DetailedInformationPage,
});

function DetailedInformationPage() {
  const { id } = Route.useSearch();
  const navigate = Route.useNavigate();
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
      ) : product.isError ? (
        <QueryError error={product.error} onRetry={() => product.refetch()} title="This product could not be loaded" />
      ) : !product.data ? (
        <FullPageLoader />
      ) : (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ProductDetailsEditor key={id} productId={id} mode="add" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ProductImagesManager productId={id} images={product.data.images ?? []} />
          </Grid.Col>
          <Grid.Col span={12}>
            <ProductDetailsList productId={id} details={product.data.detail ?? []} canEdit={false} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Group justify="flex-end">{next}</Group>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
