import { Button, Group } from '@mantine/core';
import { useConfirm } from '../../../components/feedback/confirm-dialog';
import { GoodsSummary } from '../../../components/data/goods-summary';
import type { Decision, OwnershipRequest } from '../api/ownership-api';
import { useDecideRequest } from '../api/use-ownership-mutations';

/** "Ada Lovelace (Maison Ada) · ada@example.com": who asks, as rows and confirmations show it. */
export function requesterLine(request: Pick<OwnershipRequest, 'requester'>): string {
  const { fullname, company, email } = request.requester;
  const name = fullname ? `${fullname}${company ? ` (${company})` : ''}` : company ?? '';
  return [name, email].filter(Boolean).join(' · ') || 'A user';
}

/** Who asked, for labels: their name, else their company (the API shows no one else's e-mail). */
export function requesterName(request: Pick<OwnershipRequest, 'requester'>): string {
  return request.requester.fullname || request.requester.company || request.requester.email || 'a user';
}

/** What a decision on some requests gives away or declines, for the confirmation step. */
export function decisionCopy(decision: Decision, requests: OwnershipRequest[]) {
  const n = requests.length;
  const pieces = `${n} ${n === 1 ? 'piece' : 'pieces'}`;
  return decision === 'approve'
    ? {
        title: n === 1 ? `Give ${requests[0]!.displayId} to its requester?` : `Accept ${n} requests?`,
        message: `Ownership of ${pieces} passes to ${n === 1 ? 'the requester' : 'their requesters'}; you will no longer own ${n === 1 ? 'it' : 'them'}. This cannot be undone.`,
      }
    : {
        title: n === 1 ? `Reject the request for ${requests[0]!.displayId}?` : `Reject ${n} requests?`,
        message: `You keep ${pieces}; the requester${n === 1 ? '' : 's'} will see the request declined.`,
      };
}

export function DecisionSubjects({ requests }: { requests: OwnershipRequest[] }) {
  return requests.map((request) => (
    <GoodsSummary key={request.id} displayId={request.displayId} name={request.name || request.brand} image={request.image} detail={`Requested by ${requesterLine(request)}`} />
  ));
}

/** Accept / Reject for one pending request, each after a confirmation showing what is given and to whom. */
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
  const { confirm } = useConfirm();
  const busy = decide.isPending ? decide.variables?.decision : undefined;
  const label = (decision: Decision) => (decision === 'approve' ? acceptLabel : rejectLabel);
  const ask = async (decision: Decision) => {
    const ok = await confirm({
      ...decisionCopy(decision, [request]),
      children: <DecisionSubjects requests={[request]} />,
      confirmLabel: label(decision),
      tone: decision === 'approve' ? 'primary' : 'danger',
    });
    if (ok) decide.mutate({ request, decision });
  };
  return (
    <Group gap={6} wrap="wrap">
      {(['approve', 'reject'] as const).map((decision) => (
        <Button
          key={decision}
          size={size}
          {...(decision === 'approve' ? { color: 'teal.9' } : { variant: 'default' })}
          loading={busy === decision}
          disabled={Boolean(busy)}
          onClick={() => void ask(decision)}
          aria-label={`${label(decision)} ${request.displayId} from ${requesterName(request)}`}
        >
          {label(decision)}
        </Button>
      ))}
    </Group>
  );
}
