import { Card, Group, Stack, Text } from '@mantine/core';
import { IconAntenna, IconArrowRight, IconPencil, IconPlus, IconQrcode } from '@tabler/icons-react';
import { ButtonLink } from '../../../components/links/router-links';
import type { Package } from '../api/package-queries';
import { packageLevel } from '../../../lib/package-level';
import { PackageContentsTable } from './package-contents-table';
import { PackageSummaryCard } from './package-summary-card';
import { SectionHeading } from '../../../components/layout/section-heading';
import { PageHeader } from '../../../components/layout/page-header';
import { WithPackage } from './with-package';

// The QR and IoT tag steps of each level have their own routes (the specification's paths).
const LEVEL_1_TAGS = { qr: '/pakaging-QR-generated', iot: '/pakaging-IOT-generated' } as const;
const LEVEL_2_TAGS = { qr: '/QR-success-level2', iot: '/IOT-success-level2' } as const;

/** Review of a package before its label is made: summary, contents and the next steps. */
export function PackagePreview({ pkg }: { pkg: Package }) {
  const level = packageLevel(pkg);
  const search = { package: pkg.display_id };
  const empty = pkg.items_count + pkg.packages_count === 0;
  const tagRoutes = level === 2 ? LEVEL_2_TAGS : LEVEL_1_TAGS;
  return (
    <Stack gap="lg">
      <PackageSummaryCard
        pkg={pkg}
        actions={
          <>
            {empty ? (
              <Text size="sm" c="dimmed">
                Add contents to make its QR code and IoT tag.
              </Text>
            ) : (
              <>
                <ButtonLink to={tagRoutes.qr} search={search} leftSection={<IconQrcode size={16} />}>
                  Generate QR code
                </ButtonLink>
                <ButtonLink to={tagRoutes.iot} search={search} variant="light" leftSection={<IconAntenna size={16} />}>
                  IoT tag
                </ButtonLink>
              </>
            )}
            {!pkg.packed_in && (
              <ButtonLink to="/pakaging-add-items" search={{ ...search, level }} variant="default" leftSection={<IconPlus size={16} />}>
                Add more
              </ButtonLink>
            )}
            <ButtonLink to="/pakaging-basic-details" search={{ ...search, level }} variant="default" leftSection={<IconPencil size={16} />}>
              Edit details
            </ButtonLink>
          </>
        }
      />
      <Card>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <SectionHeading title="Contents">
              What is packed directly in {pkg.display_id}.
            </SectionHeading>
            <ButtonLink to="/packaging-product-details/$id" params={{ id: pkg.display_id }} size="xs" variant="subtle" rightSection={<IconArrowRight size={14} />}>
              Item by item
            </ButtonLink>
          </Group>
          <PackageContentsTable packageId={pkg.display_id} />
        </Stack>
      </Card>
    </Stack>
  );
}

/** The preview step of the packaging flow: `/pakaging-details-preview` (level 1) and `/preview-package` (level 2). */
export function PackagePreviewStep({ level, packageId }: { level: 1 | 2; packageId: string | undefined }) {
  const what = level === 2 ? 'the level-2 package' : 'the package';
  return (
    <>
      <PageHeader eyebrow="Logistics" title={level === 2 ? 'Level-2 package preview' : 'Package preview'} description={`Review ${what} before making its label.`} />
      <WithPackage id={packageId}>{(p) => <PackagePreview pkg={p} />}</WithPackage>
    </>
  );
}
