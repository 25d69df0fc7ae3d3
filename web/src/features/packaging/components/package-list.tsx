import { Badge, Button, Card, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconListDetails, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { DateText } from '../../../components/data/date-text';
import { ResponsiveTable, type Column } from '../../../components/data/responsive-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryError } from '../../../components/feedback/query-error';
import { ActionIconLink, AnchorLink } from '../../../components/links/router-links';
import { errorMessage } from '../../../lib/api-error';
import { notifyTopCenter } from '../../../lib/toast';
import { packageQueries, type Package } from '../api/package-queries';
import { usePackagingMutations } from '../api/use-packaging-mutations';
import { packageLevel, packageSearchId } from '../../../lib/package-level';
import { LevelBadge } from './package-summary-card';
import { PublicPageLink } from '../../../components/links/public-page-link';
import { SkeletonRows } from '../../../components/feedback/skeleton-rows';

export const INVALID_PACKAGE_MESSAGE = 'Please enter valid package ID';

/** Looks a package up by id (any owner's); an unknown id gives the specification's toast (top centre, 3 s). */
export function PackageSearchForm() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const search = usePackagingMutations().findPackage;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = packageSearchId(value);
    if (!id) return notifyTopCenter.error(INVALID_PACKAGE_MESSAGE);
    search.mutate(id, {
      onSuccess: (pkg) => void navigate({ to: '/package-details/$id', params: { id: pkg.display_id } }),
      onError: (error) => {
        // Specification §5: a response message containing 'Invalid Product id' means an unknown package.
        if (errorMessage(error).includes('Invalid Product id')) notifyTopCenter.error(INVALID_PACKAGE_MESSAGE);
        else notifyTopCenter.error(errorMessage(error));
      },
    });
  };
  return (
    <form onSubmit={submit} role="search">
      <Group align="flex-end" gap="sm">
        <TextInput label="Package id" placeholder="PACK000001" value={value} onChange={(e) => setValue(e.currentTarget.value)} leftSection={<IconSearch size={16} />} style={{ flex: 1 }} miw={200} />
        <Button type="submit" loading={search.isPending}>
          Find package
        </Button>
      </Group>
    </form>
  );
}

/** Own packages, newest first. */
export function PackageList() {
  const packages = useQuery(packageQueries.list());
  if (packages.isError) return <QueryError error={packages.error} onRetry={() => packages.refetch()} />;
  if (!packages.data)
    return (
      <SkeletonRows h={44} />
    );
  if (packages.data.length === 0)
    return (
      <EmptyState
        title="No packages yet"
        description="Pack stock items into a level-1 package, then level-1 packages into a level-2 package."
        link={{ to: '/pakage-information', children: 'Create a package' }}
      />
    );
  return (
    <Card p={{ base: 'sm', sm: 0 }}>
      <ResponsiveTable
        label="Packages"
        rows={packages.data}
        columns={packageColumns}
        actions={(pkg) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Contents, item by item">
              <ActionIconLink to="/packaging-product-details/$id" params={{ id: pkg.display_id }} variant="subtle" aria-label="Contents, item by item">
                <IconListDetails size={18} />
              </ActionIconLink>
            </Tooltip>
            <PublicPageLink id={pkg.display_id} label="Public authenticity page" />
          </Group>
        )}
      />
    </Card>
  );
}

const packageColumns: Column<Package>[] = [
  {
    key: 'id',
    label: 'Package id',
    primary: true,
    cell: (pkg) => (
      <AnchorLink to="/package-details/$id" params={{ id: pkg.display_id }} ff="monospace" fw={600}>
        {pkg.display_id}
      </AnchorLink>
    ),
  },
  { key: 'brand', label: 'Brand', cell: (pkg) => pkg.brand_name },
  { key: 'level', label: 'Level', nowrap: true, cell: (pkg) => <LevelBadge level={packageLevel(pkg)} /> },
  {
    key: 'contents',
    label: 'Contents',
    cell: (pkg) => (
      <Text size="sm">
        {pkg.items_count} item{pkg.items_count === 1 ? '' : 's'}
        {pkg.packages_count ? `, ${pkg.packages_count} package${pkg.packages_count === 1 ? '' : 's'}` : ''}
      </Text>
    ),
  },
  {
    key: 'state',
    label: 'State',
    nowrap: true,
    cell: (pkg) =>
      pkg.packed_in ? (
        <Badge variant="outline" color="ink">
          In {pkg.packed_in}
        </Badge>
      ) : pkg.items_count + pkg.packages_count === 0 ? (
        <Badge variant="outline" color="gray.7">
          Empty
        </Badge>
      ) : (
        <Badge variant="light" color="teal.9">
          Packed
        </Badge>
      ),
  },
  { key: 'created', label: 'Created', nowrap: true, cell: (pkg) => <DateText value={pkg.created_at} /> },
];
