import { Button, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Full-screen message used by the not-found, bad-request and error screens. */
export function StatusPage({ code, title, description, actions }: { code: string; title: string; description: ReactNode; actions?: ReactNode }) {
  return (
    <Center mih="100vh" p="xl" bg="var(--app-surface)">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Text ff="heading" fz={88} fw={600} lh={1} c="brass.6" aria-hidden>
          {code}
        </Text>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        {actions ?? (
          <Button component="a" href="/" mt="sm">
            Back to home
          </Button>
        )}
      </Stack>
    </Center>
  );
}
