import { Stack } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { TitledCard } from '../../../components/layout/titled-card';
import { PackageContentsTable } from './package-contents-table';
import { PackageSummaryCard } from './package-summary-card';
import { WithPackage } from './with-package';

/** The `/packaging-product-details/$id` screen: a package's contents, item by item. */
export function PackagedProductDetailsPage() {
  const { id } = useParams({ from: '/_app/packaging-product-details/$id' });
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
