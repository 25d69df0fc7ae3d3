import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/dates';
import { coverImage, productQueries, type Option, type Product } from '../api/product-queries';
import { ProductImage } from '../../../components/data/product-image';
import { Fact } from '../../../components/layout/fact';

function optionName(options: Option[] | undefined, id: number | null): string {
  return options?.find((option) => option.id === id)?.name ?? '—';
}

/** The product's identity and key facts; used on the preview and on the product details screen. */
export function ProductSummaryCard({ product, actions }: { product: Product; actions?: ReactNode }) {
  const categories = useQuery(productQueries.categories());
  const colors = useQuery(productQueries.colors());
  return (
    <Card>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <ProductImage src={coverImage(product)} alt={product.name} />
        <Stack gap="md" style={{ flex: 1, minWidth: 220 }}>
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={2}>
              <Text size="sm" c="brass.7" fw={600}>
                {product.brand}
              </Text>
              <Title order={2} fz={24}>
                {product.name}
              </Title>
            </Stack>
            <Badge variant="light" color="ink" size="lg">
              {product.items_count ?? 0} stock items
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
            <Fact label="SKU">{product.sku}</Fact>
            <Fact label="Category">{optionName(categories.data, product.category)}</Fact>
            <Fact label="Colour">{optionName(colors.data, product.color)}</Fact>
            <Fact label="Warranty until">{formatDate(product.warranty)}</Fact>
            <Fact label="Expires on">{formatDate(product.expire)}</Fact>
            <Fact label="Location">{product.location || '—'}</Fact>
            {product.gtin && <Fact label="GTIN (GS1 Digital Link QR codes)">{product.gtin}</Fact>}
          </SimpleGrid>
          {actions && <Group gap="sm">{actions}</Group>}
        </Stack>
      </Group>
    </Card>
  );
}
