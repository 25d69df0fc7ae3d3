import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useConfirm } from '../../../components/feedback/confirm-dialog';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryError } from '../../../components/feedback/query-error';
import { AnchorLink } from '../../../components/links/router-links';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { docsQueries, type ApiKey } from '../api/docs-queries';
import { useRevokeApiKey } from '../api/use-docs-mutations';
import { SkeletonRows } from '../../../components/feedback/skeleton-rows';

/** The user's live API keys (never the keys themselves), each revocable after a confirmation. */
export function ApiKeyList() {
  const keys = useQuery(docsQueries.apiKeys());
  const revoke = useRevokeApiKey();
  const { confirm } = useConfirm();

  const onRevoke = async (key: ApiKey) => {
    const ok = await confirm({
      title: 'Revoke this API key?',
      message: `"${key.name}" (${key.prefix}…) stops working at once for every system that uses it. This cannot be undone.`,
      confirmLabel: 'Revoke key',
      tone: 'danger',
    });
    if (!ok) return;
    revoke.mutate(key.id, {
      onSuccess: () => void toast.success(`Key "${key.name}" revoked`),
      onError: (error) => void toast.error(errorMessage(error)),
    });
  };

  if (keys.isPending) {
    return (
      <SkeletonRows count={2} h={72} gap="sm" role="status" aria-label="Loading your API keys" />
    );
  }
  if (keys.isError) return <QueryError error={keys.error} onRetry={() => void keys.refetch()} title="Could not load your API keys" />;
  if (keys.data.length === 0) {
    return (
      <EmptyState
        compact
        icon={<IconKey size={22} stroke={1.5} />}
        title="No API keys yet"
        description="Create one on the Key Generation page for each system that calls the API."
        action={<AnchorLink to="/doc-key-generation">Create a key</AnchorLink>}
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" role="list" aria-label="Your API keys">
      {keys.data.map((key) => (
        <Card key={key.id} withBorder padding="md" role="listitem" data-testid="api-key">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {key.name}
              </Text>
              <Badge variant="light" color={key.scopes.includes('write') ? 'brass' : 'teal'}>
                {key.scopes.includes('write') ? 'read and write' : 'read only'}
              </Badge>
            </Group>
            <Text ff="monospace" size="sm">
              {key.prefix}…
            </Text>
            <Text size="xs" c="dimmed">
              Created {formatDateTime(key.created_at)} · {key.last_used_at ? `last used ${formatDateTime(key.last_used_at)}` : 'never used'}
            </Text>
            <Group justify="flex-end">
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} />}
                loading={revoke.isPending && revoke.variables === key.id}
                onClick={() => void onRevoke(key)}
                aria-label={`Revoke ${key.name}`}
              >
                Revoke
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
