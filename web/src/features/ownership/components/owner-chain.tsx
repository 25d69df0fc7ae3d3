import { Badge, Group, Text, Timeline } from '@mantine/core';
import { IconCrown, IconUser } from '@tabler/icons-react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { AnchorLink } from '../../../components/links/router-links';
import { formatDateTime } from '../../../lib/dates';
import type { OwnerEntry } from '../api/ownership-api';

/** Owners newest first; the first entry is the current owner. */
export function OwnerChain({ owners, viewerId }: { owners: OwnerEntry[]; viewerId?: string }) {
  if (!owners.length) return <EmptyState compact title="No owners recorded yet" />;
  return (
    <Timeline active={0} bulletSize={28} lineWidth={2} color="brass" aria-label="Owner chain, newest first">
      {owners.map((entry, index) => (
        <Timeline.Item
          key={`${entry.ownerId}-${entry.fromDate}`}
          bullet={index === 0 ? <IconCrown size={14} /> : <IconUser size={14} />}
          title={
            <Group gap="xs">
              {entry.ownerId ? (
                <AnchorLink fw={600} c="ink.9" to="/userProfile" search={{ id: entry.ownerId }}>
                  {entry.fullname || 'Unnamed owner'}
                </AnchorLink>
              ) : (
                <Text fw={600}>{entry.fullname || 'Unnamed owner'}</Text>
              )}
              {entry.company && (
                <Text size="sm" c="dimmed" data-testid="owner-company">
                  {entry.company}
                </Text>
              )}
              {index === 0 && (
                <Badge size="sm" color="brass" variant="light">
                  Current owner
                </Badge>
              )}
              {entry.ownerId === viewerId && (
                <Badge size="sm" color="ink" variant="outline">
                  You
                </Badge>
              )}
            </Group>
          }
          data-testid="owner-entry"
        >
          <Text size="sm" c="dimmed">
            Owner since {formatDateTime(entry.fromDate)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
