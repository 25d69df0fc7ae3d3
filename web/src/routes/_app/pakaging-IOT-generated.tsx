import { createFileRoute } from '@tanstack/react-router';
import { ensurePackage } from '../../features/packaging/api/package-queries';
import { PackageTagPage } from '../../features/packaging/components/package-tag-page';
import { packageFlowSearch } from '../../features/packaging/model/package-search';

export const Route = createFileRoute('/_app/pakaging-IOT-generated')({
  validateSearch: packageFlowSearch,
  loaderDeps: ({ search }) => ({ package: search.package }),
  loader: ({ context, deps }) => ensurePackage(context.queryClient, deps.package),
  component: TagPage,
});

function TagPage() {
  return <PackageTagPage title="Package IoT tag" tag="iot" packageId={Route.useSearch().package} />;
}
