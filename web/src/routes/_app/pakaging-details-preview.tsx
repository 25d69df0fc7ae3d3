import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { ensurePackage } from '../../features/packaging/api/package-queries';
import { PackagePreview } from '../../features/packaging/components/package-preview';
import { WithPackage } from '../../features/packaging/components/with-package';
import { packageFlowSearch } from '../../features/packaging/model/package-search';

export const Route = createFileRoute('/_app/pakaging-details-preview')({
  validateSearch: packageFlowSearch,
  loaderDeps: ({ search }) => ({ package: search.package }),
  loader: ({ context, deps }) => ensurePackage(context.queryClient, deps.package),
  component: PreviewPage,
});

function PreviewPage() {
  const { package: packageId } = Route.useSearch();
  return (
    <>
      <PageHeader eyebrow="Logistics" title="Package preview" description="Review the package before making its label." />
      <WithPackage id={packageId}>{(pkg) => <PackagePreview pkg={pkg} />}</WithPackage>
    </>
  );
}
