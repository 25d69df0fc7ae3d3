import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card with a section title (a level-2 heading) over its content, e.g. "Ownership" or "Contents" on the detail pages. */
export function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz={18}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
