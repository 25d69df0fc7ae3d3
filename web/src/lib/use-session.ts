import { useSyncExternalStore } from 'react';
import { hasSession, subscribeToSession } from './auth-storage';

/** True while an access token is stored; re-renders on sign-in/out in this tab or another. */
export function useHasSession(): boolean {
  return useSyncExternalStore(subscribeToSession, hasSession);
}
