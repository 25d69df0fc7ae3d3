/**
 * The signed-in session lives in localStorage: the access token under `token` (the specification's key) and
 * the refresh token under `refresh`. Components subscribe through `subscribeToSession` so that a sign-out in
 * another tab signs this tab out too (the browser fires `storage` events across tabs).
 */
const ACCESS_KEY = 'token';
const REFRESH_KEY = 'refresh';

export type SessionTokens = { access: string; refresh: string };

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === ACCESS_KEY || event.key === REFRESH_KEY) notify();
  });
}

export function getAccessToken(): string | null {
  return localStorage.getItem(ACCESS_KEY);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(REFRESH_KEY);
}

export function hasSession(): boolean {
  return Boolean(getAccessToken());
}

export function saveSession(tokens: SessionTokens): void {
  localStorage.setItem(ACCESS_KEY, tokens.access);
  localStorage.setItem(REFRESH_KEY, tokens.refresh);
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(ACCESS_KEY);
  localStorage.removeItem(REFRESH_KEY);
  notify();
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
