import { Badge, Group } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { RequestStatus } from '../api/ownership-api';

/** Requests page wording: `request` is Pending, `approved` is Responded with an Accepted label. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  if (status === 'approved') {
    return (
      <Badge color="teal" variant="light">
        Responded
      </Badge>
    );
  }
  return (
    <Badge color="brass" variant="light">
      Pending
    </Badge>
  );
}

export function AcceptedTag() {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color="teal" variant="filled" leftSection={<IconCheck size={12} />}>
        Accepted
      </Badge>
    </Group>
  );
}

/** Rejected requests are not displayed (specification §4: other statuses are not shown). */
export function isDisplayed(status: RequestStatus): boolean {
  return status === 'request' || status === 'approved';
}
