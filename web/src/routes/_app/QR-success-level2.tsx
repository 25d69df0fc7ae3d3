import { createFileRoute } from '@tanstack/react-router';
import { PackageTagPage } from '../../features/packaging/components/package-tag-page';
import { packageFlowRoute } from '../../features/packaging/model/package-flow-route';

export const Route = createFileRoute('/_app/QR-success-level2')({
  ...packageFlowRoute,
  component: TagPage,
});

function TagPage() {
  return <PackageTagPage title="Level-2 QR code" tag="qr" packageId={Route.useSearch().package} />;
}
