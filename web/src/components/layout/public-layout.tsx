import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicHeader } from './public-header';

/** Frame of the public pages: the ink header with sign-in, light content. */
export function PublicLayout({ children, headerLinks }: { children: ReactNode; headerLinks?: ReactNode }) {
  return (
    <Box mih="100vh" bg="var(--app-surface)">
      <PublicHeader links={headerLinks} divider />
      <Box component="main">{children}</Box>
    </Box>
  );
}
