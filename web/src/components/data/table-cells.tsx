import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The primary cell of a list row: the name in bold (user-typed, so a long word wraps anywhere) over one dimmed
 * detail line (`mono` for ids, secrets and prefixes).
 */
export function NameCell({ name, detail, mono }: { name: ReactNode; detail: ReactNode; mono?: boolean }) {
  return (
    <Stack gap={0}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      <Text ff={mono ? 'monospace' : undefined} size="xs" c="dimmed">
        {detail}
      </Text>
    </Stack>
  );
}

/** A short list of values (brands, modes) as small badges. */
export function BadgeGroup({ values }: { values: readonly string[] }) {
  return (
    <Group gap={4}>
      {values.map((value) => (
        <Badge key={value} size="sm" variant="light">
          {value}
        </Badge>
      ))}
    </Group>
  );
}
