import { Group, Stack } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { ButtonLink } from '../../components/links/router-links';
import { packageQueries } from '../../features/packaging/api/package-queries';
import { PackageIotPanel } from '../../features/packaging/components/package-tag-panels';
import { WithPackage } from '../../features/packaging/components/with-package';
import { packageFlowSearch } from '../../features/packaging/model/package-search';

export const Route = createFileRoute('/_app/pakaging-IOT-generated')({
  validateSearch: packageFlowSearch,
  loaderDeps: ({ search }) => ({ package: search.package }),
  loader: ({ context, deps }) => (deps.package ? context.queryClient.ensureQueryData(packageQueries.detail(deps.package)).catch(() => undefined) : undefined),
  component: TagPage,
});

function TagPage() {
  const { package: packageId } = Route.useSearch();
  return (
    <>
      <PageHeader eyebrow="Logistics" title="Package IoT tag" />
      <WithPackage id={packageId}>
        {(pkg) => (
          <Stack gap="lg">
            <PackageIotPanel pkg={pkg} />
            <Group justify="center" className="no-print">
              <ButtonLink to="/package-details/$id" params={{ id: pkg.display_id }} rightSection={<IconArrowRight size={16} />}>
                Go to package
              </ButtonLink>
              <ButtonLink to="/list-package" variant="default">
                All packages
              </ButtonLink>
            </Group>
          </Stack>
        )}
      </WithPackage>
    </>
  );
}
