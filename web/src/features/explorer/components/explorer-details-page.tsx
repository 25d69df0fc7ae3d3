import { Alert, Anchor, Badge, Button, Card, Code, Group, Loader, SimpleGrid, Slider, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconSearchOff, IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ResponsiveTable, type Column } from '../../../components/data/responsive-table';
import { DateText } from '../../../components/data/date-text';
import { EmptyState } from '../../../components/feedback/empty-state';
import { FullPageLoader } from '../../../components/feedback/full-page-loader';
import { QueryError } from '../../../components/feedback/query-error';
import { PageHeader } from '../../../components/layout/page-header';
import { AnchorLink, ButtonLink } from '../../../components/links/router-links';
import { LocationText } from '../../../components/location/location-text';
import { LogCheckList, RewrittenLogWarning } from '../../../components/transparency/log-check-list';
import { isApiError } from '../../../lib/api-error';
import { shortenMiddle } from '../../../lib/format';
import { downloadBundle } from '../../../lib/transparency/log-check';
import { type EventHit, type ExplorerEvent, type StreamHistory, explorerQueries } from '../api/explorer-queries';
import { LabelledValue } from '../../../components/layout/fact';

const eventAnchor = (revision: number) => `event-${revision}`;
const COORDINATES = /^-?\d+(\.\d+)?&-?\d+(\.\d+)?$/;
const plural = (n: number, word: string) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;

function eventColumns(): Column<ExplorerEvent>[] {
  return [
    { key: 'revision', label: '#', cell: (e) => e.revision, nowrap: true, width: 48 },
    {
      key: 'type',
      label: 'Event',
      primary: true,
      cell: (e) => (
        <Text fw={600} size="sm">
          {e.type}
        </Text>
      ),
    },
    { key: 'time', label: 'Time', cell: (e) => <DateText value={e.time} />, nowrap: true },
    {
      key: 'actor',
      label: 'Actor',
      cell: (e) => (e.actor === undefined ? <Text c="dimmed" size="sm">private</Text> : e.actor ? <Text ff="monospace" size="xs" title={e.actor}>{shortenMiddle(e.actor)}</Text> : 'system'),
    },
    {
      key: 'data',
      label: 'Data',
      cell: (e) =>
        e.data === undefined ? (
          <Text c="dimmed" size="sm">
            private
          </Text>
        ) : (
          <Code block style={{ maxWidth: 360, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {JSON.stringify(e.data, null, 1)}
            {e.redacted?.length ? `\n(kept private: ${e.redacted.join(', ')})` : ''}
          </Code>
        ),
    },
    {
      key: 'prev',
      label: 'Previous hash',
      cell: (e) =>
        e.revision === 0 ? (
          <Text c="dimmed" size="sm">
            genesis
          </Text>
        ) : (
          <Anchor href={`#${eventAnchor(e.revision - 1)}`} ff="monospace" size="xs" title={e.prev_hash}>
            {shortenMiddle(e.prev_hash)}
          </Anchor>
        ),
    },
    {
      key: 'hash',
      label: 'Hash',
      cell: (e) => (
        <Text ff="monospace" size="xs" title={e.hash} data-testid="event-hash">
          {shortenMiddle(e.hash)}
        </Text>
      ),
    },
    { key: 'leaf', label: 'Leaf', cell: (e) => (e.leaf_index ?? '–'), nowrap: true },
  ];
}

/** The browser's own check of an item's or package's history, with the audit bundle to download. */
function BrowserCheck({ displayId }: { displayId: string }) {
  const check = useQuery(explorerQueries.logCheck(displayId));
  const result = check.data;
  const ok = result?.status === 'verified';
  return (
    <Card withBorder aria-labelledby="browser-check-title" data-testid="browser-check">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            {result && !ok ? <IconShieldX size={20} color="var(--mantine-color-red-7)" aria-hidden /> : <IconShieldCheck size={20} aria-hidden />}
            <Title order={2} fz="lg" id="browser-check-title">
              Checked in your browser
            </Title>
          </Group>
          {check.isPending && <Loader size="xs" role="status" aria-label="Checking in your browser" />}
          {result && (
            <Badge color={ok ? 'teal' : 'red'} variant={ok ? 'light' : 'filled'} data-testid="browser-check-status">
              {ok ? 'Verified' : result.status === 'rewritten' ? 'Log rewritten' : 'Check failed'}
            </Badge>
          )}
        </Group>
        {result?.status === 'rewritten' && <RewrittenLogWarning detail={result.checks.find((c) => c.check === 'consistency' && !c.ok)?.detail} />}
        {check.isError && <QueryError error={check.error} onRetry={() => check.refetch()} title="Your browser could not check this history" />}
        {result && <LogCheckList checks={result.checks} />}
        {result && (
          <Group>
            <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} onClick={() => downloadBundle(result.bundle)}>
              Download audit bundle
            </Button>
            <Text size="xs" c="dimmed">
              Check it offline with <Code>npm run verify -- bundle.json</Code>
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The replay slider: the item's custody state as of each event, replayed by the server from the log. */
function Replay({ displayId, events }: { displayId: string; events: ExplorerEvent[] }) {
  const [index, setIndex] = useState(events.length - 1);
  const at = events[Math.min(index, events.length - 1)]!;
  const state = useQuery(explorerQueries.stateAt(displayId, at.time));
  const s = state.data;
  return (
    <Card withBorder aria-labelledby="replay-title" data-testid="replay">
      <Stack gap="md">
        <Title order={2} fz="lg" id="replay-title">
          Replay
        </Title>
        {events.length > 1 ? (
          <Slider
            min={0}
            max={events.length - 1}
            step={1}
            value={index}
            onChange={setIndex}
            label={(i) => `${i + 1}. ${events[i]?.type ?? ''}`}
            marks={events.length <= 12 ? events.map((e) => ({ value: e.revision })) : undefined}
            thumbLabel="Event to replay up to"
            aria-valuetext={`Event ${index + 1} of ${events.length}: ${at.type}`}
            mb={events.length <= 12 ? 'md' : undefined}
          />
        ) : null}
        <Text size="sm" data-testid="replay-position">
          As of event {index + 1} of {events.length}: <b>{at.type}</b>, <DateText span value={at.time} />
        </Text>
        {state.isError ? (
          <QueryError error={state.error} onRetry={() => state.refetch()} title="Could not replay the history" />
        ) : !s ? (
          <Loader size="sm" aria-label="Replaying" />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} data-testid="replay-state" aria-busy={state.isFetching}>
            <Fact label="Owner" value={s.owner?.fullname ?? '–'} />
            <LabelledValue label="Location" gap={0} style={{ minWidth: 0 }}>
              {/* The state gives coordinates (lat&lng) or an address text: either is written the app's one way. */}
              <LocationText fw={600} location={s.location && COORDINATES.test(s.location) ? s.location : null} address={s.location && !COORDINATES.test(s.location) ? s.location : null} />
            </LabelledValue>
            <Fact label="Container" value={s.container ?? 'not packed'} />
            <Fact label="Status" value={s.status.replace(/_/g, ' ')} />
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <LabelledValue label={label} gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }} data-fact={label}>
        {value}
      </Text>
    </LabelledValue>
  );
}

function StreamView({ history }: { history: StreamHistory }) {
  const displayId = history.display_id;
  return (
    <Stack gap="lg">
      <Card withBorder>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <LabelledValue label="Stream" style={{ minWidth: 0 }}>
            <Text ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="stream-name">
              {history.stream}
            </Text>
          </LabelledValue>
          <Group gap="sm">
            <Text size="sm">{plural(history.length, 'event')}</Text>
            <Badge color={history.verified ? 'teal' : 'red'} variant="light">
              {history.verified ? 'Server: chain intact' : `Server: chain broken at event ${history.broken_at}`}
            </Badge>
            {displayId && (
              <ButtonLink to="/productTracking/$id" params={{ id: displayId }} size="xs" variant="default">
                Public tracking page
              </ButtonLink>
            )}
          </Group>
        </Group>
      </Card>
      {displayId && <BrowserCheck displayId={displayId} />}
      {displayId && history.events.length > 0 && <Replay displayId={displayId} events={history.events} />}
      <Card withBorder>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Events
          </Title>
          <ResponsiveTable
            label="Events of the stream"
            rows={history.events}
            rowKey={(e) => e.hash}
            columns={eventColumns()}
            rowProps={(e) => ({ id: eventAnchor(e.revision), 'data-testid': 'event-row' })}
            empty={<EmptyState compact title="No events" />}
          />
        </Stack>
      </Card>
    </Stack>
  );
}

function EventView({ hit }: { hit: EventHit }) {
  return (
    <Card withBorder data-testid="event-hit">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Event {hit.revision} of {hit.display_id ?? hit.stream}: {hit.type}
        </Title>
        <DateText value={hit.time} />
        <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
          hash {hit.hash}
        </Text>
        <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
          previous {hit.prev_hash}
        </Text>
        <Group>
          <ButtonLink to="/explorer-details" search={{ q: hit.display_id ?? hit.stream }} size="xs">
            Open its stream
          </ButtonLink>
        </Group>
      </Stack>
    </Card>
  );
}

/** `/explorer-details?q=`: one stream (or one event found by hash) with its events, the browser's check and a replay. */
export function ExplorerDetailsPage({ q }: { q?: string }) {
  const query = (q ?? '').trim();
  const result = useQuery({ ...explorerQueries.search(query), enabled: query !== '' });
  return (
    <>
      <PageHeader
        eyebrow="Explorer"
        title={result.data?.kind === 'stream' ? (result.data.display_id ?? result.data.stream) : 'Explorer details'}
        description="One stream's events with their hash links, checked in your browser against the signed log."
        actions={
          <AnchorLink to="/explorer" size="sm">
            Back to the explorer
          </AnchorLink>
        }
      />
      {query === '' ? (
        <EmptyState icon={<IconSearchOff size={28} />} title="Nothing to show" description="Open a stream from the explorer, or search for an event hash or an id there." />
      ) : isApiError(result.error, 404) ? (
        <EmptyState icon={<IconSearchOff size={28} />} title="Nothing found" description={`No event or stream matches “${query}”.`} />
      ) : isApiError(result.error, 400) ? (
        <Alert color="red" role="alert" title="Not a valid search">
          Search for an event hash, an item or package id, or a stream name.
        </Alert>
      ) : result.isError ? (
        <QueryError error={result.error} onRetry={() => result.refetch()} />
      ) : !result.data ? (
        <FullPageLoader />
      ) : result.data.kind === 'event' ? (
        <EventView hit={result.data} />
      ) : (
        <StreamView history={result.data} />
      )}
    </>
  );
}
