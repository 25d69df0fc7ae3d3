import { vi } from 'vitest';
import { ReadStore } from '../../services/platform/read-store/read-store.port';

/**
 * Counts what the real store hands queries from now on (documents, ids, counts; cached or not), each answer
 * unchanged: what a request costs the store, whatever the cache holds. `vi.restoreAllMocks()` ends it.
 */
export function countStoreAnswers(store: ReadStore): { readonly returned: number } {
  let returned = 0;
  const collection = store.collection.bind(store);
  vi.spyOn(store, 'collection').mockImplementation(((name: string) =>
    new Proxy(collection(name), {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== 'function') return value;
        const method = value as (...args: unknown[]) => Promise<unknown>;
        return async (...args: unknown[]) => {
          const answer = await method.apply(target, args);
          returned += Array.isArray(answer) ? answer.length : 1;
          return answer;
        };
      },
    })) as ReadStore['collection']);
  return {
    get returned() {
      return returned;
    },
  };
}
