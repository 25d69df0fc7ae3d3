import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryError } from '../../../components/feedback/query-error';
import { formatDate } from '../../../lib/dates';
import { ProductImage } from '../../../components/data/product-image';
import { coverImage, type Product } from '../../catalog/api/product-queries';
import { stockItemQueries } from '../api/stock-item-queries';
import { StockItemsTable } from './stock-items-table';
import { ButtonLink } from '../../../components/links/router-links';

/** Items are fetched only when a product is opened: the list can hold many products. */
function ProductStockPanel({ product, open }: { product: Product; open: boolean }) {
  const items = useQuery({ ...stockItemQueries.byProduct(product.id), enabled: open });
  return (
    <Stack gap="md">
      {items.isError ? <QueryError error={items.error} onRetry={() => items.refetch()} /> : <StockItemsTable items={items.data} loading={items.isLoading} />}
      <Group justify="flex-end">
        <ButtonLink to="/product-details/$id" params={{ id: product.id }} variant="light" rightSection={<IconArrowRight size={16} />}>
          Manage product
        </ButtonLink>
      </Group>
    </Stack>
  );
}

export function InventoryProductList({ products }: { products: Product[] }) {
  const [opened, setOpened] = useState<string[]>([]);
  return (
    <Accordion multiple value={opened} onChange={setOpened} variant="separated" radius="lg" chevronPosition="right">
      {products.map((product) => (
        <Accordion.Item key={product.id} value={product.id} bg="white">
          <Accordion.Control aria-label={`${product.name} by ${product.brand}`}>
            <Group gap="md" wrap="nowrap">
              <ProductImage src={coverImage(product)} alt={product.name} size={48} />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} truncate>
                  {product.name}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  {product.brand} · SKU {product.sku} · added {formatDate(product.created_at)}
                </Text>
              </Stack>
              <Badge variant="light" color="brass" visibleFrom="xs">
                {product.items_count ?? 0} items
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <ProductStockPanel product={product} open={opened.includes(product.id)} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
