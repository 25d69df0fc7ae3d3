import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/feedback/empty-state';
import { FullPageLoader } from '../../components/feedback/full-page-loader';
import { QueryError } from '../../components/feedback/query-error';
import { PageHeader } from '../../components/layout/page-header';
import { productQueries } from '../../features/catalog/api/product-queries';
import { ProductPicker } from '../../features/catalog/components/product-picker';
import { stockItemQueries } from '../../features/inventory/api/stock-item-queries';
import { QrSheet } from '../../features/qr/components/qr-sheet';
import { optionalPositiveInt, optionalText, searchSchema as schema } from '../../lib/search-params';

/** Labels per sheet: 60 print as three A4 pages of 4 × 5. */
const PER_SHEET = 60;

const searchSchema = schema({ product: optionalText(), page: optionalPositiveInt() });

export const Route = createFileRoute('/_app/QR-generated')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ product: search.product, page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    (deps.product
      ? context.queryClient.ensureQueryData(stockItemQueries.page(deps.product, PER_SHEET, (deps.page - 1) * PER_SHEET))
      : context.queryClient.ensureQueryData(productQueries.list())
    ).catch(() => undefined),
  component: QrGeneratedPage,
});

function QrGeneratedPage() {
  const { product: productId, page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const product = useQuery({ ...productQueries.detail(productId ?? ''), enabled: Boolean(productId) });
  const items = useQuery({ ...stockItemQueries.page(productId, PER_SHEET, (page - 1) * PER_SHEET), enabled: Boolean(productId) });
  const total = items.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_SHEET));

  return (
    <>
      <PageHeader
        eyebrow="Inventory"
        title="QR codes"
        description={
          product.data
            ? `${product.data.name} · ${total} item${total === 1 ? '' : 's'}. Each code opens the item’s public authenticity page.`
            : 'Printable QR labels of your stock items, each linking to its public authenticity page.'
        }
        actions={
          productId &&
          total > 0 && (
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              Print sheet
            </Button>
          )
        }
      />
      {!productId ? (
        <ProductPicker description="Whose stock items do you want labels for?" onPick={(id) => navigate({ search: { product: id } })} />
      ) : items.isError ? (
        <QueryError error={items.error} onRetry={() => items.refetch()} />
      ) : !items.data ? (
        <FullPageLoader />
      ) : items.data.items.length === 0 ? (
        <EmptyState
          title="No stock items yet"
          description="Add stock items to this product; their QR codes appear here."
          link={{ to: '/product-details/$id', params: { id: productId }, children: 'Add stock items' }}
        />
      ) : (
        <Stack gap="lg">
          <Text size="sm" c="dimmed" className="no-print">
            Sheet {page} of {pages}: {PER_SHEET} labels per sheet. Print, or save as PDF from the print dialog; each label also downloads as PNG.
          </Text>
          <QrSheet entries={items.data.items.map((item) => ({ displayId: item.display_id, title: item.product.name, subtitle: item.batch ? `Batch ${item.batch}` : undefined }))} />
          {pages > 1 && (
            <Group justify="center" className="no-print">
              <Pagination total={pages} value={page} onChange={(next) => navigate({ search: (prev) => ({ ...prev, page: next }) })} aria-label="QR sheets" />
            </Group>
          )}
        </Stack>
      )}
    </>
  );
}
