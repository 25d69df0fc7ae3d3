import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { compactCount } from '../../../lib/format';

/** One headline figure: label, the number (counts over 999 as `1.2k`), and a line of detail. */
export function StatCard({ label, value, detail, icon, testId }: { label: string; value: number | undefined; detail?: ReactNode; icon: ReactNode; testId: string }) {
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="xs" tt="uppercase" c="dimmed" fw={600} style={{ letterSpacing: '0.08em' }}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton h={34} w={72} />
          ) : (
            <Text ff="heading" fz={32} fw={600} lh={1.1} data-testid={testId} data-value={value}>
              {compactCount(value)}
            </Text>
          )}
          {detail && (
            <Text size="xs" c="dimmed">
              {detail}
            </Text>
          )}
        </Stack>
        <ThemeIcon variant="light" color="brass" size={40} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
