import { Badge, Card, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLink, IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { shortenMiddle } from '../../../lib/format';
import { trackingQueries } from '../api/tracking-queries';

/** Whether the item's hash chain checks out, with its number of events and head hash. */
export function VerifiedHistoryPanel({ displayId }: { displayId: string }) {
  const provenance = useQuery(trackingQueries.provenance(displayId));
  const data = provenance.data;
  const count = data ? (data.length ?? data.events?.length ?? 0) : 0;
  return (
    <Card aria-labelledby="verified-history-title" data-testid="verified-history">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" color={data && !data.verified ? 'red' : 'teal'} radius="xl">
              {data && !data.verified ? <IconShieldX size={18} /> : <IconShieldCheck size={18} />}
            </ThemeIcon>
            <Text fw={600} id="verified-history-title">
              Verified history
            </Text>
          </Group>
          {provenance.isPending && <Loader size="xs" />}
          {data && (
            <Badge color={data.verified ? 'teal' : 'red'} variant="light" data-testid="chain-status">
              {data.verified ? 'Chain verified' : 'Chain broken'}
            </Badge>
          )}
        </Group>
        {provenance.isError && (
          <Text size="sm" c="dimmed">
            The history could not be checked right now.
          </Text>
        )}
        {data && (
          <>
            <Text size="sm" c="dimmed">
              {data.verified
                ? 'Every recorded event links to the one before it by its hash: the history has not been altered.'
                : 'The recorded events do not link up: this history may have been tampered with. Please report it.'}
            </Text>
            <Group gap="lg">
              <Stack gap={0}>
                <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
                  Events
                </Text>
                <Text fw={600} data-testid="history-events">
                  {count}
                </Text>
              </Stack>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
                  Head hash
                </Text>
                <Group gap={4} wrap="nowrap">
                  <IconLink size={14} aria-hidden />
                  <Text ff="monospace" size="sm" title={data.head_hash ?? undefined} data-testid="head-hash" style={{ wordBreak: 'break-all' }}>
                    {data.head_hash ? shortenMiddle(data.head_hash) : 'NA'}
                  </Text>
                </Group>
              </Stack>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
