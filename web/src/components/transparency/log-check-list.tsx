import { Alert, List, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import type { Check } from '../../lib/transparency/tlog-verify.js';

const LABELS: Record<string, string> = {
  signature: 'Checkpoint signature',
  events: 'Events',
  chain: 'Hash chain',
  hash: 'Hashes',
  inclusion: 'Inclusion in the signed log',
  consistency: 'Log not rewritten',
  server: 'Server’s own check',
};

/** What the browser checked itself, one line per check, failures first. */
export function LogCheckList({ checks }: { checks: Check[] }) {
  const ordered = [...checks].sort((a, b) => Number(a.ok) - Number(b.ok));
  return (
    <List spacing={6} size="sm" center aria-label="What your browser checked" data-testid="log-checks">
      {ordered.map((c, i) => (
        <List.Item
          key={`${c.check}-${i}`}
          data-check={c.check}
          data-ok={c.ok}
          icon={
            <ThemeIcon color={c.ok ? 'teal' : 'red'} size={20} radius="xl" role="img" aria-label={c.ok ? 'passed' : 'failed'}>
              {c.ok ? <IconCheck size={13} /> : <IconX size={13} />}
            </ThemeIcon>
          }
        >
          <Text span size="sm" fw={600}>
            {LABELS[c.check] ?? c.check}:
          </Text>{' '}
          <Text span size="sm">
            {c.detail}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

/** The explicit warning shown when the log cannot prove it extends what this browser saw before. */
export function RewrittenLogWarning({ detail }: { detail?: string }) {
  return (
    <Alert color="red" variant="filled" role="alert" icon={<IconAlertTriangle />} title="Warning: this log was rewritten" data-testid="rewritten-warning">
      The history you see now is not an extension of the log your browser checked before. Records may have been
      altered or removed after they were signed. Do not rely on this history; please report it.
      {detail ? ` (${detail})` : ''}
    </Alert>
  );
}
