import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectNamespace } from '../../../lib/socket';
import { trackingKeys } from './tracking-queries';

/** Public live updates for one item: watch it on /track, refetch its tracking query when it changes. */
export function useTrackLive(displayId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!displayId) return;
    const socket = connectNamespace('/track');
    // (Re)subscribe on every connect: a reconnect starts with no watched ids.
    socket.on('connect', () => socket.emit('watch', displayId));
    socket.on('tracking:updated', (payload: { display_id?: string }) => {
      void queryClient.invalidateQueries({ queryKey: trackingKeys.detail(payload.display_id ?? displayId) });
    });
    return () => {
      socket.disconnect();
    };
  }, [displayId, queryClient]);
}
