import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconClockHour4, IconCrown, IconHandFinger } from '@tabler/icons-react';
import type { OwnershipKind } from '../api/ownership-api';
import { useRequestOwnership } from '../api/use-ownership-mutations';
import type {} from 'react';

/**
 * What the viewer can do about ownership: nothing when they own it, wait when their request is pending
 * (the `request` status is kept, §4), otherwise request it.
 */
export function RequestOwnershipPanel({
  kind,
  displayId,
  isOwner,
  pendingStatus,
}: {
  kind: OwnershipKind;
  displayId: string;
  isOwner: boolean;
  pendingStatus: 'request' | null | undefined;
}) {
  const request = useRequestOwnership(kind, displayId);
  if (isOwner) {
    return (
      <Alert color="teal" variant="light" icon={<IconCrown size={18} />} title="You are the current owner" data-testid="ownership-state">
        {kind === 'package' ? 'Requests from others to take over this package (and everything inside it) appear in your notifications.' : 'Requests from others to take over this item appear in your notifications.'}
      </Alert>
    );
  }
  if (pendingStatus === 'request') {
    return (
      <Alert color="brass" variant="light" icon={<IconClockHour4 size={18} />} title="Request pending" data-testid="ownership-state">
        Your request has been sent. The current owner will accept or decline it; this page updates by itself.
      </Alert>
    );
  }
  return (
    <Stack gap="sm" data-testid="ownership-state">
      <Text size="sm" c="dimmed">
        {kind === 'package' ? 'Receiving this package? Ask the current owner to hand it over; everything inside comes with it.' : 'Bought this piece or received it in a transfer? Ask the current owner to hand it over to you.'}
      </Text>
      <Button leftSection={<IconHandFinger size={16} />} onClick={() => request.mutate()} loading={request.isPending} disabled={pendingStatus === undefined}>
        Request ownership
      </Button>
    </Stack>
  );
}
