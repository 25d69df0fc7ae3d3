import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  compact?: boolean;
};

export function EmptyState({ title, description, icon, action, compact }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py={compact ? 'lg' : 48} px="md" ta="center">
      <ThemeIcon size={compact ? 44 : 56} radius="xl" variant="light" color="brass">
        {icon ?? <IconInbox size={compact ? 22 : 28} stroke={1.5} />}
      </ThemeIcon>
      <Title order={compact ? 5 : 4} mt="xs">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm" maw={420}>
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}
