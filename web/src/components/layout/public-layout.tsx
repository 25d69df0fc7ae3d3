import { Box, Container, Group } from '@mantine/core';
import { AccountButton } from './account-button';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark';

/** Frame of the public pages: the ink header with sign-in, light content. */
export function PublicLayout({ children, headerLinks }: { children: ReactNode; headerLinks?: ReactNode }) {
  return (
    <Box mih="100vh" bg="var(--app-surface)">
      <Box component="header" bg="var(--app-ink)" style={{ borderBottom: '1px solid var(--app-ink-line)' }}>
        <Container size="lg" h={68}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Link to="/" aria-label="Provenance home" style={{ textDecoration: 'none' }}>
              <BrandMark />
            </Link>
            <Group gap="sm" wrap="nowrap">
              {headerLinks}
              <AccountButton />
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main">{children}</Box>
    </Box>
  );
}
