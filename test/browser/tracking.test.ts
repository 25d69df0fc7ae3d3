import { beforeAll, describe, expect, it } from 'vitest';
import { seedStock, signInViaApi } from './support/api';
import { screenshot } from './support/browser';
import { momentsOf, recordMoments } from './support/moments';
import { anonymousPage, browserSuite } from './support/suite';

const suite = browserSuite();
let displayId: string;

describe('public tracking page', () => {
  beforeAll(async () => {
    const brand = await signInViaApi(suite.server, 'atelier@maison-aurel.test', 'Maison Aurel Atelier');
    displayId = (await seedStock(suite.server, brand, 1, 'Riviera Tote')).displayIds[0];
  });

  it('shows the public details, the map pin and the login prompts', async () => {
    const { page, context, errors } = await anonymousPage(suite);
    await page.goto(`${suite.server.baseUrl}/productTracking/${displayId}`);
    await page.getByRole('heading', { name: 'Riviera Tote' }).waitFor();
    await expect(page.getByTestId('display-id').textContent()).resolves.toBe(displayId);
    await expect(page.getByTestId('trusted-owner').textContent()).resolves.toBe('Maison Aurel Atelier');
    await expect(page.getByText('Trusted Owner', { exact: true }).count()).resolves.toBe(1);
    await expect(page.getByTestId('added-date').textContent()).resolves.toMatch(/^\d{2}\/\d{2}\/\d{4} \| \d{2} hrs : \d{2} mins : \d{2} secs$/);
    // No street address was recorded, but a position was: the position is named (degrees, as the test's geocoder
    // does not answer), once, and no 'NA' shows for a location that exists.
    await expect(page.getByTestId('last-location').textContent()).resolves.toBe('46.2044° N, 6.1432° E');
    await expect(page.getByText('NA', { exact: true }).count()).resolves.toBe(0);

    // The pin uses an explicit icon that really loads from the build (the default one breaks under Vite).
    const pin = page.locator('.leaflet-marker-icon');
    await pin.waitFor();
    await expect.poll(() => pin.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('.leaflet-container').getAttribute('class')).resolves.toContain('dark-tiles');

    for (const header of ['Product Detail', 'Current Owner']) {
      await page.getByRole('button', { name: header }).click();
    }
    await expect(page.getByText('Please login for more Info..!').count()).resolves.toBe(2);
    await page.getByRole('button', { name: 'Report counterfeit' }).waitFor();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    await screenshot(page, 'public-tracking-prompts');

    // The counterfeit report offers exactly the four reasons.
    await page.getByRole('button', { name: 'Report counterfeit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('Choose the reason').click();
    for (const reason of ['Location-based issue', 'Different owner detected', 'Batch ID related issue', 'Others']) {
      await page.getByRole('option', { name: reason }).waitFor();
    }
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the server message for an unknown id, then goes home after 1.5 s', async () => {
    const { page, context } = await anonymousPage(suite);
    await recordMoments(page, { shown: { text: 'Invalid Product id' }, home: { path: '/' } });
    // A slow connection: the toast module, downloaded with the first toast, arrives 1 s late. The 1.5 s still
    // count from the message on screen.
    await page.route('**/assets/toast-container-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto(`${suite.server.baseUrl}/productTracking/INVE999999`);
    await page.getByText('Invalid Product id').waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 5_000 });
    // The message showed on the tracking page, and home came about 1.5 s after it, by the page's clock.
    const at = await momentsOf(page);
    expect(at.shown).toBeLessThan(at.home);
    expect(at.home - at.shown).toBeGreaterThan(1_000);
    expect(at.home - at.shown).toBeLessThan(3_000);
    await context.close();
  });

  it('shows "Loading..." on the map until a position exists', async () => {
    const { page, context } = await anonymousPage(suite);
    // Hold the tracking answer back to see the pending state of the page, then release it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/tracking/${displayId}`, async (route) => {
      await held;
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, location: null } });
    });
    // Opened from the app (a direct load shows the server's first screen instead: the case below).
    await page.goto(`${suite.server.baseUrl}/`);
    await page.getByLabel('Product or package id').fill(displayId);
    await page.getByRole('search', { name: 'Verify a product' }).getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Please wait a moment we are loading!').waitFor();
    release();
    await page.getByRole('heading', { name: 'Riviera Tote' }).waitFor();
    await page.getByText('Loading...').waitFor();
    await expect(page.locator('.leaflet-container').count()).resolves.toBe(0);
    await context.close();
  });

  it('rejects ids that are not INVE or PACK from the landing search with the counterfeit warning', async () => {
    const { page, context } = await anonymousPage(suite);
    await page.goto(`${suite.server.baseUrl}/`);
    await page.getByLabel('Product or package id').fill('FAKE123');
    await page.getByRole('search', { name: 'Verify a product' }).getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Invalid! It indicates counterfeiting. Please report it immediately.').waitFor();
    await page.getByLabel('Product or package id').fill(displayId.toLowerCase());
    await page.getByRole('search', { name: 'Verify a product' }).getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === `/productTracking/${displayId}`);
    await page.getByRole('heading', { name: 'Riviera Tote' }).waitFor();
    await context.close();
  });

  it('answers with its first screen in the HTML: the heading shows before any script, and the app repaints nothing larger', async () => {
    const brand = await signInViaApi(suite.server, 'studio@maison-aurel.test', 'Maison Aurel Studio');
    // A name is the brand's text: written as text, never as markup (nor as a replacement pattern).
    const hostile = (await seedStock(suite.server, brand, 1, `Tote <img src=x onerror=alert(1)> "Ωmega" & $& co`)).displayIds[0]!;
    const answer = await fetch(`${suite.server.baseUrl}/productTracking/${hostile}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('link')).toMatch(/^<\/assets\/inter-latin-wght-normal-[\w-]+\.woff2>; rel=preload; as=font/);
    const html = await answer.text();
    expect(html).toContain(`<h1 id="boot-title">Tote &lt;img src=x onerror=alert(1)&gt; &quot;Ωmega&quot; &amp; $&amp; co</h1>`);
    expect(html).toContain(`<p class="boot-id">${hostile}</p>`);
    expect(html).not.toContain('<img src=x');
    // The stylesheet no longer holds the first paint back: only preloaded, the app turns it on.
    expect(html).not.toContain('rel="stylesheet"');
    // An id nobody issued gets the plain app (its message and redirect), the landing page its hero.
    await expect(fetch(`${suite.server.baseUrl}/productTracking/INVE999999`).then((r) => r.text())).resolves.not.toContain('id="boot"');
    await expect(fetch(`${suite.server.baseUrl}/`).then((r) => r.text())).resolves.toContain('<h1 id="boot-title">Is it genuine? Ask its history.</h1>');

    // Without scripts the first screen is all there is: the name, in the page's layout.
    const bare = await anonymousPage(suite);
    await bare.page.route('**/assets/*.js', (route) => route.abort());
    await bare.page.goto(`${suite.server.baseUrl}/productTracking/${displayId}`);
    await bare.page.getByRole('heading', { name: 'Riviera Tote', level: 1 }).waitFor();
    await expect(bare.page.locator('#boot .boot-id').textContent()).resolves.toBe(displayId);
    await bare.context.close();

    // With them, the app takes over: one heading, the server's gone, and the largest paint stays the server's heading.
    const { page, context, errors } = await anonymousPage(suite);
    await page.addInitScript(() => {
      const entries: { id: string; size: number }[] = [];
      (window as unknown as { __lcp: typeof entries }).__lcp = entries;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { id: string; size: number })[]) entries.push({ id: entry.id, size: entry.size });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${suite.server.baseUrl}/productTracking/${displayId}`);
    await page.getByTestId('trusted-owner').waitFor();
    await expect(page.locator('#boot').count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    const lcp = await page.evaluate(() => (window as unknown as { __lcp: { id: string }[] }).__lcp);
    expect(lcp.at(-1)?.id).toBe('boot-title');
    expect(errors).toEqual([]);
    await context.close();
  });
  it('a page whose code or data comes later than the router waits keeps its first screen: no loader below it, nothing shifts', async () => {
    // A slow phone: the route's own script (not in the HTML) and the tracking answer arrive after 1.5 s, later than
    // the router's pending delay. A loader drawn below the first screen would jump up to the top when the first
    // screen goes (a layout shift of the whole viewport).
    for (const path of ['/', `/productTracking/${displayId}`]) {
      const html = await fetch(`${suite.server.baseUrl}${path}`).then((r) => r.text());
      const inHtml = new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]));
      const { page, context, errors } = await anonymousPage(suite);
      await page.route('**/*', async (route) => {
        const { pathname } = new URL(route.request().url());
        const late = (pathname.startsWith('/assets/') && pathname.endsWith('.js') && !inHtml.has(pathname)) || pathname.startsWith('/api/tracking/');
        if (late) await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      await page.addInitScript(() => {
        const shifts: { value: number; nodes: string[] }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
            shifts.push({ value: entry.value, nodes: (entry.sources ?? []).map((source) => (source.node as Element | undefined)?.id ?? String(source.node?.nodeName)) });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${suite.server.baseUrl}${path}`);
      await page.locator('#boot-title').waitFor();
      // While the route waits, nothing of the app is drawn under the first screen.
      await page.waitForTimeout(800);
      await expect(page.locator('#root').evaluate((root) => root.getBoundingClientRect().height)).resolves.toBe(0);
      await page.locator('#boot').waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByRole('heading', { level: 1 }).waitFor();
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts);
      // The first screen's own text may move a hair as its typeface arrives (thousandths); the app's arrival must not.
      expect(shifts.filter((shift) => shift.nodes.includes('root')), path).toEqual([]);
      expect(shifts.reduce((sum, shift) => sum + shift.value, 0), path).toBeLessThan(0.01);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
