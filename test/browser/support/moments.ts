import type { Page } from 'playwright-core';

/** A state of the page: its text contains `text`, its path is `path`, or an element matches `selector`. */
export type Moment = { text: string } | { path: string } | { selector: string };

/**
 * Records, by the page's own clock, when each moment is first reached, in order: a moment is looked for once
 * the ones before it are reached (so "enabled again" counts only after "disabled"). Timed behaviour (a redirect after
 * 1.5 s, a button locked for 4 s) must be measured this way: the test sees a change only when its next
 * poll or wait returns, which on a busy machine is hundreds of milliseconds late, so a test-side clock
 * makes such a test fail by chance. Call before `page.goto`; read with `momentsOf`.
 */
export async function recordMoments(page: Page, moments: Record<string, Moment>): Promise<void> {
  await page.addInitScript((watched: Record<string, Moment>) => {
    const at: Record<string, number> = {};
    (window as unknown as { __moments: Record<string, number> }).__moments = at;
    const reached = (m: Moment) =>
      'text' in m ? (document.body?.textContent ?? '').includes(m.text) : 'path' in m ? location.pathname === m.path : document.querySelector(m.selector) !== null;
    const check = () => {
      for (const [name, moment] of Object.entries(watched)) {
        if (at[name] !== undefined) continue;
        if (!reached(moment)) return;
        at[name] = performance.now();
      }
    };
    // DOM changes and client-side navigations (the router changes the path through the history API).
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method];
      history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
        original.apply(this, args);
        check();
      };
    }
  }, moments);
}

/** The page-clock times (ms) of the moments reached so far. */
export async function momentsOf(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => ({ ...(window as unknown as { __moments: Record<string, number> }).__moments }));
}
