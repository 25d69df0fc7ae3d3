import { Button, Group } from '@mantine/core';
import type { OwnershipRequest } from '../api/ownership-api';
import { useDecideRequest } from '../api/use-ownership-mutations';

/** Accept / Reject for one pending request; labels differ between the dropdown and the requests page. */
export function RequestDecisionButtons({
  request,
  acceptLabel = 'Accept',
  rejectLabel = 'Reject',
  size = 'xs',
}: {
  request: OwnershipRequest;
  acceptLabel?: string;
  rejectLabel?: string;
  size?: 'xs' | 'compact-sm' | 'sm';
}) {
  const decide = useDecideRequest();
  const busy = decide.isPending ? decide.variables?.decision : undefined;
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size={size}
        color="teal"
        loading={busy === 'approve'}
        disabled={Boolean(busy)}
        onClick={() => decide.mutate({ request, decision: 'approve' })}
        aria-label={`${acceptLabel} ${request.displayId} from ${request.requester.email}`}
      >
        {acceptLabel}
      </Button>
      <Button
        size={size}
        variant="default"
        loading={busy === 'reject'}
        disabled={Boolean(busy)}
        onClick={() => decide.mutate({ request, decision: 'reject' })}
        aria-label={`${rejectLabel} ${request.displayId} from ${request.requester.email}`}
      >
        {rejectLabel}
      </Button>
    </Group>
  );
}
