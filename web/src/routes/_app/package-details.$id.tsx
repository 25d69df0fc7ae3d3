import { Grid, Stack, Text } from '@mantine/core';
import { IconPlus, IconQrcode } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { ButtonLink } from '../../components/links/router-links';
import { ownershipQueries } from '../../features/ownership/api/ownership-queries';
import { OwnerChainCard } from '../../features/ownership/components/owner-chain-card';
import { RequestOwnershipPanel } from '../../features/ownership/components/request-ownership-panel';
import { ensurePackageWithContent, type Package } from '../../features/packaging/api/package-queries';
import { PackageContentsTable } from '../../features/packaging/components/package-contents-table';
import { PackageSummaryCard } from '../../features/packaging/components/package-summary-card';
import { UnpackButton } from '../../features/packaging/components/unpack-button';
import { WithPackage } from '../../features/packaging/components/with-package';
import { packageLevel } from '../../lib/package-level';
import { profileQueries } from '../../features/profile/api/profile-queries';
import { TitledCard } from '../../components/layout/titled-card';

export const Route = createFileRoute('/_app/package-details/$id')({
  loader: ({ context, params }) => ensurePackageWithContent(context.queryClient, params.id),
  component: PackageDetailsPage,
});

function PackageDetailsPage() {
  const { id } = Route.useParams();
  return (
    <>
      <PageHeader eyebrow="Logistics" title="Package details" description="A package, its level, its contents and its owners." />
      <WithPackage id={id}>{(pkg) => <PackageDetails key={pkg.display_id} pkg={pkg} />}</WithPackage>
    </>
  );
}

function PackageDetails({ pkg }: { pkg: Package }) {
  const me = useQuery(profileQueries.me());
  const owners = useQuery(ownershipQueries.owners('package', pkg.display_id));
  const status = useQuery(ownershipQueries.requestStatus('package', pkg.display_id));
  const isOwner = Boolean(me.data && pkg.package_owner?.id === me.data.id);
  const level = packageLevel(pkg);
  const hasContents = pkg.items_count + pkg.packages_count > 0;

  return (
    <Stack gap="lg">
      <PackageSummaryCard
        pkg={pkg}
        actions={
          isOwner && (
            <>
              {!pkg.packed_in && (
                <ButtonLink to="/pakaging-add-items" search={{ package: pkg.display_id, level }} variant="light" leftSection={<IconPlus size={16} />}>
                  Add contents
                </ButtonLink>
              )}
              {hasContents && (
                <ButtonLink to={level === 2 ? '/QR-success-level2' : '/pakaging-QR-generated'} search={{ package: pkg.display_id }} variant="default" leftSection={<IconQrcode size={16} />}>
                  QR code
                </ButtonLink>
              )}
              {hasContents && !pkg.packed_in && <UnpackButton pkg={pkg} />}
            </>
          )
        }
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <TitledCard title="Contents">
            <PackageContentsTable packageId={pkg.display_id} />
          </TitledCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <TitledCard title="Ownership">
              {pkg.packed_in && !isOwner ? (
                <Text size="sm" c="dimmed">
                  This package is sealed inside {pkg.packed_in}: request that package instead.
                </Text>
              ) : (
                <RequestOwnershipPanel kind="package" displayId={pkg.display_id} isOwner={isOwner} pendingStatus={status.isSuccess ? status.data : undefined} />
              )}
            </TitledCard>
            <OwnerChainCard owners={owners.data} viewerId={me.data?.id}>
              Newest first. Handing over a package hands over everything inside it.
            </OwnerChainCard>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
