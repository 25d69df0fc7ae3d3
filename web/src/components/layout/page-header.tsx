import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Title row of every signed-in screen: eyebrow, title, one line of context, actions on the right. */
export function PageHeader({ eyebrow, title, description, actions }: { eyebrow?: string; title: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="xl" wrap="wrap">
      <Stack gap={4} style={{ minWidth: 0 }}>
        {eyebrow && (
          <Text tt="uppercase" fz="xs" fw={700} c="brass.7" style={{ letterSpacing: '0.12em' }}>
            {eyebrow}
          </Text>
        )}
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" maw={640}>
            {description}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
