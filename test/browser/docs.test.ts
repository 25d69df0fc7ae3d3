import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { browserSuite, signedInPage, type SignedInPage } from './support/suite';

const suite = browserSuite();

const DOC_PAGES: [string, string][] = [
  ['/doc-introduction', 'Introduction'],
  ['/doc-api-endpoints', 'API Endpoints'],
  ['/doc-authentication', 'Authentication'],
  ['/doc-formats', 'Formats'],
  ['/doc-apiusage', 'Usage Examples'],
  ['/doc-errorhandling', 'Error Handling'],
  ['/doc-key-generation', 'Key Generation'],
  ['/doc-key-management', 'Key Management'],
  ['/doc-key-security-guidelines', 'Key Security Guidelines'],
  ['/doc-sdks', 'SDKs and Libraries'],
];

let user: SignedInPage;

describe('API documentation pages', () => {
  beforeAll(async () => {
    user = await signedInPage(suite, 'ines@docs.test', 'Ines Integrator', '/doc-introduction');
    await user.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.baseUrl });
  });

  it('every one of the ten pages is a real page in the shared layout, reachable from the side navigation', async () => {
    const { page } = user;
    for (const [path, title] of DOC_PAGES) {
      await page.goto(`${suite.server.baseUrl}${path}`);
      await page.getByTestId('docs-layout').waitFor();
      expect(await page.locator('main h1').first().innerText(), path).toBe(title);
      expect(await page.getByTestId('coming-soon').count(), path).toBe(0);
      expect(await page.getByText(/coming soon/i).count(), path).toBe(0);
      await page.getByRole('navigation', { name: 'Documentation' }).waitFor();
      await page.getByRole('contentinfo').or(page.locator('footer')).first().waitFor();
    }
    await page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: 'Error Handling' }).click();
    await page.waitForURL(/\/doc-errorhandling$/);
    expect(user.errors).toEqual([]);
  });

  it('the endpoints page lists exactly the endpoints of the OpenAPI document, one card open at a time, and copies a URL', async () => {
    const { page } = user;
    const openapi = (await (await fetch(`${suite.server.baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const expected = Object.entries(openapi.paths)
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    await page.goto(`${suite.server.baseUrl}/doc-api-endpoints`);
    const items = page.locator('[data-endpoint]');
    await items.first().waitFor();
    const listed = (await items.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-endpoint')))).sort();
    expect(listed).toEqual(expected);

    await page.getByRole('button', { name: 'POST /api/product/addproduct', exact: true }).click();
    const addProduct = page.locator('[data-endpoint="POST /api/product/addproduct"]');
    await addProduct.getByText('Example body').waitFor();
    expect(await addProduct.getByRole('table').innerText()).toContain('warranty');
    await page.getByRole('button', { name: 'POST /api/account/apikeys', exact: true }).click();
    const apiKeys = page.locator('[data-endpoint="POST /api/account/apikeys"]');
    await apiKeys.getByTestId('endpoint-url').waitFor();
    await addProduct.getByText('Example body').waitFor({ state: 'hidden' });
    expect(await page.locator('[data-endpoint] [data-testid="endpoint-url"]:visible').count()).toBe(1);

    await apiKeys.getByRole('button', { name: 'Copy URL' }).click();
    await apiKeys.getByText('Copied').or(page.getByText('Copied')).first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${suite.server.baseUrl}/api/account/apikeys`);

    await page.getByLabel('Filter endpoints').fill('apikeys');
    await page.waitForFunction(() => document.querySelectorAll('[data-endpoint]').length === 3);
    await screenshot(page, 'docs-endpoints');
  });

  it('the cancel dialog: No keeps the page, Yes goes to the index page', async () => {
    const { page } = user;
    await page.goto(`${suite.server.baseUrl}/doc-formats`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('You want to cancel the process?').waitFor();
    expect(await dialog.innerText()).toContain('Are You Sure!');
    await dialog.getByRole('button', { name: 'No' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/doc-formats');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('a key created on the key page is shown once, works against the API, and is revoked from the management page', async () => {
    const { page } = user;
    await page.goto(`${suite.server.baseUrl}/doc-key-generation`);
    await page.getByLabel('Key name').fill('Warehouse robot');
    await page.getByLabel(/Read and write/).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByTestId('created-key');
    await shown.waitFor();
    const key = (await shown.locator('pre').innerText()).trim();
    expect(key).toMatch(/^prv_[0-9a-f]{8}_/);

    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${suite.server.baseUrl}/api${path}`, { ...init, headers: { 'X-API-Key': key, 'Content-Type': 'application/json', ...(init.headers ?? {}) } });
    const me = await api('/account/getuser');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe('ines@docs.test');
    const product = { name: 'Robot Watch', brand: 'Aurel', sku: 'AUR-1', warranty: '2030-01-31', expire: '2040-01-31', location: '28.4595&77.0266', category: 1, color: 1 };
    expect((await api('/product/addproduct', { method: 'POST', body: JSON.stringify(product) })).status).toBe(201);

    await page.reload();
    await page.getByLabel('Key name').waitFor();
    expect(await page.content()).not.toContain(key);

    await page.goto(`${suite.server.baseUrl}/doc-key-management`);
    const card = page.getByTestId('api-key').filter({ hasText: 'Warehouse robot' });
    await card.waitFor();
    expect(await card.innerText()).toContain(key.slice(0, 12));
    expect(await card.innerText()).toMatch(/last used/);
    expect(await page.content()).not.toContain(key);
    await card.getByRole('button', { name: 'Revoke Warehouse robot' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
    await card.waitFor({ state: 'detached' });
    expect((await api('/account/getuser')).status).toBe(401);
  });

  it('a key created elsewhere (another session, by the API) appears on the management page without a reload', async () => {
    const { page, session } = user;
    await page.goto(`${suite.server.baseUrl}/doc-key-management`);
    await page.getByRole('heading', { name: 'Your keys' }).waitFor();
    await page.waitForTimeout(300); // the live socket connects after the first paint
    const created = await fetch(`${suite.server.baseUrl}/api/account/apikeys`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.access}` },
      body: JSON.stringify({ name: 'Made elsewhere', scopes: ['read'] }),
    });
    expect(created.status).toBe(201);
    await page.getByTestId('api-key').filter({ hasText: 'Made elsewhere' }).waitFor({ timeout: 10_000 });
  });

  it('the security guidelines show your token taken apart and the lifetimes of this server', async () => {
    const { page } = user;
    await page.goto(`${suite.server.baseUrl}/doc-key-security-guidelines`);
    expect(await page.getByTestId('access-lifetime').innerText()).toContain('5 minutes');
    expect(await page.getByTestId('refresh-lifetime').innerText()).toContain('24 hours');
    expect(await page.getByText('"alg": "HS256"').count()).toBe(1);
  });

  it('fits a 360 px screen', async () => {
    const small = await signedInPage(suite, 'ines@docs.test', 'Ines Integrator', '/doc-api-endpoints', { width: 360, height: 740 });
    await small.page.locator('[data-endpoint]').first().waitFor();
    await small.page.getByRole('combobox', { name: 'Documentation page' }).waitFor();
    const wide = await small.page.evaluate(() =>
      [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > 361).slice(0, 5).map((e) => `${e.tagName}.${e.className} ${e.getBoundingClientRect().right}`),
    );
    expect(wide).toEqual([]);
    expect(await small.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(small.page, 'docs-endpoints-360');
    await small.context.close();
  });
});
