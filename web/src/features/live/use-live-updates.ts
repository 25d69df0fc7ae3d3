import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getAccessToken, subscribeToSession } from '../../lib/auth-storage';
import { idKind } from '../../lib/display-id';
import { refreshSession } from '../../lib/session-refresh';
import { connectNamespace } from '../../lib/socket';
import { counterfeitKeys } from '../counterfeit/api/counterfeit-queries';
import { docsKeys } from '../docs/api/docs-queries';
import { logisticsKeys } from '../logistics/api/logistics-queries';
import { stockItemKeys } from '../inventory/api/stock-item-queries';
import { supportKeys } from '../support/api/support-queries';
import type { NotificationCount } from '../ownership/api/ownership-queries';
import { ownershipKeys } from '../ownership/api/ownership-queries';
import { pushCount } from '../ownership/api/pushed-count';
import { packageKeys } from '../packaging/api/package-queries';
import { reportKeysFor } from '../reports/api/report-queries';
import { trackingKeys } from '../tracking/api/tracking-queries';

type OwnershipChanged = { kind?: string; request_id?: string; status?: string; display_id: string };

const MAX_AUTH_RETRIES = 3;

/**
 * The signed-in live feed (/live). Pushes arrive after the server's read models are written, so each message
 * invalidates the queries it affects and they refetch fresh data; nothing is patched by hand. The badge count,
 * which the message carries in full, is shown as pushed (`pushed-count.ts`).
 */
export function useLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled) return;
    // The token is read at every (re)connect, so a rotated access token is used after a reconnect.
    const socket = connectNamespace('/live', { auth: (send) => send({ token: getAccessToken() ?? '' }) });
    let authRetries = 0;

    socket.on('connect', () => {
      authRetries = 0;
    });

    socket.on('notification:count', (count: NotificationCount) => {
      pushCount(count);
      // A changed count means a received request arrived or was decided: the received lists changed too.
      void queryClient.invalidateQueries({ queryKey: ownershipKeys.received() });
    });

    socket.on('ownership:changed', (change: OwnershipChanged) => {
      const kind = idKind(change.display_id) ?? (change.kind === 'package' ? 'package' : 'inventory');
      for (const queryKey of [
        ownershipKeys.received(kind),
        ownershipKeys.sent(kind),
        ownershipKeys.item(change.display_id), // owners and my request status
        trackingKeys.detail(change.display_id), // current owner on the tracking pages
        stockItemKeys.lists(), // the item left one inventory and joined another
        logisticsKeys.all, // deliveries: what can be moved, and what next owners received
        // A package moves with everything inside it: package lists, details and contents change on both sides.
        ...(kind === 'package' ? [packageKeys.all, trackingKeys.all, ownershipKeys.all] : []),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    });

    // A shipment was planned, dispatched, moved or delivered: shipment lists, maps and warehouse stock refetch.
    socket.on('shipment:updated', () => {
      void queryClient.invalidateQueries({ queryKey: logisticsKeys.all });
    });

    // A report's read model changed for this user: its queries refetch (charts animate to the new figures).
    socket.on('report:updated', (payload: { report?: string }) => {
      if (payload?.report === 'counterfeit') void queryClient.invalidateQueries({ queryKey: counterfeitKeys.all });
      for (const queryKey of reportKeysFor(payload?.report)) void queryClient.invalidateQueries({ queryKey });
    });

    // A support ticket got a message, a new status or was read: its conversation, the list and the count refetch.
    socket.on('support:message', () => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.all });
    });

    // An API key was created, revoked or used (last used): the key list refetches.
    socket.on('apikeys:changed', () => {
      void queryClient.invalidateQueries({ queryKey: docsKeys.apiKeys() });
    });

    // The server refuses an expired access token at the handshake and does not retry by itself.
    socket.on('connect_error', async (error) => {
      if (error.message !== 'unauthorized' || authRetries >= MAX_AUTH_RETRIES) return;
      authRetries += 1;
      const renewed = await refreshSession().catch(() => false);
      if (renewed && !socket.connected) socket.connect();
    });

    // The server ends a socket when its access token expires unless a fresh one is sent: every rotation is.
    const unsubscribe = subscribeToSession(() => {
      const token = getAccessToken();
      if (token && socket.connected) socket.emit('auth:renew', { token });
    });

    // Ended by the server (access expired unrenewed, or the session was revoked): renew and reconnect while
    // signed in; a revoked session fails to refresh and signs the app out.
    socket.on('disconnect', async (reason) => {
      if (reason !== 'io server disconnect' || !getAccessToken()) return;
      const renewed = await refreshSession().catch(() => false);
      if (renewed && !socket.connected) socket.connect();
    });

    return () => {
      unsubscribe();
      socket.disconnect();
    };
  }, [enabled, queryClient]);
}
