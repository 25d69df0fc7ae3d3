import { Card, Grid, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { QueryError } from '../../components/feedback/query-error';
import { PageHeader } from '../../components/layout/page-header';
import { optionalText, searchSchema } from '../../lib/search-params';
import { productQueries } from '../../features/catalog/api/product-queries';
import { warrantyQueries } from '../../features/warranty/api/warranty-queries';
import { PartnerCsvUpload } from '../../features/warranty/components/partner-csv-upload';
import { PartnerForm } from '../../features/warranty/components/partner-form';
import { PartnersTable } from '../../features/warranty/components/partners-table';

const warrantySearch = searchSchema({ product: optionalText() });

export const Route = createFileRoute('/_app/warranty')({
  validateSearch: warrantySearch,
  loaderDeps: ({ search }) => ({ product: search.product }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(productQueries.list()),
      context.queryClient.ensureQueryData(warrantyQueries.partners(deps.product)),
    ]).catch(() => undefined),
  component: WarrantyPage,
});

function WarrantyPage() {
  const { product } = Route.useSearch();
  const navigate = Route.useNavigate();
  const products = useQuery(productQueries.list());
  const partners = useQuery(warrantyQueries.partners(product));
  const options = (products.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.sku})` }));
  const names = new Map((products.data ?? []).map((p) => [p.id, p.name]));

  return (
    <>
      <PageHeader
        eyebrow="Warranty"
        title="Warranty partners"
        description="Who services your products under warranty. Buyers find them, with the warranty end date, when they track an item."
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Card>
            <Stack gap="md">
              <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
                <Text fw={700}>{partners.data ? `${partners.data.length} partner${partners.data.length === 1 ? '' : 's'}` : 'Partners'}</Text>
                <Select
                  label="Product"
                  placeholder="All products"
                  data={options}
                  value={product ?? null}
                  onChange={(value) => void navigate({ search: { product: value ?? undefined } })}
                  clearable
                  searchable
                  w={{ base: '100%', sm: 300 }}
                  nothingFoundMessage="No such product"
                />
              </Group>
              {partners.isError ? (
                <QueryError error={partners.error} onRetry={() => partners.refetch()} />
              ) : (
                <PartnersTable partners={partners.data} loading={partners.isPending} productNames={names} filtered={!!product} />
              )}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            {products.isError && <QueryError error={products.error} onRetry={() => products.refetch()} title="Could not load your products" />}
            <PartnerForm key={`form-${product ?? ''}`} products={options} initialProduct={product} />
            <PartnerCsvUpload key={`csv-${product ?? ''}`} products={options} initialProduct={product} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
