import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { decideRequest, requestOwnership, type Decision, type OwnershipKind, type OwnershipRequest } from './ownership-api';
import { stockItemKeys } from '../../inventory/api/stock-item-queries';
import { packageKeys } from '../../packaging/api/package-queries';
import { ownershipKeys } from './ownership-queries';

export const APPROVED_MESSAGE = 'Ownership Approved...!';
export const REJECTED_MESSAGE = 'Ownership Request Rejected';

/** After a decision the received list and the badge change; the socket says so too, this covers a missed push. */
function useRefreshAfterDecision() {
  const queryClient = useQueryClient();
  return (requests: Pick<OwnershipRequest, 'kind' | 'displayId'>[]) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ownershipKeys.requests() }),
      queryClient.invalidateQueries({ queryKey: ownershipKeys.counts() }),
      ...requests.map((request) => queryClient.invalidateQueries({ queryKey: ownershipKeys.item(request.displayId) })),
      // A package leaves with everything inside it: own package and stock lists change too.
      ...(requests.some((request) => request.kind === 'package')
        ? [queryClient.invalidateQueries({ queryKey: packageKeys.all }), queryClient.invalidateQueries({ queryKey: stockItemKeys.lists() })]
        : []),
    ]);
}

export function useDecideRequest() {
  const refresh = useRefreshAfterDecision();
  return useMutation({
    mutationFn: ({ request, decision }: { request: OwnershipRequest; decision: Decision }) =>
      decideRequest(request.kind, decision, request.requestId),
    onSuccess: (_result, { decision }) => {
      toast.success(decision === 'approve' ? APPROVED_MESSAGE : REJECTED_MESSAGE);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
    },
    onSettled: (_result, _error, { request }) => refresh([request]),
  });
}

/** Accept all / Reject all on the selection: each request is decided on its own; failures are reported together. */
export function useDecideMany() {
  const refresh = useRefreshAfterDecision();
  return useMutation({
    mutationFn: async ({ requests, decision }: { requests: OwnershipRequest[]; decision: Decision }) => {
      const results = await Promise.allSettled(requests.map((request) => decideRequest(request.kind, decision, request.requestId)));
      const failed = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
      return { done: results.length - failed.length, failed };
    },
    onSuccess: ({ done, failed }, { decision }) => {
      if (done) toast.success(decision === 'approve' ? APPROVED_MESSAGE : `${done} request${done === 1 ? '' : 's'} rejected`);
      if (failed.length) toast.error(`${failed.length} request${failed.length === 1 ? '' : 's'} could not be updated: ${errorMessage(failed[0]!.reason)}`);
    },
    onSettled: (_result, _error, { requests }) => refresh(requests),
  });
}

export function useRequestOwnership(kind: OwnershipKind, displayId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestOwnership(kind, displayId),
    onSuccess: () => toast.success('Ownership request sent'),
    onError: (error) => toast.error(errorMessage(error)),
    // Specification §4: after requesting, fetch the request status and reload the owner history.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownershipKeys.item(displayId) }),
        queryClient.invalidateQueries({ queryKey: ownershipKeys.sent(kind) }),
      ]),
  });
}
