import { Stack, Text, type MantineSpacing } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** The small uppercase label above a value on a summary card. */
export function FactLabel({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" tt="uppercase" c="dimmed" fw={600} style={{ letterSpacing: '0.08em' }}>
      {children}
    </Text>
  );
}

/** A labelled value whose value brings its own formatting (a badge, a date, a hash, a figure). */
export function LabelledValue({ label, children, gap = 2, style }: { label: ReactNode; children: ReactNode; gap?: MantineSpacing; style?: CSSProperties }) {
  return (
    <Stack gap={gap} style={style}>
      <FactLabel>{label}</FactLabel>
      {children}
    </Stack>
  );
}

/** One labelled value on a summary card (small uppercase label above the value). */
export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <LabelledValue label={label}>
      <Text fw={500} data-testid={testId}>
        {children}
      </Text>
    </LabelledValue>
  );
}
