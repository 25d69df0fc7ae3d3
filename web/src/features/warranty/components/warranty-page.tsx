import { Card, Grid, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../../components/feedback/query-error';
import { PageHeader } from '../../../components/layout/page-header';
import { productQueries } from '../../catalog/api/product-queries';
import { warrantyQueries } from '../api/warranty-queries';
import { PartnerCsvUpload } from './partner-csv-upload';
import { PartnerForm } from './partner-form';
import { PartnersTable } from './partners-table';

/** Warranty partners of the brand's products: the list (filtered by product), one-by-one and CSV entry. */
export function WarrantyPage({ product, onProduct }: { product?: string; onProduct: (product: string | undefined) => void }) {
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
                  onChange={(value) => onProduct(value ?? undefined)}
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
