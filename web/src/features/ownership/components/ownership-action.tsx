import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '../../../components/links/router-links';
import { ownershipQueries } from '../api/ownership-queries';
import type { OwnerEntry, OwnershipKind } from '../api/ownership-api';
import { RequestDecisionButtons } from './request-decision-buttons';
import { RequestOwnershipPanel } from './request-ownership-panel';
import { TitledCard } from '../../../components/layout/titled-card';

/**
 * The step that fits the viewer after a scan: its current owner, then request ownership (anyone else), wait for
 * the answer (a pending request of theirs), or, for the owner, "you own this" with the requests waiting for them.
 */
export function OwnershipAction({ kind, displayId, owners, viewerId }: { kind: OwnershipKind; displayId: string; owners: OwnerEntry[]; viewerId?: string }) {
  const current = owners[0];
  const isOwner = Boolean(viewerId && current?.ownerId === viewerId);
  const status = useQuery({ ...ownershipQueries.requestStatus(kind, displayId), enabled: !isOwner });
  const received = useQuery({ ...ownershipQueries.received(kind), enabled: isOwner });
  const waiting = (received.data ?? []).filter((r) => r.displayId === displayId && r.status === 'request');

  return (
    <TitledCard title="Ownership">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Current owner:
        </Text>
        {current ? (
          <AnchorLink size="sm" fw={600} to="/userProfile" search={{ id: current.ownerId }} data-testid="current-owner">
            {current.fullname || 'Unnamed owner'}
            {current.company ? `, ${current.company}` : ''}
          </AnchorLink>
        ) : (
          <Text size="sm">NA</Text>
        )}
      </Group>
      {isOwner ? (
        <Stack gap="sm">
          <Alert color="teal" variant="light" icon={<IconCrown size={18} />} title="You own this" data-testid="ownership-state">
            {waiting.length
              ? `${waiting.length} request${waiting.length === 1 ? '' : 's'} to take it over ${waiting.length === 1 ? 'is' : 'are'} waiting for your answer.`
              : 'Nobody has asked to take it over. Requests appear here and in your notifications.'}
          </Alert>
          {waiting.map((request) => (
            <Group key={request.id} justify="space-between" gap="sm" wrap="wrap" data-testid="waiting-request">
              <Text size="sm">
                {request.requester.fullname || request.requester.company || request.requester.email || 'A user'}
                {request.requester.fullname && request.requester.company ? ` (${request.requester.company})` : ''} asks for it
              </Text>
              <RequestDecisionButtons request={request} size="compact-sm" />
            </Group>
          ))}
        </Stack>
      ) : (
        <RequestOwnershipPanel kind={kind} displayId={displayId} isOwner={false} pendingStatus={status.isSuccess ? status.data : undefined} />
      )}
    </TitledCard>
  );
}
