import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { ErrorScreen } from '../components/feedback/error-screen';
import { NotFoundPage } from '../components/feedback/not-found-page';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorScreen,
});
