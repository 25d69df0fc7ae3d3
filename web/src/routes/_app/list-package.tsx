import { Card, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { ButtonLink } from '../../components/links/router-links';
import { packageQueries } from '../../features/packaging/api/package-queries';
import { PackageList, PackageSearchForm } from '../../features/packaging/components/package-list';
import { ensureAll } from '../../lib/query-client';

export const Route = createFileRoute('/_app/list-package')({
  loader: ({ context }) => ensureAll(context.queryClient, packageQueries.list()),
  component: ListPackagePage,
});

function ListPackagePage() {
  return (
    <>
      <PageHeader
        eyebrow="Logistics"
        title="Packages"
        description="Your level-1 and level-2 packages, newest first."
        actions={
          <>
            <ButtonLink to="/pakaging-basic-details" search={{ level: 2 }} variant="default" leftSection={<IconPlus size={16} />}>
              Level-2 package
            </ButtonLink>
            <ButtonLink to="/pakaging-basic-details" search={{ level: 1 }} leftSection={<IconPlus size={16} />}>
              Level-1 package
            </ButtonLink>
          </>
        }
      />
      <Stack gap="lg">
        <Card>
          <PackageSearchForm />
        </Card>
        <PackageList />
      </Stack>
    </>
  );
}
