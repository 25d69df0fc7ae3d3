import { Box, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFingerprint, IconLock, IconRoute } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/layout/brand-mark';
import classes from './auth-layout.module.css';

const promises = [
  { icon: IconFingerprint, text: 'Every item carries a verifiable identity from the day it is made.' },
  { icon: IconRoute, text: 'Follow provenance and ownership hand to hand, in real time.' },
  { icon: IconLock, text: 'Password-free sign-in with a one-time code sent to your e-mail.' },
];

/** Split screen for sign-in: the brand promise on ink, the form on light. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: ReactNode; children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} mih="100vh">
      <Box className={classes.brandPanel} visibleFrom="md">
        <Link to="/" aria-label="Provenance home" style={{ textDecoration: 'none' }}>
          <BrandMark />
        </Link>
        <Stack gap="xl" maw={420}>
          <Title order={2} c="white" fz={36} lh={1.2}>
            Authenticity you can prove. Ownership you can trust.
          </Title>
          <Stack gap="md">
            {promises.map(({ icon: Icon, text }) => (
              <Box key={text} style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
                <ThemeIcon variant="light" color="brass" radius="xl" size={34}>
                  <Icon size={18} stroke={1.6} />
                </ThemeIcon>
                <Text c="ink.2">{text}</Text>
              </Box>
            ))}
          </Stack>
        </Stack>
        <Text c="ink.4" fz="sm">
          Trusted by luxury houses against counterfeiting, theft and pilferage.
        </Text>
      </Box>
      <Box className={classes.formPanel}>
        <Box hiddenFrom="md" mb="xl" className={classes.mobileBrand}>
          <Link to="/" aria-label="Provenance home" style={{ textDecoration: 'none' }}>
            <BrandMark />
          </Link>
        </Box>
        <Paper p={{ base: 'lg', sm: 40 }} shadow="sm" withBorder maw={440} w="100%">
          <Stack gap={6} mb="lg">
            <Title order={1} fz={28}>
              {title}
            </Title>
            <Text c="dimmed">{subtitle}</Text>
          </Stack>
          {children}
        </Paper>
      </Box>
    </SimpleGrid>
  );
}
