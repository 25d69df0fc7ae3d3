import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { signInViaApi, useSession, type Session } from './api';
import { collectPageErrors, launchBrowser, newContext } from './browser';
import { startServer, type TestServer } from './server';

export type Suite = { server: TestServer; browser: Browser };
export type SignedInPage = { context: BrowserContext; page: Page; session: Session; errors: string[] };

/** One server (fresh DATA_DIR, optional extra environment) and one Chromium per test file. */
export function browserSuite(serverEnv: Record<string, string> = {}): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    const [server, browser] = await Promise.all([startServer(serverEnv), launchBrowser()]);
    suite.server = server;
    suite.browser = browser;
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}

export async function anonymousPage(suite: Suite, viewport?: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(suite.browser, { viewport });
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

/** A browser profile already signed in as `email` (through the API and the mailed code), opened at `path`. */
export async function signedInPage(suite: Suite, email: string, fullname: string, path = '/dashboard', viewport?: { width: number; height: number }): Promise<SignedInPage> {
  const session = await signInViaApi(suite.server, email, fullname);
  const { context, page, errors } = await anonymousPage(suite, viewport);
  await useSession(page, suite.server, session);
  await page.goto(`${suite.server.baseUrl}${path}`);
  return { context, page, session, errors };
}

/** People of a browser test file: name → e-mail, full name and the path their page opens at. */
export type PagePeople<K extends string> = Record<K, { email: string; name: string; path: string }>;

/**
 * Pages signed in before the file's tests, in the order given (filled in place, so the file reads them as
 * constants in its hooks and tests), their browser profiles closed after. Register after `browserSuite`.
 */
export function signedInPages<K extends string>(suite: Suite, people: PagePeople<K>): Record<K, SignedInPage> {
  const pages = Object.fromEntries(Object.keys(people).map((name) => [name, {} as SignedInPage])) as Record<K, SignedInPage>;
  beforeAll(async () => {
    for (const [name, { email, name: fullname, path }] of Object.entries(people) as [K, PagePeople<K>[K]][]) {
      Object.assign(pages[name], await signedInPage(suite, email, fullname, path));
    }
  });
  afterAll(async () => {
    for (const page of Object.values(pages) as SignedInPage[]) await page.context?.close();
  });
  return pages;
}
