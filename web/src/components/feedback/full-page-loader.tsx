import { Center, Loader, Stack, Text } from '@mantine/core';

/** The specification's full-page loader; also the router's pending screen. */
export function FullPageLoader({ message = 'Please wait a moment we are loading!' }: { message?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="md">
        <Loader color="brass" type="dots" size="lg" />
        <Text c="dimmed" fw={500}>
          {message}
        </Text>
      </Stack>
    </Center>
  );
}
