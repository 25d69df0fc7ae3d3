import { Badge, Card, Group, Stack, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type Column } from '../../../components/data/responsive-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import { AnchorLink } from '../../../components/links/router-links';
import { formatDateTime } from '../../../lib/dates';
import { docsQueries, type ApiKey } from '../../docs/api/docs-queries';
import { QueryTable } from '../../../components/data/query-table';
import { NameCell } from '../../../components/data/table-cells';

const columns: Column<ApiKey>[] = [
  {
    key: 'name',
    label: 'Name',
    primary: true,
    cell: (key) => <NameCell name={key.name} detail={`${key.prefix}…`} mono />,
  },
  {
    key: 'scopes',
    label: 'Scopes',
    cell: (key) => (
      <Group gap={4}>
        {key.scopes.map((scope) => (
          <Badge key={scope} variant="light" color={scope === 'write' ? 'brass' : 'teal'}>
            {scope}
          </Badge>
        ))}
      </Group>
    ),
  },
  { key: 'created', label: 'Created', nowrap: true, cell: (key) => formatDateTime(key.created_at) },
  { key: 'used', label: 'Last used', nowrap: true, cell: (key) => (key.last_used_at ? formatDateTime(key.last_used_at) : 'Never used') },
];

/**
 * The signed-in user's API keys (never the keys themselves), read with the docs feature's key query, so the
 * `apikeys:changed` live message that refreshes the key pages refreshes this list too. Creating and revoking
 * stay on the key management pages.
 */
export function AccountApiKeys() {
  const keys = useQuery(docsQueries.apiKeys());
  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz={20}>
            API keys
          </Title>
          <AnchorLink to="/doc-key-management">Manage API keys</AnchorLink>
        </Group>
        <QueryTable
          label="Your API keys"
          errorTitle="Could not load your API keys"
          query={keys}
          columns={columns}
          rowProps={() => ({ 'data-testid': 'account-api-key' })}
          empty={
            <EmptyState
              compact
              icon={<IconKey size={22} stroke={1.5} />}
              title="No API keys yet"
              description="Systems that call the API on your behalf use a key; create one on the key pages."
              action={<AnchorLink to="/doc-key-generation">Create a key</AnchorLink>}
            />
          }
        />
      </Stack>
    </Card>
  );
}
