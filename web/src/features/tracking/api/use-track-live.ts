import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { trackingKeys } from './tracking-queries';

/** Public live updates for one item: watch it on /track, refetch its tracking query when it changes. */
export function useTrackLive(displayId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!displayId) return;
    // socket.io-client loads after the page is on screen: live updates are not what a shopper waits for.
    let socket: import('socket.io-client').Socket | undefined;
    let gone = false;
    void import('../../../lib/socket').then(({ connectNamespace }) => {
      if (gone) return;
      socket = connectNamespace('/track');
      const live = socket;
      // (Re)subscribe on every connect: a reconnect starts with no watched ids.
      live.on('connect', () => live.emit('watch', displayId));
      live.on('tracking:updated', (payload: { display_id?: string }) => {
        void queryClient.invalidateQueries({ queryKey: trackingKeys.detail(payload.display_id ?? displayId) });
      });
    });
    return () => {
      gone = true;
      socket?.disconnect();
    };
  }, [displayId, queryClient]);
}
