import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PlacedButtonLink, type ButtonLinkProps } from '../links/router-links';

export type PageHeaderProps<TLink = unknown> = { eyebrow?: string; title: ReactNode; description?: ReactNode; actions?: ReactNode; link?: ButtonLinkProps<TLink> };

/** Title row of every signed-in screen: eyebrow, title, one line of context, actions (or one link button) on the right. */
export function PageHeader<TLink>({ eyebrow, title, description, actions, link }: PageHeaderProps<TLink>) {
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
      {(actions || link) && <Group gap="sm">{actions ?? (link && <PlacedButtonLink link={link} />)}</Group>}
    </Group>
  );
}
