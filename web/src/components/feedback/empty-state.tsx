import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PlacedButtonLink, type ButtonLinkProps } from '../links/router-links';

type EmptyStateProps<TLink> = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** The one step out of the empty state, as a link button (instead of `action`). */
  link?: ButtonLinkProps<TLink>;
  compact?: boolean;
};

export function EmptyState<TLink>({ title, description, icon, action, link, compact }: EmptyStateProps<TLink>) {
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
      {action ?? (link && <PlacedButtonLink link={link} mt="sm" />)}
    </Stack>
  );
}
