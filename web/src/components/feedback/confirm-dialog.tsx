import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  /** What will happen, in one or two plain sentences. */
  message?: ReactNode;
  /** What it happens to: one `GoodsSummary` per piece (the dialog scrolls past a few). */
  children?: ReactNode;
  confirmLabel: string;
  /** `danger` for what cannot be undone in the user's disfavour (rejecting, deleting). */
  tone?: 'primary' | 'danger';
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The confirmation step of the app: a decision that gives something away or cannot be undone shows what it
 * acts on and asks once more. Cancel is first and the confirm button is focused, so Enter confirms and Escape
 * cancels.
 */
export function ConfirmDialog({ opened, title, message, children, confirmLabel, tone = 'primary', loading, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        {message && <Text>{message}</Text>}
        {children && (
          <ScrollArea.Autosize mah={320} type="auto">
            <Stack gap="xs">{children}</Stack>
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={tone === 'danger' ? 'red.8' : 'brass'} loading={loading} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
