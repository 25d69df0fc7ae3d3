import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

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

type ConfirmRequest = Omit<ConfirmDialogProps, 'opened' | 'onConfirm' | 'onClose' | 'loading'>;

type ConfirmContextValue = { confirm: (request: ConfirmRequest) => Promise<boolean>; isOpen: boolean };

const ConfirmContext = createContext<ConfirmContextValue | null>(null);

/**
 * One confirmation dialog for the whole signed-in app, opened with `useConfirm()`. It lives outside any
 * popover, so confirming a decision made from a dropdown does not close the dialog with the dropdown.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<{ request: ConfirmRequest; resolve: (ok: boolean) => void } | null>(null);
  const settle = useCallback(
    (ok: boolean) => {
      pending?.resolve(ok);
      setPending(null);
    },
    [pending],
  );
  const value = useMemo<ConfirmContextValue>(
    () => ({ confirm: (request) => new Promise<boolean>((resolve) => setPending({ request, resolve })), isOpen: pending !== null }),
    [pending],
  );
  return (
    <ConfirmContext.Provider value={value}>
      {children}
      <ConfirmDialog
        opened={pending !== null}
        confirmLabel="OK"
        title=""
        {...pending?.request}
        onConfirm={() => settle(true)}
        onClose={() => settle(false)}
      />
    </ConfirmContext.Provider>
  );
}

/** `await confirm({title, message, children, confirmLabel})` → true when confirmed. */
export function useConfirm(): ConfirmContextValue {
  const value = useContext(ConfirmContext);
  if (!value) throw new Error('useConfirm needs a ConfirmProvider above it');
  return value;
}
