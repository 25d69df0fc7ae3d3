import { Group, Stack } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { PageHeader } from '../../../components/layout/page-header';
import { ButtonLink } from '../../../components/links/router-links';
import { PackageIotTags } from './package-iot-tags';
import { PackageIotPanel, PackageQrPanel } from './package-tag-panels';
import { WithPackage } from './with-package';

/** The QR or IoT tag screen of a package (the four `*-QR-*` / `*-IOT-*` routes of the packaging flow). */
export function PackageTagPage({ title, tag, packageId }: { title: string; tag: 'qr' | 'iot'; packageId?: string }) {
  return (
    <>
      <PageHeader eyebrow="Logistics" title={title} />
      <WithPackage id={packageId}>
        {(pkg) => (
          <Stack gap="lg">
            {tag === 'qr' ? (
              <PackageQrPanel pkg={pkg} />
            ) : (
              <>
                <PackageIotPanel pkg={pkg} />
                <PackageIotTags pkg={pkg} />
              </>
            )}
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
