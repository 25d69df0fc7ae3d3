import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../../components/feedback/query-error';
import { DateText } from '../../../components/data/date-text';
import { explorerQueries } from '../api/explorer-queries';

/** The log's latest signed checkpoint: size, root, time, and whether its signature verified in this browser. */
export function CheckpointCard() {
  const checkpoint = useQuery({ ...explorerQueries.checkpoint(), refetchInterval: 5_000 });
  const cp = checkpoint.data;
  return (
    <Card withBorder aria-labelledby="checkpoint-title" data-testid="checkpoint-card">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <IconSignature size={20} aria-hidden />
            <Title order={2} fz="lg" id="checkpoint-title">
              Signed checkpoint
            </Title>
          </Group>
          {cp && (
            <Badge
              color={cp.signatureOk ? 'teal' : 'red'}
              variant={cp.signatureOk ? 'light' : 'filled'}
              data-testid="checkpoint-signature"
              title="Checked in your browser against the log's published key"
              styles={{ root: { height: 'auto', whiteSpace: 'normal', textAlign: 'center' } }}
            >
              {cp.signatureOk ? 'Signature verified in your browser' : 'Signature does not verify'}
            </Badge>
          )}
        </Group>
        {checkpoint.isPending && <Skeleton role="status" h={60} aria-label="Loading the checkpoint" />}
        {checkpoint.isError && <QueryError error={checkpoint.error} onRetry={() => checkpoint.refetch()} title="Could not load the checkpoint" />}
        {cp && (
          <Group gap="xl" wrap="wrap" align="flex-start">
            <Stack gap={0}>
              <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
                Tree size
              </Text>
              <Text fw={600} data-testid="checkpoint-size">
                {cp.size.toLocaleString('en')} events
              </Text>
            </Stack>
            <Stack gap={0} style={{ minWidth: 0, flex: '1 1 260px' }}>
              <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
                Root hash
              </Text>
              <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }} data-testid="checkpoint-root">
                {cp.root}
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
                Signed
              </Text>
              <DateText value={cp.signedAt} />
            </Stack>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
                Log
              </Text>
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {cp.origin}
              </Text>
            </Stack>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
