import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { PackContentsPicker } from '../../features/packaging/components/pack-contents-picker';
import { WithPackage } from '../../features/packaging/components/with-package';
import { packageLevel } from '../../lib/package-level';
import { packageFlowRoute } from '../../features/packaging/model/package-flow-route';

export const Route = createFileRoute('/_app/pakaging-add-items')({
  ...packageFlowRoute,
  component: AddItemsPage,
});

function AddItemsPage() {
  const { package: packageId, level } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHeader eyebrow="Logistics" title="Add items to package" description="Pick stock items or level-1 packages to pack." />
      <WithPackage id={packageId}>
        {(pkg) => (
          <PackContentsPicker
            target={pkg}
            defaultTab={(level ?? packageLevel(pkg)) === 2 ? 'packages' : 'items'}
            onPacked={(packed) => void navigate({ to: packageLevel(packed) === 2 ? '/preview-package' : '/pakaging-details-preview', search: { package: packed.display_id } })}
          />
        )}
      </WithPackage>
    </>
  );
}
