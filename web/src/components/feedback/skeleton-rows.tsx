import { Skeleton, Stack, type StackProps } from '@mantine/core';
import type { HTMLAttributes } from 'react';

/** The placeholder of a list while it loads: `count` bars of height `h` (the Stack takes any aria attributes). */
export function SkeletonRows({ count = 3, h, gap = 'xs', ...stack }: { count?: number; h: number } & StackProps & HTMLAttributes<HTMLDivElement>) {
  return (
    <Stack gap={gap} {...stack}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} h={h} />
      ))}
    </Stack>
  );
}
