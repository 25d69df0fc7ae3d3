import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestOwnershipViaApi, seedStock } from './support/api';
import { seriousViolations, type AxeViolation } from './support/axe';
import { anonymousPage, browserSuite, signedInPage, type SignedInPage } from './support/suite';

const suite = browserSuite();

/** Every path of the route tree, as its file routes declare it. */
function routePatterns(): string[] {
  const tree = readFileSync(join(__dirname, '../../web/src/route-tree.gen.ts'), 'utf8');
  const block = /fullPaths:\s*((?:\s*\|\s*'[^']*')+)/.exec(tree)?.[1] ?? '';
  return [...block.matchAll(/'([^']*)'/g)].map((m) => m[1]!).map((p) => (p.length > 1 ? p.replace(/\/$/, '') : p));
}

function matcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment
        .replace(/[.*+?^()|[\]\\]/g, '\\$&')
        .replace(/\{-\$[A-Za-z]+\}/g, '[^/]*')
        .replace(/\{\$[A-Za-z]+\}/g, '[^/]+')
        .replace(/\$[A-Za-z]+/g, '[^/]+'),
    )
    .join('/')
    .replace(/\/\[\^\/\]\*$/, '(?:/[^/]*)?');
  return new RegExp(`^${source}/?$`, 'i');
}

/**
 * Routes the signed-in crawl is not meant to reach: the public pages (the landing page, sign-in, legal and contact
 * pages, reached from the public site), and the QR ownership routes (opened by scanning a label, not a link).
 */
const NOT_FROM_THE_APP = new Set([
  '/',
  '/login',
  '/otp',
  '/privacy',
  '/terms-and-conditions',
  '/thankyou',
  '/bad-request',
  '/{$product}-anti-counterfeit-solution',
  '/ownership/$QRcode',
  '/ownershipinventory/$QRcode',
  '/ownershippackage/$QRcode',
  // A next owner's items: linked from the next-owner list, which ships with the logistics screens.
  '/nextowner-item-list/$id',
]);

const OWNER = { email: 'reach@maison-aurel.test', name: 'Reach Owner' };
let owner: SignedInPage;
let item: string;

beforeAll(async () => {
  owner = await signedInPage(suite, OWNER.email, OWNER.name, '/dashboard');
  const seeded = await seedStock(suite.server, owner.session, 3, 'Atlas Field Watch');
  item = seeded.displayIds[0]!;
  // A package and an incoming request, so the lists link to their detail screens.
  const token = owner.session.access;
  const call = (path: string, body: unknown) =>
    fetch(`${suite.server.baseUrl}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) }).then((r) => r.json());
  const pkg = (await call('/inventory/createpackage', { brand_name: 'Atlas', total_product: 1, manufecture_date: '2026-01-01', expire_date: '2030-01-01', details: 'Box' })) as { packege: { display_id: string } };
  await call('/inventory/additemtopackage', { package: pkg.packege.display_id, content_data: [{ type: 'item', id: seeded.displayIds[1] }] });
  const buyer = await signedInPage(suite, 'reach-buyer@boutique.test', 'Reach Buyer', '/dashboard');
  await requestOwnershipViaApi(suite.server, buyer.session, seeded.displayIds[2]!);
  await buyer.context.close();
});

afterAll(async () => {
  await owner?.context.close();
});

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.locator('h1').first().waitFor({ timeout: 10_000 }).catch(() => undefined);
}

describe('navigation and accessibility', () => {
  it('reaches every screen by following links from /dashboard, and axe finds nothing serious on any of them', async () => {
    const { page } = owner;
    const base = suite.server.baseUrl;
    const seen = new Set<string>();
    const queue = ['/dashboard'];
    const violations: Record<string, AxeViolation[]> = {};
    const titles: Record<string, string> = {};
    while (queue.length) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      await page.goto(`${base}${path}`);
      await settle(page);
      titles[path] = await page.title();
      const found = await seriousViolations(page);
      if (found.length) violations[path] = found;
      const hrefs = await page.$$eval('a[href]', (links) => links.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== base || url.pathname.startsWith('/api')) continue;
        // Public pages open from the app (an item's public page) but are scanned below, without the session.
        if (url.pathname.toLowerCase().startsWith('/producttracking/')) {
          seen.add(url.pathname);
          continue;
        }
        if (!seen.has(url.pathname) && url.pathname !== '/') queue.push(url.pathname);
      }
    }
    const reached = [...seen];
    const unreached = routePatterns().filter((pattern) => !NOT_FROM_THE_APP.has(pattern) && !reached.some((path) => matcher(pattern).test(path)));
    // Every page says what it is in the title: `<page> · Provenance`.
    const untitled = Object.entries(titles).filter(([, title]) => !/^.+ · Provenance$/.test(title));
    console.log(`crawled ${seen.size} paths from /dashboard; axe (WCAG 2.1 A/AA) on each`);
    expect({ unreached, violations, untitled }).toEqual({ unreached: [], violations: {}, untitled: [] });
    expect(titles['/inventoryView']).toBe('Products and stock · Provenance');
  }, 400_000);

  it('finds nothing serious on the public pages either', async () => {
    const { page, context } = await anonymousPage(suite);
    const violations: Record<string, AxeViolation[]> = {};
    for (const path of ['/', `/productTracking/${item}`, '/login', '/privacy', '/terms-and-conditions', '/thankyou', '/bad-request', '/luxury-anti-counterfeit-solution', '/no-such-page']) {
      await page.goto(`${suite.server.baseUrl}${path}`);
      await settle(page);
      const found = await seriousViolations(page);
      if (found.length) violations[path] = found;
    }
    expect(violations).toEqual({});
    await context.close();
  });
});
