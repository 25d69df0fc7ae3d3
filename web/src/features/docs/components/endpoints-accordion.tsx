import { Accordion, Badge, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconLock, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CopyIconButton } from '../../../components/actions/copy-icon-button';
import { ResponsiveTable, type Column } from '../../../components/data/responsive-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryError } from '../../../components/feedback/query-error';
import { docsQueries } from '../api/docs-queries';
import { endpointsOf, type Endpoint } from '../model/endpoints';
import { CodeBlock } from './code-block';

const FIELD_COLUMNS: Column<Endpoint['fields'][number]>[] = [
  {
    key: 'name',
    label: 'Field',
    primary: true,
    cell: (field) => (
      <Text span ff="monospace" inherit>
        {field.name}
      </Text>
    ),
  },
  { key: 'where', label: 'In', cell: (field) => field.where },
  {
    key: 'type',
    label: 'Type',
    cell: (field) => (
      <Text span ff="monospace" inherit>
        {field.type}
      </Text>
    ),
  },
  { key: 'required', label: 'Required', cell: (field) => (field.required ? 'yes' : 'no') },
  { key: 'notes', label: 'Rules', cell: (field) => field.notes },
];

const METHOD_COLOURS: Record<string, string> = { GET: 'teal', POST: 'brass', PATCH: 'grape', PUT: 'grape', DELETE: 'red' };

/** The server's origin as integrators reach it (the app and the API share it). */
export function apiBase(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** Every endpoint of the OpenAPI document as an accordion card; one card open at a time. */
export function EndpointsAccordion() {
  const document = useQuery(docsQueries.openapi());
  const [filter, setFilter] = useState('');
  const endpoints = useMemo(() => (document.data ? endpointsOf(document.data) : []), [document.data]);
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return q ? endpoints.filter((e) => e.id.toLowerCase().includes(q) || e.tag.toLowerCase().includes(q)) : endpoints;
  }, [endpoints, filter]);

  if (document.isPending) {
    return (
      <Group gap="sm" py="xl" justify="center" role="status">
        <Loader size="sm" color="brass" /> <Text c="dimmed">Loading the OpenAPI document…</Text>
      </Group>
    );
  }
  if (document.isError) return <QueryError error={document.error} onRetry={() => void document.refetch()} title="Could not load the OpenAPI document" />;

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {endpoints.length} endpoints, generated from the OpenAPI {document.data.openapi} document the server builds from its own routes and
        validation schemas, so this list never drifts from what the server accepts.
      </Text>
      <TextInput
        label="Filter endpoints"
        placeholder="e.g. inventory, POST, apikeys"
        leftSection={<IconSearch size={16} />}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      {shown.length === 0 ? (
        <EmptyState compact title="No endpoint matches" description="Try a path segment such as product or account." />
      ) : (
        <Accordion variant="separated" radius="md" chevronPosition="right" data-testid="endpoints">
          {shown.map((endpoint) => (
            <EndpointCard key={endpoint.id} endpoint={endpoint} />
          ))}
        </Accordion>
      )}
    </Stack>
  );
}

function EndpointCard({ endpoint }: { endpoint: Endpoint }) {
  const url = `${apiBase()}${endpoint.path}`;
  return (
    <Accordion.Item value={endpoint.id} data-endpoint={endpoint.id}>
      <Accordion.Control aria-label={endpoint.id}>
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Badge color={METHOD_COLOURS[endpoint.method] ?? 'gray'} variant="light" w={76} style={{ flexShrink: 0 }}>
            {endpoint.method}
          </Badge>
          <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {endpoint.path}
          </Text>
          {endpoint.auth && <IconLock size={14} aria-label="needs authentication" style={{ flexShrink: 0 }} />}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md">
          <Group gap="xs" wrap="nowrap" align="center">
            <Text size="sm" fw={600}>
              URL
            </Text>
            <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="endpoint-url">
              {url}
            </Text>
            <CopyIconButton value={url} label="Copy URL" tooltip="Copy URL" variant="light" color="brass" />
          </Group>
          <Group gap="lg">
            <Text size="sm">
              <b>Method</b> {endpoint.method}
            </Text>
            <Text size="sm">
              <b>Auth</b> {endpoint.auth ? 'Bearer access token or API key' : 'none (public)'}
            </Text>
            <Text size="sm">
              <b>Success</b> {endpoint.success.status} {endpoint.success.description}
            </Text>
            {endpoint.contentType && (
              <Text size="sm">
                <b>Body</b> {endpoint.contentType}
              </Text>
            )}
          </Group>
          {endpoint.fields.length > 0 ? (
            <ResponsiveTable label={`Fields of ${endpoint.id}`} rows={endpoint.fields} rowKey={(f) => `${f.where}:${f.name}`} columns={FIELD_COLUMNS} />
          ) : (
            <Text size="sm" c="dimmed">
              No fields.
            </Text>
          )}
          {endpoint.exampleBody !== null && endpoint.exampleBody !== undefined && (
            <CodeBlock label="Example body" language="json" code={JSON.stringify(endpoint.exampleBody, null, 2)} />
          )}
          {endpoint.contentType === 'multipart/form-data' && (
            <Text size="sm" c="dimmed">
              Send the fields as multipart/form-data; file fields carry the file.
            </Text>
          )}
          {endpoint.success.example !== undefined && (
            <CodeBlock label="Example response" language="json" code={JSON.stringify(endpoint.success.example, null, 2)} />
          )}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
