import { useSyncExternalStore } from 'react';

/**
 * A module downloaded on first use (a dynamic `import()`): one download however many ask, tried again after
 * a failed one (offline, a redeploy), and a hook that re-renders its component once the module is there.
 */
export function lazyModule<M>(importer: () => Promise<M>) {
  let loaded: M | null = null;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const current = () => loaded;
  return {
    load(): Promise<M> {
      loading ??= importer().then(
        (module) => {
          loaded = module;
          listeners.forEach((listener) => listener());
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    /** The module if it has arrived, else null. */
    current,
    /** `current()` in a component, which renders again when the module arrives. */
    useLoaded: () => useSyncExternalStore(subscribe, current),
  };
}
