import { Card, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicLayout } from './public-layout';
import { ButtonLink } from '../links/router-links';

/** A short public page: one card with a title, a message and a way home. */
export function PublicNotice({ eyebrow, title, children, action }: { eyebrow?: string; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <PublicLayout>
      <Container size="sm" py={{ base: 48, sm: 96 }}>
        <Card p={{ base: 'lg', sm: 48 }}>
          <Stack gap="md" align="center" ta="center">
            {eyebrow && (
              <Text tt="uppercase" fw={700} fz="xs" c="brass.7" style={{ letterSpacing: '0.14em' }}>
                {eyebrow}
              </Text>
            )}
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              {title}
            </Title>
            <Text c="dimmed">{children}</Text>
            {action ?? (
              <ButtonLink to="/" mt="sm">
                Go to Home
              </ButtonLink>
            )}
          </Stack>
        </Card>
      </Container>
    </PublicLayout>
  );
}
