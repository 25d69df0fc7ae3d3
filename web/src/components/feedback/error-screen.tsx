import { Button, Code, Group } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { StatusPage } from './status-page';

/** The router's error screen (specification: 'Unexpected Application Error!'). */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  return (
    <StatusPage
      code="!"
      title="Unexpected Application Error!"
      description={
        <>
          Something went wrong while showing this page. You can try again; if it keeps happening, please contact support.
          {error instanceof Error && error.message && (
            <Code block mt="md" ta="left">
              {error.message}
            </Code>
          )}
        </>
      }
      actions={
        <Group mt="sm">
          <Button onClick={reset}>Try again</Button>
          <Button component="a" href="/" variant="default">
            Back to home
          </Button>
        </Group>
      }
    />
  );
}
