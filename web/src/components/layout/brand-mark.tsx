import { Group, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';

/** The wordmark: a hallmark shield and the product name, for dark or light backgrounds. */
export function BrandMark({ tone = 'dark', compact = false }: { tone?: 'dark' | 'light'; compact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <IconShieldCheck size={26} stroke={1.6} color="var(--mantine-color-brass-4)" aria-hidden />
      {!compact && (
        <Text ff="heading" fz={20} fw={600} c={tone === 'dark' ? 'white' : 'ink.9'} style={{ letterSpacing: '0.02em' }}>
          Provenance
        </Text>
      )}
    </Group>
  );
}
