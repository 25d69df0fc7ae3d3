import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { formatDate } from '../../../lib/dates';
import type { TrackingDetails } from '../api/tracking-queries';

/** Public tracking: the warranty end date and the brand's partners who service the product (when it has any). */
export function WarrantyCard({ warranty }: { warranty: NonNullable<TrackingDetails['warranty']> }) {
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label="Warranty service" data-testid="warranty-card">
      <Stack gap="xs">
        <Group gap="xs">
          <IconTool size={18} color="var(--mantine-color-brass-7)" aria-hidden />
          <Text fw={600}>Warranty</Text>
        </Group>
        <Text size="sm" data-testid="warranty-until">
          {warranty.until ? `Under warranty until ${formatDate(warranty.until)}` : 'Warranty end date not given'}
        </Text>
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Warranty partners">
          {warranty.partners.map((p) => (
            <li key={p.email}>
              <Text size="sm" fw={500}>
                {p.name}
              </Text>
              <Text size="xs" c="dimmed">
                <Anchor size="xs" href={`tel:${p.phone.replace(/[^+0-9]/g, '')}`}>
                  {p.phone}
                </Anchor>
                {' · '}
                <Anchor size="xs" href={`mailto:${p.email}`}>
                  {p.email}
                </Anchor>
              </Text>
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
