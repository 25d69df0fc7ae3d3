import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { ErrorScreen } from './components/feedback/error-screen';
import { FullPageLoader } from './components/feedback/full-page-loader';
import { firstScreenShown } from './lib/first-screen';
import { NotFoundPage } from './components/feedback/not-found-page';
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
    defaultPendingComponent: () => (firstScreenShown() ? null : <FullPageLoader />),
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
