import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBox, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../../components/links/router-links';
import { formatDate, formatDateTime } from '../../../lib/dates';
import type { Package } from '../api/package-queries';
import { levelLabel, packageLevel } from '../../../lib/package-level';
import { Fact } from '../../../components/layout/fact';

export function LevelBadge({ level }: { level: 1 | 2 }) {
  return (
    <Badge size="lg" variant={level === 2 ? 'filled' : 'light'} color={level === 2 ? 'ink' : 'brass'} data-testid="level-badge">
      {levelLabel(level)}
    </Badge>
  );
}

/** A package's identity, level, counts and owner. */
export function PackageSummaryCard({ pkg, actions }: { pkg: Package; actions?: ReactNode }) {
  const level = packageLevel(pkg);
  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <Stack w={56} h={56} align="center" justify="center" bg="ink.9" style={{ borderRadius: 'var(--mantine-radius-md)', flexShrink: 0 }}>
              <IconBox size={28} color="var(--mantine-color-brass-3)" stroke={1.5} />
            </Stack>
            <Stack gap={2}>
              <Text size="sm" c="brass.7" fw={600}>
                {pkg.brand_name}
              </Text>
              <Title order={2} fz={24} ff="monospace" data-testid="package-id">
                {pkg.display_id}
              </Title>
            </Stack>
          </Group>
          <LevelBadge level={level} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label="Items added" testId="items-count">
            {pkg.items_count}
          </Fact>
          <Fact label="Level-1 packages" testId="packages-count">
            {pkg.packages_count}
          </Fact>
          <Fact label="Items inside, all levels">{pkg.total_items}</Fact>
          <Fact label="Planned products">{pkg.total_product}</Fact>
          <Fact label="Owner" testId="package-owner">
            {pkg.package_owner?.fullname || 'Unnamed owner'}
          </Fact>
          <Fact label="Packed on">{formatDate(pkg.manufecture_date)}</Fact>
          <Fact label="Expires on">{formatDate(pkg.expire_date)}</Fact>
          <Fact label="Created">{formatDateTime(pkg.created_at)}</Fact>
        </SimpleGrid>
        {(pkg.address_location || pkg.details) && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {pkg.address_location && <Fact label="Address">{pkg.address_location}</Fact>}
            {pkg.details && <Fact label="Details">{pkg.details}</Fact>}
          </SimpleGrid>
        )}
        {pkg.packed_in && (
          <Alert color="ink" variant="light" icon={<IconLock size={16} />} title="Sealed inside another package">
            This package is inside{' '}
            <AnchorLink to="/package-details/$id" params={{ id: pkg.packed_in }} ff="monospace">
              {pkg.packed_in}
            </AnchorLink>
            . Unpack that one first to change this package.
          </Alert>
        )}
        {actions && <Group gap="sm">{actions}</Group>}
      </Stack>
    </Card>
  );
}
