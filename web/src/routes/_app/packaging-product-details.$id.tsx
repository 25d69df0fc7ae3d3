import { createFileRoute } from '@tanstack/react-router';
import { ensurePackageWithContent } from '../../features/packaging/api/package-queries';
import { PackagedProductDetailsPage } from '../../features/packaging/components/packaged-product-details-page';

export const Route = createFileRoute('/_app/packaging-product-details/$id')({
  loader: ({ context, params }) => ensurePackageWithContent(context.queryClient, params.id),
  component: PackagedProductDetailsPage,
});
