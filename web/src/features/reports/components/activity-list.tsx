import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowsExchange,
  IconBox,
  IconCheck,
  IconCirclePlus,
  IconHandStop,
  IconPackage,
  IconSend,
  IconTruckDelivery,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import { DateText } from '../../../components/data/date-text';
import { AnchorLink } from '../../../components/links/router-links';
import type { Activity } from '../api/report-queries';

const ICONS: Record<string, Icon> = {
  product_registered: IconCirclePlus,
  registered: IconCirclePlus,
  batch_recorded: IconBox,
  package_created: IconPackage,
  packed: IconPackage,
  unpacked: IconPackage,
  requested: IconSend,
  approved: IconCheck,
  rejected: IconX,
  request_closed: IconHandStop,
  handed_over: IconArrowsExchange,
  delivered: IconTruckDelivery,
  shipped: IconTruckDelivery,
  counterfeit_reported: IconAlertTriangle,
};

/** One timeline entry: what happened in one line, when, and a link to the item or package it concerns. */
export function ActivityRow({ entry }: { entry: Activity }) {
  const Glyph = ICONS[entry.type] ?? IconCirclePlus;
  const alert = entry.type === 'counterfeit_reported' || entry.type === 'rejected';
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" data-testid="activity" data-activity-type={entry.type}>
      <ThemeIcon variant="light" color={alert ? 'red' : 'brass'} radius="xl" size={32} aria-hidden>
        <Glyph size={16} />
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {entry.summary}
        </Text>
        <Group gap="xs" wrap="wrap">
          <DateText value={entry.at} size="xs" c="dimmed" />
          {entry.display_id && (
            <AnchorLink to="/productTracking/$id" params={{ id: entry.display_id }} size="xs" ff="monospace">
              {entry.display_id}
            </AnchorLink>
          )}
        </Group>
      </Stack>
    </Group>
  );
}

export function ActivityList({ entries, label }: { entries: readonly Activity[]; label: string }) {
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {entries.map((entry) => (
        <ActivityRow key={entry.id} entry={entry} />
      ))}
    </Stack>
  );
}
