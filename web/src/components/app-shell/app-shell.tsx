import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { BottomNav } from './bottom-nav';
import { SectionNav } from './section-nav';

/** Signed-in frame: ink header on top, light content, ink bottom navigation. */
export function AppShell({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <Box mih="100vh" bg="var(--app-surface)">
      {header}
      <Box component="main" id="main" pb="calc(var(--app-bottom-nav-height) + var(--mantine-spacing-xl))">
        <Container size="xl" pt={{ base: 'lg', sm: 'xl' }} px={{ base: 'md', sm: 'xl' }}>
          <SectionNav />
          {children}
        </Container>
      </Box>
      <BottomNav />
    </Box>
  );
}
