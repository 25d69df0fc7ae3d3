import { createFileRoute } from '@tanstack/react-router';
import { PackagePreviewStep } from '../../features/packaging/components/package-preview';
import { packageFlowRoute } from '../../features/packaging/model/package-flow-route';

export const Route = createFileRoute('/_app/preview-package')({
  ...packageFlowRoute,
  component: PreviewPage,
});

function PreviewPage() {
  return <PackagePreviewStep level={2} packageId={Route.useSearch().package} />;
}
