import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value on a summary card (small uppercase label above the value). */
export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" c="dimmed" fw={600} style={{ letterSpacing: '0.08em' }}>
        {label}
      </Text>
      <Text fw={500} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}
