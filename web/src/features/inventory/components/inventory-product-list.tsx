import { Accordion, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryError } from '../../../components/feedback/query-error';
import { formatDate } from '../../../lib/dates';
import { ProductImage } from '../../../components/data/product-image';
import { coverImage, type Product } from '../../catalog/api/product-queries';
import { stockItemQueries } from '../api/stock-item-queries';
import { StockItemsTable } from './stock-items-table';
import { ActionIconLink, ButtonLink } from '../../../components/links/router-links';

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
          <Group gap={0} wrap="nowrap" align="center">
          {/* Named by what it shows ("<name> by <brand> · SKU …"), so the spoken name is the visible one. */}
          <Accordion.Control style={{ flex: 1, minWidth: 0 }}>
            <Group gap="md" wrap="nowrap">
              <ProductImage src={coverImage(product)} alt="" size={48} />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} truncate>
                  {product.name}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  by {product.brand} · SKU {product.sku} · added {formatDate(product.created_at)}
                </Text>
              </Stack>
              <Badge variant="light" color="brass" visibleFrom="xs">
                {product.items_count ?? 0} items
              </Badge>
            </Group>
          </Accordion.Control>
            <Tooltip label="Manage product">
              <ActionIconLink to="/product-details/$id" params={{ id: product.id }} variant="subtle" size="lg" mr="sm" aria-label={`Manage ${product.name}`}>
                <IconArrowRight size={18} />
              </ActionIconLink>
            </Tooltip>
          </Group>
          <Accordion.Panel>
            <ProductStockPanel product={product} open={opened.includes(product.id)} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
