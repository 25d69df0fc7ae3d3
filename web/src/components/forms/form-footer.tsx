import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type FormFooterProps = {
  /** The submit button's text. */
  submit: ReactNode;
  /** The request is under way: the submit button spins and cannot be pressed again. */
  pending?: boolean;
  /** An error no field shows (the request's own, say), read out as an alert above the buttons. */
  error?: ReactNode;
  /** Other actions (cancel, discard), before the submit button. */
  children?: ReactNode;
};

/** The foot of a form: the error that belongs to no field, then the actions on the right, the submit button last. */
export function FormFooter({ submit, pending, error, children }: FormFooterProps) {
  return (
    <>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        {children}
        <Button type="submit" loading={pending}>
          {submit}
        </Button>
      </Group>
    </>
  );
}
