import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import {
  fetchOwners,
  fetchPendingRequestStatus,
  fetchReceivedRequests,
  fetchSentRequests,
  type OwnershipKind,
} from './ownership-api';

export type NotificationCount = { inventory: number; package: number };

/** Every ownership query key comes from here; live messages invalidate through the same functions. */
export const ownershipKeys = {
  all: ['ownership'] as const,
  requests: () => [...ownershipKeys.all, 'requests'] as const,
  received: (kind?: OwnershipKind) => [...ownershipKeys.requests(), 'received', ...(kind ? [kind] : [])] as const,
  sent: (kind?: OwnershipKind) => [...ownershipKeys.requests(), 'sent', ...(kind ? [kind] : [])] as const,
  counts: () => [...ownershipKeys.all, 'counts'] as const,
  item: (displayId: string) => [...ownershipKeys.all, 'item', displayId.toUpperCase()] as const,
  owners: (displayId: string) => [...ownershipKeys.item(displayId), 'owners'] as const,
  requestStatus: (displayId: string) => [...ownershipKeys.item(displayId), 'status'] as const,
};

/** Package ownership arrives with a later release; until its list exists, an absent endpoint counts as none. */
async function orEmptyWhenMissing<T>(promise: Promise<T[]>): Promise<T[]> {
  try {
    return await promise;
  } catch (error) {
    if (isApiError(error, 404)) return [];
    throw error;
  }
}

export const ownershipQueries = {
  received: (kind: OwnershipKind) =>
    queryOptions({
      queryKey: ownershipKeys.received(kind),
      queryFn: () => (kind === 'package' ? orEmptyWhenMissing(fetchReceivedRequests(kind)) : fetchReceivedRequests(kind)),
    }),
  sent: (kind: OwnershipKind) =>
    queryOptions({
      queryKey: ownershipKeys.sent(kind),
      queryFn: () => (kind === 'package' ? orEmptyWhenMissing(fetchSentRequests(kind)) : fetchSentRequests(kind)),
    }),
  /**
   * The badge: received requests still waiting (status `request`), both kinds, as the server counts them
   * (`/inventory/notificationcount`, the same figures `notification:count` pushes; see `pushed-count.ts`).
   */
  counts: () =>
    queryOptions({
      queryKey: ownershipKeys.counts(),
      queryFn: async (): Promise<NotificationCount> => {
        const count = await api.get<Partial<NotificationCount>>('/inventory/notificationcount');
        return { inventory: count.inventory ?? 0, package: count.package ?? 0 };
      },
    }),
  // The kind follows from the display id (INVE… or PACK…), so the id alone keys these.
  owners: (kind: OwnershipKind, displayId: string) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({ queryKey: ownershipKeys.owners(displayId), queryFn: () => fetchOwners(kind, displayId) }),
  requestStatus: (kind: OwnershipKind, displayId: string) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({ queryKey: ownershipKeys.requestStatus(displayId), queryFn: () => fetchPendingRequestStatus(kind, displayId) }),
};
