import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { ensurePackageWithContent } from '../../features/packaging/api/package-queries';
import { PackageContentsTable } from '../../features/packaging/components/package-contents-table';
import { PackageSummaryCard } from '../../features/packaging/components/package-summary-card';
import { WithPackage } from '../../features/packaging/components/with-package';
import { TitledCard } from '../../components/layout/titled-card';

export const Route = createFileRoute('/_app/packaging-product-details/$id')({
  loader: ({ context, params }) => ensurePackageWithContent(context.queryClient, params.id),
  component: PackagedProductDetailsPage,
});

function PackagedProductDetailsPage() {
  const { id } = Route.useParams();
  return (
    <>
      <PageHeader eyebrow="Logistics" title="Packaged product details" description="The contents of a package, item by item." />
      <WithPackage id={id}>
        {(pkg) => (
          <Stack gap="lg">
            <PackageSummaryCard pkg={pkg} />
            <TitledCard title="Contents">
              <PackageContentsTable packageId={pkg.display_id} />
            </TitledCard>
          </Stack>
        )}
      </WithPackage>
    </>
  );
}
