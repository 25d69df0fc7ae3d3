import { Card, Stack, Title, type CardProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card with a section title (a level-2 heading) over its content, e.g. "Ownership" or "Contents" on the detail pages. */
export function TitledCard({ title, titleSize = 18, h, children }: { title: ReactNode; titleSize?: number; h?: CardProps['h']; children: ReactNode }) {
  return (
    <Card h={h}>
      <Stack gap="md">
        <Title order={2} fz={titleSize}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
