import { QueryClient, type EnsureQueryDataOptions } from '@tanstack/react-query';
import { isApiError } from './api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Live messages invalidate what changed, so data can stay fresh for a while without polling.
        staleTime: 30_000,
        // A 4xx will not get better by asking again (unknown id, not allowed, signed out).
        retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

// Options of any query (each is typed where it is built); `unknown` would not take a typed query key.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQueryOptions = EnsureQueryDataOptions<any, any, any, any>;

/**
 * A route loader's prefetch: the queries the screen needs (an `undefined` one is skipped), fetched together.
 * A failure is left to the screen, which shows its own error state with a retry.
 */
export function ensureAll(queryClient: QueryClient, ...queries: (AnyQueryOptions | undefined)[]): Promise<unknown> {
  return Promise.all(queries.map((query) => query && queryClient.ensureQueryData(query))).catch(() => undefined);
}
