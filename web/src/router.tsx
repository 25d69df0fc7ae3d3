import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { FullPageLoader } from './components/feedback/full-page-loader';
import { routeTree } from './route-tree.gen';

export type RouterContext = { queryClient: QueryClient };

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router always asks it (ensureQueryData is cheap when data is fresh).
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 400,
    defaultPendingComponent: () => <FullPageLoader />,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
