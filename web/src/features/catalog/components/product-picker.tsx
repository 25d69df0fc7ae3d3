import { Card, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryError } from '../../../components/feedback/query-error';
import { productQueries } from '../api/product-queries';

/** Screens that work on one product and were opened without one ask for it first. */
export function ProductPicker({ label = 'Product', description, onPick }: { label?: string; description: string; onPick: (productId: string) => void }) {
  const products = useQuery(productQueries.list());
  if (products.isError) return <QueryError error={products.error} onRetry={() => products.refetch()} />;
  if (products.data && products.data.length === 0) {
    return (
      <EmptyState
        title="No products yet"
        description="Add a product first."
        link={{ to: '/add-product', children: 'Add a product' }}
      />
    );
  }
  return (
    <Card maw={560}>
      <Stack gap="sm">
        <Text c="dimmed" size="sm">
          {description}
        </Text>
        <Select
          label={label}
          placeholder={products.isLoading ? 'Loading products…' : 'Choose a product'}
          data={(products.data ?? []).map((product) => ({ value: product.id, label: `${product.name} · ${product.brand} (${product.sku})` }))}
          onChange={(value) => value && onPick(value)}
          searchable
          nothingFoundMessage="No product found"
        />
      </Stack>
    </Card>
  );
}
