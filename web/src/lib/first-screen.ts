import { startTransition, useEffect, useState } from 'react';

/**
 * The public pages' HTML answer carries their first screen (`#boot`: the landing hero, the tracking page's
 * heading), written by the server (services/platform/http/first-screen.renderer.ts) so a phone shows it before any script
 * has run. The app replaces it with the same content once its first route has rendered.
 */

/**
 * On those pages the app's stylesheet comes only preloaded (it must not hold the first screen back): turn it on,
 * and resolve once it applies, so the app never renders unstyled.
 */
export function appStylesheet(): Promise<void> {
  const preload = document.querySelector<HTMLLinkElement>('link[data-app-css]');
  if (!preload) return Promise.resolve();
  preload.removeAttribute('data-app-css');
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.crossOrigin = 'anonymous';
  sheet.href = preload.href;
  const applied = new Promise<void>((resolve) => {
    sheet.onload = () => resolve();
    // Without the stylesheet the app still works: render rather than wait forever.
    sheet.onerror = () => resolve();
  });
  document.head.append(sheet);
  return applied;
}

/**
 * Whether the server's first screen is still showing. A pending screen then draws nothing: the first screen already
 * shows the page, and anything drawn in `#root` below it would jump up when it goes (a layout shift of the whole
 * viewport on a slow phone, where a route's code or data takes longer than the router's pending delay).
 */
export function firstScreenShown(): boolean {
  return document.getElementById('boot') !== null;
}

/** Removes the server's first screen: called in the same commit as the app's first page (root route). */
export function removeFirstScreen(): void {
  document.getElementById('boot')?.remove();
}

/**
 * False in a page's first render, true right after, set in a transition: React renders what waits for it in
 * slices that yield to the browser, so the whole page is not one long task on a phone (the public pages put
 * what lies below the first screen behind it).
 */
export function useAfterFirstRender(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}
