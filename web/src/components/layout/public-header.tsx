import { Box, Container, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AccountButton } from './account-button';
import { BrandMark } from './brand-mark';

/**
 * The ink header of the public pages: the brand (home), the page's own links, sign-in. `divider` draws a line under
 * it where light content follows (the landing page's hero is ink too, so it has none).
 */
export function PublicHeader({ links, divider }: { links?: ReactNode; divider?: boolean }) {
  return (
    <Box component="header" bg="var(--app-ink)" style={divider ? { borderBottom: '1px solid var(--app-ink-line)' } : undefined}>
      <Container size="lg" h={68}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to="/" aria-label="Provenance home" style={{ textDecoration: 'none' }}>
            <BrandMark />
          </Link>
          <Group gap="sm" wrap="nowrap">
            {links}
            <AccountButton />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
