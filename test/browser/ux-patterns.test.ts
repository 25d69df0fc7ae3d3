import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestOwnershipViaApi, seedStock } from './support/api';
import { screenshot } from './support/browser';
import { anonymousPage, browserSuite, signedInPage, signedInPages } from './support/suite';
import { markPage, notReloaded } from './support/page-actions';

const suite = browserSuite();

const BRAND = { email: 'helene@maison-helene.test', name: 'Hélène Brand' };
const BUYER = { email: 'noor@boutique.test', name: 'Noor Buyer' };

const { brand, buyer } = signedInPages(suite, { brand: { ...BRAND, path: '/dashboard' }, buyer: { ...BUYER, path: '/inventoryView' } });
let ids: string[];

beforeAll(async () => {
  ({ displayIds: ids } = await seedStock(suite.server, brand.session, 3, 'Cordovan Weekender'));
});

describe('what I own, and the confirmation before giving something away', () => {
  it('the buyer’s "What I own" list gains the item live once the brand confirms the hand-over', async () => {
    const owned = buyer.page.getByTestId('owned-goods');
    await owned.getByText('You own nothing yet').waitFor();
    await markPage(buyer.page);
    await requestOwnershipViaApi(suite.server, buyer.session, ids[0]!);

    await brand.page.goto(`${suite.server.baseUrl}/notification`);
    const row = brand.page.getByRole('row').filter({ hasText: ids[0]! });
    // The row says what is asked for: product name and id, and who asks.
    await row.getByText('Cordovan Weekender').waitFor();
    await row.getByText(BUYER.name).waitFor();
    await row.getByRole('button', { name: /^Accept/ }).click();

    const dialog = brand.page.getByRole('dialog', { name: `Give ${ids[0]} to its requester?` });
    await dialog.getByText('Cordovan Weekender').waitFor();
    await dialog.getByText(ids[0]!, { exact: true }).waitFor();
    // The requester's name, never their e-mail (the owner sees no one else's address).
    await dialog.getByText(new RegExp(`Requested by ${BUYER.name}`)).waitFor();
    expect(await dialog.getByText(BUYER.email).count()).toBe(0);
    await screenshot(brand.page, 'confirm-accept');
    // Cancel changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Pending').waitFor();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(owned.getByText('You own nothing yet').count()).resolves.toBe(1);

    await row.getByRole('button', { name: /^Accept/ }).click();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await brand.page.getByText('Ownership Approved...!').waitFor();

    const table = owned.getByRole('table', { name: 'What I own' });
    await table.getByRole('row').filter({ hasText: ids[0]! }).getByText('Cordovan Weekender').waitFor({ timeout: 10_000 });
    await expect(table.getByRole('row').count()).resolves.toBe(2);
    await owned.getByText('1 piece').waitFor();
    expect(await notReloaded(buyer.page)).toBe(true);
    await screenshot(buyer.page, 'what-i-own');
  });

  it('bulk decisions confirm with every piece listed', async () => {
    await requestOwnershipViaApi(suite.server, buyer.session, ids[1]!);
    await requestOwnershipViaApi(suite.server, buyer.session, ids[2]!);
    await brand.page.goto(`${suite.server.baseUrl}/notification`);
    for (const id of [ids[1]!, ids[2]!]) await brand.page.getByRole('checkbox', { name: `Select ${id} requested by ${BUYER.name}` }).check();
    await brand.page.getByRole('button', { name: 'Reject all' }).click();
    const dialog = brand.page.getByRole('dialog', { name: 'Reject 2 requests?' });
    for (const id of [ids[1]!, ids[2]!]) await dialog.getByText(id, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Reject all' }).click();
    await brand.page.getByText('2 requests rejected').waitFor();
  });
});

describe('verifying an id on the public pages', () => {
  const COUNTERFEIT = 'Invalid! It indicates counterfeiting. Please report it immediately.';

  it('an empty box asks for an id instead of raising the counterfeit warning', async () => {
    const { page, context } = await anonymousPage(suite);
    await page.goto(`${suite.server.baseUrl}/`);
    const hero = page.getByRole('search', { name: 'Verify a product' });
    await hero.getByRole('button', { name: 'Verify' }).click();
    await hero.getByText('Enter the id printed on the tag, e.g. INVE000001.').waitFor();
    await expect(hero.getByLabel('Product or package id', { exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(page.getByText(COUNTERFEIT).count()).resolves.toBe(0);
    // The footer's box too.
    const footer = page.getByRole('search', { name: 'Search a product id' });
    await footer.getByRole('button', { name: 'Verify' }).click();
    await footer.getByText('Enter the id printed on the tag, e.g. INVE000001.').waitFor();
    await expect(page.getByText(COUNTERFEIT).count()).resolves.toBe(0);
    await context.close();
  });

  it('"Report it" on the counterfeit warning opens the report form with the typed id, and the report is stored', async () => {
    const { page, context } = await anonymousPage(suite);
    await page.goto(`${suite.server.baseUrl}/`);
    const hero = page.getByRole('search', { name: 'Verify a product' });
    await hero.getByLabel('Product or package id', { exact: true }).fill('INVX000042');
    await hero.getByRole('button', { name: 'Verify' }).click();
    const toast = page.locator('.Toastify__toast').filter({ hasText: COUNTERFEIT });
    await toast.waitFor();
    await screenshot(page, 'counterfeit-toast-report-it');
    await toast.getByRole('button', { name: 'Report it' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a suspected counterfeit' });
    await expect(dialog.getByLabel('Id on the tag').inputValue()).resolves.toBe('INVX000042');
    // Not an id of ours at all: the visitor corrects it to the one on the tag, which may be a copied real id.
    await dialog.getByLabel('Id on the tag').fill(ids[0]!);
    await dialog.getByPlaceholder('Choose the reason').click();
    await page.getByRole('option', { name: 'Batch ID related issue' }).click();
    await dialog.getByLabel('Where are you?').fill('Via Montenapoleone, Milan');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('complaint successfully registered').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('report')).toBe(false);
    const complaints = await fetch(`${suite.server.baseUrl}/api/inventory/complain`, { headers: { Authorization: `Bearer ${brand.session.access}` } }).then((r) => r.json());
    expect(complaints).toEqual(expect.arrayContaining([expect.objectContaining({ item: ids[0], query: 'Batch ID related issue', address: 'Via Montenapoleone, Milan' })]));
    await context.close();
  });

  it('an unknown id sends the visitor home with the id still in the box', async () => {
    const { page, context } = await anonymousPage(suite);
    await page.goto(`${suite.server.baseUrl}/productTracking/INVE999998`);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 6_000 });
    await expect(page.getByRole('search', { name: 'Verify a product' }).getByLabel('Product or package id', { exact: true }).inputValue()).resolves.toBe('INVE999998');
    await context.close();
  });
});

describe('static assets', () => {
  it('are served precompressed (brotli, else gzip) with year-long immutable caching for hashed files', async () => {
    const html = await fetch(`${suite.server.baseUrl}/`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(html.headers.get('cache-control')).toBe('no-cache');
    const body = await html.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(body)?.[1];
    expect(script).toBeDefined();
    const raw = await fetch(`${suite.server.baseUrl}${script}`, { headers: { 'Accept-Encoding': 'identity' } });
    const rawLength = Number(raw.headers.get('content-length'));
    expect(raw.headers.get('content-encoding')).toBeNull();
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip']] as const) {
      // undici decodes the body but keeps the headers as sent.
      const response = await fetch(`${suite.server.baseUrl}${script}`, { headers: { 'Accept-Encoding': accept } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers.get('content-length'))).toBeLessThan(rawLength / 2);
      await response.arrayBuffer();
    }
    // The public tracking page names its data and code in the answer, so they load while the entry does.
    const tracking = await fetch(`${suite.server.baseUrl}/productTracking/${ids[0]}`);
    expect(tracking.headers.get('link')).toContain(`</api/tracking/${ids[0]}>; rel=preload; as=fetch`);
    expect(tracking.headers.get('link')).toMatch(/<\/assets\/productTracking[^>]+\.js>; rel=modulepreload/);
  });
});

describe('lists on a 390 px phone', () => {
  /** Everything inside the viewport's width: no sideways scrolling, every given control fully on screen. */
  async function fitsPhone(page: Page, controls: ReturnType<Page['getByRole']>[]): Promise<void> {
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    for (const control of controls) {
      await control.scrollIntoViewIfNeeded();
      const box = await control.boundingBox();
      expect(box, String(control)).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
  }

  it('every list turns into cards with its actions on screen', async () => {
    const phone = { width: 390, height: 844 };
    const seller = await signedInPage(suite, BRAND.email, BRAND.name, '/notification', phone);
    const { displayIds, productId } = await seedStock(suite.server, seller.session, 2, 'Saffiano Card Case');
    const shopper = await signedInPage(suite, 'iris@boutique.test', 'Iris Shopper', '/dashboard', phone);
    await requestOwnershipViaApi(suite.server, shopper.session, displayIds[0]!);
    const { page } = seller;

    // Ownership requests: Accept and Reject visible on the card.
    await page.goto(`${suite.server.baseUrl}/notification`);
    const request = page.getByRole('row').filter({ hasText: displayIds[0]! });
    await request.getByText('Saffiano Card Case').waitFor();
    await fitsPhone(page, [request.getByRole('button', { name: /^Accept/ }), request.getByRole('button', { name: /^Reject/ })]);
    await screenshot(page, 'phone-requests');

    // What I own: each card's links to its details and public page.
    await page.goto(`${suite.server.baseUrl}/inventoryView`);
    const owned = page.getByRole('table', { name: 'What I own' }).getByRole('row').filter({ hasText: displayIds[1]! });
    await owned.waitFor();
    await fitsPhone(page, [owned.getByRole('link', { name: `Details of ${displayIds[1]}` }), owned.getByRole('link', { name: `Public page of ${displayIds[1]}` })]);
    await screenshot(page, 'phone-what-i-own');

    // A product's stock items: selection and the public page.
    await page.goto(`${suite.server.baseUrl}/product-details/${productId}`);
    const item = page.getByRole('table', { name: 'Stock items' }).getByRole('row').filter({ hasText: displayIds[1]! });
    await item.waitFor();
    await fitsPhone(page, [item.getByRole('checkbox'), item.getByRole('link', { name: `Public page of ${displayIds[1]}` })]);

    // Packages and the counterfeit complaints: no sideways scrolling, nothing cut.
    for (const path of ['/list-package', '/counterfeit-report']) {
      await page.goto(`${suite.server.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await fitsPhone(page, []);
    }
    await seller.context.close();
    await shopper.context.close();
  });

  it('the account sessions, the documentation tables and the refused CSV rows are cards too', async () => {
    const phone = { width: 390, height: 844 };
    const owner = await signedInPage(suite, 'odile@maison-odile.test', 'Odile Brand', '/basic-admin-profile', phone);
    const { page } = owner;
    /** The table is in its card layout (header row hidden, labels before values) and nothing of it leaves the screen. */
    async function cards(name: string): Promise<void> {
      const table = page.getByRole('table', { name });
      await table.waitFor();
      await table.scrollIntoViewIfNeeded();
      const layout = await table.evaluate((element) => ({
        header: element.querySelector('thead')!.getBoundingClientRect().height,
        right: Math.max(...[...element.querySelectorAll('td')].map((cell) => cell.getBoundingClientRect().right)),
        label: getComputedStyle(element.querySelector('td[data-label]')!, '::before').content,
      }));
      expect(layout.header, name).toBeLessThanOrEqual(1);
      expect(layout.right, name).toBeLessThanOrEqual(390);
      expect(layout.label, name).not.toBe('none');
      await fitsPhone(page, []);
    }

    await page.getByRole('table', { name: 'Sign-in sessions' }).getByText('This device').waitFor();
    await cards('Sign-in sessions');

    await page.goto(`${suite.server.baseUrl}/doc-api-endpoints`);
    await page.getByRole('button', { name: 'POST /api/product/addproduct', exact: true }).click();
    await cards('Fields of POST /api/product/addproduct');
    await page.goto(`${suite.server.baseUrl}/doc-formats`);
    await cards('Status codes');
    await page.goto(`${suite.server.baseUrl}/doc-errorhandling`);
    await cards('Errors');

    const { productId } = await seedStock(suite.server, owner.session, 1, 'Palladium Cufflinks');
    await page.goto(`${suite.server.baseUrl}/inventoryView?upload=csv`);
    const dialog = page.getByRole('dialog', { name: 'Upload stock from a CSV file' });
    await dialog.getByLabel('CSV file').waitFor();
    const csv = `product,status,batch,manufecture_date,expire_date,warranty\r\n${productId},active,B-1,2025-13-40,2030-01-10,2027-01-10\r\nNO-SUCH-PRODUCT,active,B-1,2025-01-10,2030-01-10,2027-01-10\r\n`;
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByLabel('CSV file').click();
    await (await chooser).setFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Upload stock' }).click();
    await dialog.getByRole('table', { name: 'Row errors' }).getByRole('row').nth(1).waitFor();
    await cards('Row errors');
    await screenshot(page, 'phone-csv-row-errors');
    await owner.context.close();
  });
});
