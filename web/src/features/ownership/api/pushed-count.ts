import { useSyncExternalStore } from 'react';
import type { NotificationCount } from './ownership-queries';

/**
 * The badge figures as `/live` last pushed them (`notification:count` carries both in full), with when they
 * arrived. The badge shows them as they are, or the fetched figures when those are newer; nothing re-derives
 * the count from request lists, and the query cache is never patched by hand.
 */
let pushed: { count: NotificationCount; at: number } | null = null;
const listeners = new Set<() => void>();

export function pushCount(count: Partial<NotificationCount>): void {
  pushed = { count: { inventory: count.inventory ?? 0, package: count.package ?? 0 }, at: Date.now() };
  for (const listener of listeners) listener();
}

export function usePushedCount() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pushed,
  );
}

/** The newer of the pushed and the fetched figures. */
export function latestCount(fetched: NotificationCount | undefined, fetchedAt: number, live: typeof pushed): NotificationCount | undefined {
  if (live && (!fetched || live.at >= fetchedAt)) return live.count;
  return fetched;
}

/** Forget the pushed figures (sign-out). */
export function clearPushedCount(): void {
  pushed = null;
}
