import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestOwnershipViaApi, seedStock } from './support/api';
import { screenshot } from './support/browser';
import { browserSuite, signedInPage, signedInPages } from './support/suite';
import { expectNotReloaded, markPage } from './support/page-actions';

const suite = browserSuite();

const BRAND = { email: 'helene@maison-aurel.test', name: 'Helene Brand' };
const PARTNER = { email: 'paolo@boutique.test', name: 'Paolo Partner' };

const { brand, partner } = signedInPages(suite, { brand: { ...BRAND, path: '/thankyou' }, partner: { ...PARTNER, path: '/thankyou' } });
let watches: string[];
let partnerPieces: string[];

type Matrix = {
  total_products: number;
  inventories: { total: number; in_stock: number };
  packages: { total: number };
  ownership: { received_pending: number; sent_pending: number; transfers_30d: number };
  counterfeit_reports_30d: number;
  items_by_product: { name: string; count: number }[];
  products_by_month: { month: string; count: number }[];
};

async function apiGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${suite.server.baseUrl}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The figures the dashboard shows: headline numbers and the rows of a chart's table. */
const stat = (page: Page, id: string) => page.getByTestId(id).getAttribute('data-value').then(Number);
async function chartRows(page: Page, chart: string): Promise<string[][]> {
  return page
    .getByTestId(chart)
    .locator('[data-chart-table] tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));
}

async function apiPost<T>(path: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(`${suite.server.baseUrl}/api${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as T;
}

describe('the dashboard and reports, equal to the API and live', () => {
  beforeAll(async () => {
    ({ displayIds: watches } = await seedStock(suite.server, brand.session, 3, 'Heritage Chronograph'));
    await seedStock(suite.server, brand.session, 2, 'Atelier Tote');
    ({ displayIds: partnerPieces } = await seedStock(suite.server, partner.session, 2, 'Boutique Piece'));
  });

  it('shows charts whose figures equal the API answer', async () => {
    const { page } = brand;
    await page.goto(`${suite.server.baseUrl}/dashboard`);
    await page.getByTestId('stat-items').waitFor();
    const m = await apiGet<Matrix>('/product/matrix', brand.session.access);
    expect(m.inventories.total).toBe(5);
    await expect(stat(page, 'stat-products')).resolves.toBe(m.total_products);
    await expect(stat(page, 'stat-items')).resolves.toBe(m.inventories.total);
    await expect(stat(page, 'stat-packages')).resolves.toBe(m.packages.total);
    await expect(stat(page, 'stat-pending')).resolves.toBe(m.ownership.received_pending + m.ownership.sent_pending);
    await expect(stat(page, 'stat-transfers')).resolves.toBe(m.ownership.transfers_30d);
    await expect(stat(page, 'stat-counterfeit')).resolves.toBe(m.counterfeit_reports_30d);
    await expect(chartRows(page, 'chart-items-by-product')).resolves.toEqual(m.items_by_product.map((p) => [p.name, String(p.count)]));
    const months = await chartRows(page, 'chart-products-by-month');
    expect(months.map((row) => Number(row[1]))).toEqual(m.products_by_month.map((p) => p.count));
    // recharts drew one bar per product and the donut's slice.
    await expect.poll(() => page.getByTestId('chart-items-by-product').locator('.recharts-bar-rectangle').count()).toBe(2);
    await expect.poll(() => page.getByTestId('chart-states').locator('.recharts-pie-sector').count()).toBe(1);
    await page.getByRole('list', { name: 'Latest activity' }).getByText('You registered 3 stock items of Heritage Chronograph', { exact: false }).waitFor();
    await screenshot(page, 'dashboard');
  });

  it('another user’s request and approval change the dashboard and the inventory report without a reload', async () => {
    const { page } = brand;
    const report = await brand.context.newPage();
    await report.goto(`${suite.server.baseUrl}/inventory-report`);
    await report.getByTestId('table-by-product').getByText('Heritage Chronograph').waitFor();
    await expect(stat(report, 'inv-total')).resolves.toBe(5);
    await page.getByTestId('stat-pending').waitFor();
    await expect(stat(page, 'stat-pending')).resolves.toBe(0);
    await markPage(page);
    await markPage(report);

    // In the second browser, the partner asks for one of the brand's watches.
    await partner.page.goto(`${suite.server.baseUrl}/tracking/${watches[0]}`);
    await partner.page.getByRole('button', { name: 'Request ownership' }).click();
    await partner.page.getByText('Request pending').waitFor();
    await expect.poll(() => stat(page, 'stat-pending'), { timeout: 10_000 }).toBe(1);
    await page.getByRole('list', { name: 'Latest activity' }).getByText(`${PARTNER.name} requested ownership of ${watches[0]}`).waitFor({ timeout: 10_000 });

    // The brand asked for the partner's piece; the partner approves it in the second browser.
    const requestId = await requestOwnershipViaApi(suite.server, brand.session, partnerPieces[0]!);
    await expect.poll(() => stat(page, 'stat-pending'), { timeout: 10_000 }).toBe(2);
    await partner.page.goto(`${suite.server.baseUrl}/notification`);
    const row = partner.page.getByRole('row').filter({ hasText: partnerPieces[0]! });
    await row.getByRole('button', { name: /^Accept/ }).click();
    await partner.page.getByRole('dialog').getByRole('button', { name: /^Accept/ }).click();
    await partner.page.getByText('Ownership Approved...!').waitFor();
    expect(requestId).toBeTruthy();

    await expect.poll(() => stat(page, 'stat-items'), { timeout: 10_000 }).toBe(6);
    await expect.poll(() => stat(page, 'stat-transfers'), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => stat(page, 'stat-pending'), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => chartRows(page, 'chart-items-by-product'), { timeout: 10_000 }).toContainEqual(['Boutique Piece', '1']);
    await page.getByRole('list', { name: 'Latest activity' }).getByText(`${PARTNER.name} approved your request: ${partnerPieces[0]} is yours now`).waitFor({ timeout: 10_000 });
    await report.getByTestId('table-by-product').getByText('Boutique Piece').waitFor({ timeout: 10_000 });
    await expect.poll(() => stat(report, 'inv-total'), { timeout: 10_000 }).toBe(6);
    await expectNotReloaded(page);
    await expectNotReloaded(report);

    // The dashboard still equals the API.
    const m = await apiGet<Matrix>('/product/matrix', brand.session.access);
    await expect(stat(page, 'stat-items')).resolves.toBe(m.inventories.total);
    await expect(chartRows(page, 'chart-items-by-product')).resolves.toEqual(m.items_by_product.map((p) => [p.name, String(p.count)]));
    await report.close();
  });

  it('another user’s delivery changes the dashboard and the logistics report without a reload', async () => {
    const { page } = brand;
    await page.goto(`${suite.server.baseUrl}/dashboard`);
    await page.getByTestId('stat-items').waitFor();
    const before = await stat(page, 'stat-items');
    const transfers = await stat(page, 'stat-transfers');
    const report = await brand.context.newPage();
    await report.goto(`${suite.server.baseUrl}/logistics-report`);
    await report.getByTestId('logi-packed').waitFor();
    await markPage(page);
    await markPage(report);

    // In the second browser, the partner delivers a piece to the brand (registered as the partner's next owner).
    const nextOwner = await apiPost<{ id: string }>('/account/addnextowner', partner.session.access, { email: BRAND.email });
    await partner.page.goto(`${suite.server.baseUrl}/nextowner-item-list/${nextOwner.id}`);
    await partner.page.getByRole('checkbox', { name: `Select ${partnerPieces[1]}` }).check();
    await partner.page.getByRole('button', { name: /^Deliver 1/ }).click();
    await partner.page.getByRole('dialog').getByRole('button', { name: 'Deliver' }).click();
    await partner.page.getByText(`1 delivered to`).waitFor();

    await expect.poll(() => stat(page, 'stat-items'), { timeout: 10_000 }).toBe(before + 1);
    await expect.poll(() => stat(page, 'stat-transfers'), { timeout: 10_000 }).toBe(transfers + 1);
    await page.getByRole('list', { name: 'Latest activity' }).getByText(`${PARTNER.name} delivered 1 piece to you (${partnerPieces[1]})`).waitFor({ timeout: 10_000 });
    await expect
      .poll(async () => (await chartRows(report, 'chart-logi-deliveries')).at(-1)?.slice(1), { timeout: 10_000 })
      .toEqual(['0', '1']);
    await expectNotReloaded(page);
    await expectNotReloaded(report);
    const logistics = await apiGet<{ deliveries_by_month: { count: number; received: number }[] }>('/reports/logistics', brand.session.access);
    expect(logistics.deliveries_by_month.at(-1)).toMatchObject({ count: 0, received: 1 });
    await screenshot(report, 'logistics-report');
    await report.close();
  });

  it('the activities timeline shows new entries at the top live; incentives explain the 300 points', async () => {
    const { page } = brand;
    await page.goto(`${suite.server.baseUrl}/activities`);
    const list = page.getByRole('list', { name: 'Activities' });
    await list.getByTestId('activity').first().waitFor();
    await markPage(page);
    await requestOwnershipViaApi(suite.server, partner.session, watches[1]!);
    await expect
      .poll(() => list.getByTestId('activity').first().textContent(), { timeout: 10_000 })
      .toContain(`${PARTNER.name} requested ownership of ${watches[1]}`);
    await expectNotReloaded(page);
    await screenshot(page, 'activities');

    // The header's points lead to the programme.
    await page.getByRole('link', { name: '300 points: the incentive programme' }).click();
    await page.waitForURL((url) => url.pathname === '/incentives');
    await expect(page.getByTestId('incentive-points').textContent()).resolves.toBe('300');
    await page.getByRole('heading', { name: 'How points are earned' }).waitFor();
  });

  it('exports a report table as CSV: exactly the rows shown', async () => {
    const { page } = brand;
    await page.goto(`${suite.server.baseUrl}/inventory-report`);
    const table = page.getByTestId('table-by-product');
    await table.getByText('Heritage Chronograph').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Stock by product as CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^inventory-by-product-\d{4}-\d{2}-\d{4}-\d{2}\.csv$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8').replace(/^\ufeff/, '');
    const report = await apiGet<{ by_product: { name: string; count: number }[] }>('/reports/inventory', brand.session.access);
    expect(csv).toBe(['Product,Stock items', ...report.by_product.map((p) => `${p.name},${p.count}`), ''].join('\r\n'));
  });

  it('a new account sees empty states; a failing report shows its error with a retry', async () => {
    const fresh = await signedInPage(suite, 'nadia@new-brand.test', 'Nadia New', '/dashboard');
    await fresh.page.getByTestId('chart-states').getByText('Nothing to show yet').waitFor();
    await expect(stat(fresh.page, 'stat-items')).resolves.toBe(0);
    await fresh.page.getByRole('list', { name: 'Latest activity' }).waitFor({ state: 'detached' });
    await fresh.page.getByText('What you and your partners do with your goods shows here.').waitFor();

    let failing = true;
    await fresh.context.route('**/api/reports/inventory*', (route) =>
      failing ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ detail: 'Report store unavailable.' }) }) : route.continue(),
    );
    await fresh.page.goto(`${suite.server.baseUrl}/inventory-report`);
    const alert = fresh.page.getByRole('alert').filter({ hasText: 'The inventory report could not be loaded' });
    await alert.waitFor({ timeout: 15_000 });
    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await alert.waitFor({ state: 'detached' });
    await fresh.page.getByTestId('table-by-product').getByText('No stock in these months.').waitFor();
    await fresh.context.close();
  });

  it('fits a 360 px screen: no sideways scrolling on the dashboard and the inventory report', async () => {
    const phone = await signedInPage(suite, BRAND.email, BRAND.name, '/dashboard', { width: 360, height: 780 });
    await phone.page.getByTestId('stat-items').waitFor();
    await phone.page.getByTestId('chart-items-by-product').locator('.recharts-bar-rectangle').first().waitFor();
    const overflow = () => phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await expect(overflow()).resolves.toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'dashboard-360');
    await phone.page.goto(`${suite.server.baseUrl}/inventory-report`);
    await phone.page.getByTestId('table-by-product').getByText('Heritage Chronograph').waitFor();
    await expect(overflow()).resolves.toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'inventory-report-360');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
