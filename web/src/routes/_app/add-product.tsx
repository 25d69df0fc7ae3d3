import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { productQueries } from '../../features/catalog/api/product-queries';
import { ProductForm } from '../../features/catalog/components/product-form';
import { ensureAll } from '../../lib/query-client';

export const Route = createFileRoute('/_app/add-product')({
  // Warm the option lists; the form shows its own state if either fails.
  loader: ({ context }) =>
    ensureAll(context.queryClient, productQueries.categories(), productQueries.colors()),
  component: () => (
    <>
      <PageHeader eyebrow="Inventory" title="Add a product" description="Register a product once; then give each physical piece its own stock item id." />
      <ProductForm />
    </>
  ),
});
