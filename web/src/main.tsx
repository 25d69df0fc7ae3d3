// The app's typeface ships with it (Inter, variable weights; the browser fetches only the scripts a page uses).
import '@fontsource-variable/inter/index.css';
import '@mantine/core/styles.css';
import './styles/global.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appStylesheet } from './lib/first-screen';
import { createQueryClient } from './lib/query-client';
import { onSessionExpired, startSessionRefresh } from './lib/session-refresh';
import { ToastHost } from './lib/toast';
import { createAppRouter } from './router';
import { theme } from './theme';

/**
 * The specification lists `//basic-admin-profile`. A path starting with `//` would be read as a host by
 * URL parsing, so collapse repeated slashes before the router reads the location.
 */
function collapseRepeatedSlashes(): void {
  const { pathname, search, hash } = window.location;
  if (/\/{2,}/.test(pathname)) window.history.replaceState(null, '', pathname.replace(/\/{2,}/g, '/') + search + hash);
}

collapseRepeatedSlashes();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

onSessionExpired(() => {
  queryClient.clear();
  void router.navigate({ to: '/login' });
});
startSessionRefresh();

// The public pages' HTML only preloads the stylesheet (their first screen is styled inline): wait for it.
void appStylesheet().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <ToastHost />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  ),
);
