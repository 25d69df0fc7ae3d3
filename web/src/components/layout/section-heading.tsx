import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Heading of a card or section inside a screen: an h2 and, below it, one dimmed line saying what the section is for. */
export function SectionHeading({ title, size = 18, children }: { title: ReactNode; size?: number; children?: ReactNode }) {
  return (
    <Stack gap={2}>
      <Title order={2} fz={size}>
        {title}
      </Title>
      {children && (
        <Text size="sm" c="dimmed">
          {children}
        </Text>
      )}
    </Stack>
  );
}
