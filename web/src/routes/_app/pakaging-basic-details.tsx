import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { PackageForm } from '../../features/packaging/components/package-form';
import { WithPackage } from '../../features/packaging/components/with-package';
import { packageLevel } from '../../lib/package-level';
import { packageFlowRoute } from '../../features/packaging/model/package-flow-route';

export const Route = createFileRoute('/_app/pakaging-basic-details')({
  ...packageFlowRoute,
  component: BasicDetailsPage,
});

function BasicDetailsPage() {
  const { package: packageId, level = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHeader
        eyebrow="Logistics"
        title={packageId ? `Edit ${packageId.toUpperCase()}` : 'Package details'}
        description="Brand, quantity and dates of the package."
      />
      {packageId ? (
        <WithPackage id={packageId}>
          {(pkg) => (
            <PackageForm
              key={pkg.display_id}
              pkg={pkg}
              level={packageLevel(pkg)}
              onSaved={(saved) => void navigate({ to: packageLevel(saved) === 2 ? '/preview-package' : '/pakaging-details-preview', search: { package: saved.display_id } })}
            />
          )}
        </WithPackage>
      ) : (
        <PackageForm level={level} onSaved={(saved) => void navigate({ to: '/pakaging-add-items', search: { package: saved.display_id, level } })} />
      )}
    </>
  );
}
