import { Avatar, Group, Stack, Text } from '@mantine/core';
import { formatEst } from '../../../lib/dates';
import { initials } from '../../../lib/format';
import type { OwnershipRequest } from '../api/ownership-api';
import { RequestDecisionButtons } from './request-decision-buttons';
import { AcceptedTag } from './request-status';

export function NotificationRequestItem({ request }: { request: OwnershipRequest }) {
  const who = request.requester.fullname || request.requester.company || 'A user';
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" py="sm" data-testid="notification-request">
      <Avatar color="brass" radius="xl" size={36}>
        {initials(who)}
      </Avatar>
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" lh={1.35}>
          <Text span fw={600}>
            {who}
          </Text>{' '}
          requested ownership of{' '}
          <Text span fw={600} ff="monospace">
            {request.displayId}
          </Text>{' '}
          <Text span c="dimmed">
            ({request.brand})
          </Text>
        </Text>
        <Text size="xs" c="dimmed">
          {formatEst(request.requestDate)}
        </Text>
        {request.status === 'request' ? (
          <RequestDecisionButtons request={request} acceptLabel="Accept Request" rejectLabel="Reject Request" />
        ) : (
          <Group gap="xs">
            <Text size="sm" fw={500}>
              Accepted
            </Text>
            <AcceptedTag />
          </Group>
        )}
      </Stack>
    </Group>
  );
}
