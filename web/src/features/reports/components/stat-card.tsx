import { Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { compactCount } from '../../../lib/format';
import { LabelledValue } from '../../../components/layout/fact';

/** One headline figure: label, the number (counts over 999 as `1.2k`), and a line of detail. */
export function StatCard({ label, value, detail, icon, testId }: { label: string; value: number | undefined; detail?: ReactNode; icon: ReactNode; testId: string }) {
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <LabelledValue label={label} gap={4} style={{ minWidth: 0 }}>
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
        </LabelledValue>
        <ThemeIcon variant="light" color="brass" size={40} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
