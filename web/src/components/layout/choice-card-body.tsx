import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';

/** Inside a card that starts one way of doing something (how to pack, how to ship): its icon, name and what it means. */
export function ChoiceCardBody({ icon: Icon, title, children }: { icon: ComponentType<{ size?: number; stroke?: number }>; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <ThemeIcon size={48} radius="md" variant="light" color="brass">
        <Icon size={26} stroke={1.5} />
      </ThemeIcon>
      <Title order={2} fz={20} c="ink.9">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Stack>
  );
}
