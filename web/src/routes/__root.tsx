import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { DocumentTitle } from '../components/app-shell/document-title';
import { ErrorScreen } from '../components/feedback/error-screen';
import { NotFoundPage } from '../components/feedback/not-found-page';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorScreen,
});
