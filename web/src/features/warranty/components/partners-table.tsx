import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { ResponsiveTable, type Column } from '../../../components/data/responsive-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import type { WarrantyPartner } from '../api/warranty-queries';

/** The brand's partners with the products each services (names from the brand's own product list). */
export function PartnersTable({ partners, loading, productNames, filtered }: { partners: WarrantyPartner[] | undefined; loading: boolean; productNames: Map<string, string>; filtered: boolean }) {
  const columns: Column<WarrantyPartner>[] = [
    {
      key: 'name',
      label: 'Partner',
      primary: true,
      cell: (p) => (
        <Text fw={600} size="sm">
          {p.name}
        </Text>
      ),
    },
    {
      key: 'contact',
      label: 'Contact',
      cell: (p) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Anchor href={`mailto:${p.email}`} size="sm">
            {p.email}
          </Anchor>
          <br />
          <Anchor href={`tel:${p.phone.replace(/[^+0-9]/g, '')}`} size="sm">
            {p.phone}
          </Anchor>
        </Text>
      ),
    },
    { key: 'area', label: 'Service area', cell: (p) => <Text size="sm">{p.service_area}</Text> },
    { key: 'address', label: 'Address', cell: (p) => <Text size="sm">{p.address}</Text> },
    {
      key: 'products',
      label: 'Products',
      cell: (p) =>
        p.products.length ? (
          <Group gap={4}>
            {p.products.map((id) => (
              <Badge key={id} variant="light" size="sm" tt="none">
                {productNames.get(id) ?? 'Product'}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            None yet
          </Text>
        ),
    },
  ];
  return (
    <ResponsiveTable
      label="Warranty partners"
      rows={partners}
      columns={columns}
      loading={loading}
      rowProps={() => ({ 'data-testid': 'partner-row' })}
      empty={
        <EmptyState
          icon={<IconShieldCheck size={28} stroke={1.5} />}
          title={filtered ? 'No partner services this product yet' : 'No warranty partners yet'}
          description="Add one with the form, or many at once from a CSV file. Buyers see them on the public tracking page."
        />
      }
    />
  );
}
