import { useCallback, useSyncExternalStore } from 'react';

/**
 * A form draft kept across the steps of a flow (details → preview → save) in sessionStorage: it survives a
 * reload of the preview and is gone with the tab. One store per flow key.
 */
const listeners = new Map<string, Set<() => void>>();
const cache = new Map<string, { raw: string | null; value: unknown }>();

function read<T>(key: string): T | null {
  const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(`draft:${key}`);
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.value as T | null;
  let value: T | null = null;
  try {
    value = raw ? (JSON.parse(raw) as T) : null;
  } catch {
    value = null;
  }
  cache.set(key, { raw, value });
  return value;
}

export function writeDraft<T>(key: string, value: T | null): void {
  if (value === null) sessionStorage.removeItem(`draft:${key}`);
  else sessionStorage.setItem(`draft:${key}`, JSON.stringify(value));
  for (const listener of listeners.get(key) ?? []) listener();
}

export function useDraft<T>(key: string): [T | null, (value: T | null) => void] {
  const subscribe = useCallback(
    (listener: () => void) => {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => set.delete(listener);
    },
    [key],
  );
  const value = useSyncExternalStore(subscribe, () => read<T>(key), () => null);
  const set = useCallback((next: T | null) => writeDraft(key, next), [key]);
  return [value, set];
}
