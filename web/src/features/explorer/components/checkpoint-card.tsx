import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../../components/feedback/query-error';
import { DateText } from '../../../components/data/date-text';
import { explorerQueries } from '../api/explorer-queries';
import { LabelledValue } from '../../../components/layout/fact';

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
            <LabelledValue label="Tree size" gap={0}>
              <Text fw={600} data-testid="checkpoint-size">
                {cp.size.toLocaleString('en')} events
              </Text>
            </LabelledValue>
            <LabelledValue label="Root hash" gap={0} style={{ minWidth: 0, flex: '1 1 260px' }}>
              <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }} data-testid="checkpoint-root">
                {cp.root}
              </Text>
            </LabelledValue>
            <LabelledValue label="Signed" gap={0}>
              <DateText value={cp.signedAt} />
            </LabelledValue>
            <LabelledValue label="Log" gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {cp.origin}
              </Text>
            </LabelledValue>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
