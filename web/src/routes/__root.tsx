import { Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { DocumentTitle } from '../components/app-shell/document-title';
import { ErrorScreen } from '../components/feedback/error-screen';
import { NotFoundPage } from '../components/feedback/not-found-page';
import { removeFirstScreen } from '../lib/first-screen';
import type { RouterContext } from '../router';

function Root() {
  const status = useRouterState({ select: (state) => state.status });
  // The server's first screen (public pages) gives way in the commit that shows the first route.
  useLayoutEffect(() => {
    if (status === 'idle') removeFirstScreen();
  }, [status]);
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorScreen,
});
