import { appConfig } from './config';
import { clearSession, getAccessToken, getRefreshToken, saveSession, subscribeToSession } from './auth-storage';
import { tokenExpiresAt } from './jwt';

/** Refresh this long before the access token expires (access tokens live about 5 minutes). */
const REFRESH_AHEAD_MS = 60_000;
const MIN_DELAY_MS = 5_000;

type ExpiredListener = () => void;
const expiredListeners = new Set<ExpiredListener>();

/** Called when the session cannot be renewed any more (refresh token refused): the app goes to /login. */
export function onSessionExpired(listener: ExpiredListener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

function expireSession(): void {
  clearSession();
  for (const listener of expiredListeners) listener();
}

export function accessTokenIsFresh(token: string | null, marginMs = 10_000): boolean {
  const expiresAt = tokenExpiresAt(token);
  // A token we cannot read is sent as is; the server's 401 then triggers a refresh.
  return expiresAt === null || expiresAt - Date.now() > marginMs;
}

let inFlight: Promise<boolean> | null = null;

/**
 * Rotates both tokens through POST /api/account/refresh. Concurrent callers share one request, and tabs
 * take a Web Lock, because the server rotates the refresh token: two tabs sending the same one would see
 * the second refused. Resolves false when there is no session left.
 */
export function refreshSession(): Promise<boolean> {
  if (inFlight) return inFlight;
  const staleAccess = getAccessToken();
  const run = () => rotateUnlessAnotherTabDid(staleAccess);
  // Web Locks resolve with the callback's result (their typings wrap it in a second Promise).
  const locked = typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks.request('provenance-session-refresh', run) as unknown as Promise<boolean>) : run();
  const pending = locked.finally(() => {
    inFlight = null;
  });
  inFlight = pending;
  return pending;
}

async function rotateUnlessAnotherTabDid(staleAccess: string | null): Promise<boolean> {
  const current = getAccessToken();
  if (current && current !== staleAccess && accessTokenIsFresh(current, REFRESH_AHEAD_MS)) return true;
  const refresh = getRefreshToken();
  if (!refresh) {
    if (current) expireSession();
    return false;
  }
  const response = await fetch(`${appConfig.apiOrigin}/api/account/refresh`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh }),
  });
  if (response.ok) {
    const tokens = (await response.json()) as { access: string; refresh: string };
    saveSession({ access: tokens.access, refresh: tokens.refresh ?? refresh });
    return true;
  }
  // 400/401/403: the refresh token is expired or revoked. Anything else (5xx) keeps the session for a retry.
  if (response.status >= 400 && response.status < 500) {
    expireSession();
    return false;
  }
  throw new Error(`Session refresh failed (${response.status})`);
}

/** Keeps the access token fresh while the app is open; reschedules whenever the tokens change. */
export function startSessionRefresh(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    const expiresAt = tokenExpiresAt(getAccessToken());
    if (expiresAt === null || !getRefreshToken()) return;
    const delay = Math.max(MIN_DELAY_MS, expiresAt - Date.now() - REFRESH_AHEAD_MS);
    timer = setTimeout(() => {
      refreshSession().catch(() => {
        // Network trouble: try again shortly rather than signing the user out.
        timer = setTimeout(schedule, MIN_DELAY_MS);
      });
    }, delay);
  };
  schedule();
  const unsubscribe = subscribeToSession(schedule);
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
