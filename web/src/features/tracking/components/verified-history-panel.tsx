import { Badge, Button, Card, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconLink, IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LogCheckList, RewrittenLogWarning } from '../../../components/transparency/log-check-list';
import { shortenMiddle } from '../../../lib/format';
import { downloadBundle } from '../../../lib/transparency/log-check';
import { trackingQueries } from '../api/tracking-queries';
import { LabelledValue } from '../../../components/layout/fact';

/**
 * "Verified history": the browser checks the item's history itself (signature of the log's checkpoint
 * against the published key, hash chain, hashes where the content is visible, inclusion of every event in
 * the signed tree, and that the log still extends the checkpoint this browser saw before), and shows what
 * it checked. The server's own verdict is only believed when it admits a broken chain.
 */
export function VerifiedHistoryPanel({ displayId }: { displayId: string }) {
  const provenance = useQuery(trackingQueries.provenance(displayId));
  const check = useQuery(trackingQueries.logCheck(displayId));
  const data = provenance.data;
  const count = data ? (data.length ?? data.events?.length ?? 0) : 0;
  const serverBroken = data?.verified === false;
  const result = check.data;
  const status = !result ? undefined : serverBroken && result.status === 'verified' ? 'failed' : result.status;
  const checks = result ? [...result.checks, ...(serverBroken ? [{ check: 'server', ok: false, detail: 'the server reports that the recorded events do not hash to their chain' }] : [])] : [];
  const ok = status === 'verified';
  return (
    <Card aria-labelledby="verified-history-title" data-testid="verified-history">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" color={status && !ok ? 'red' : 'teal'} radius="xl">
              {status && !ok ? <IconShieldX size={18} /> : <IconShieldCheck size={18} />}
            </ThemeIcon>
            <Text fw={600} id="verified-history-title">
              Verified history
            </Text>
          </Group>
          {check.isPending && <Loader size="xs" role="status" aria-label="Checking in your browser" />}
          {status && (
            <Badge color={ok ? 'teal' : 'red'} variant={ok ? 'light' : 'filled'} data-testid="chain-status">
              {ok ? 'Chain verified' : status === 'rewritten' ? 'Log rewritten' : 'Check failed'}
            </Badge>
          )}
        </Group>
        {status === 'rewritten' && <RewrittenLogWarning detail={checks.find((c) => c.check === 'consistency' && !c.ok)?.detail} />}
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="log-check-status">
          {check.isPending
            ? 'Checking this history in your browser…'
            : check.isError
              ? 'Your browser could not check this history right now.'
              : ok
                ? 'Checked in your browser, not taken on our word: every event is in the signed public log, linked to the one before it by its hash.'
                : 'Your browser’s check failed: this history may have been tampered with. Please report it.'}
        </Text>
        {result && <LogCheckList checks={checks} />}
        {data && (
          <Group gap="lg" align="flex-end">
            <LabelledValue label="Events" gap={0}>
              <Text fw={600} data-testid="history-events">
                {count}
              </Text>
            </LabelledValue>
            <LabelledValue label="Head hash" gap={0} style={{ minWidth: 0 }}>
              <Group gap={4} wrap="nowrap">
                <IconLink size={14} aria-hidden />
                <Text ff="monospace" size="sm" title={data.head_hash ?? undefined} data-testid="head-hash" style={{ wordBreak: 'break-all' }}>
                  {data.head_hash ? shortenMiddle(data.head_hash) : 'NA'}
                </Text>
              </Group>
            </LabelledValue>
            {result && (
              <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} onClick={() => downloadBundle(result.bundle)}>
                Download audit bundle
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
