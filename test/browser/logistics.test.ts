import { beforeAll, describe, expect, it } from 'vitest';
import { seedStock } from './support/api';
import { screenshot } from './support/browser';
import { anonymousPage, browserSuite, signedInPage, signedInPages } from './support/suite';
import { choose, expectNotReloaded, markPage, pickDate } from './support/page-actions';

const suite = browserSuite();

const BRAND = { email: 'logistics@maison-aurel.test', name: 'Aurel Logistics' };
const NEXT = { email: 'buyer@galerie-nord.test', name: 'Galerie Nord' };

const { nextOwner, brand } = signedInPages(suite, { nextOwner: { ...NEXT, path: '/inventoryView' }, brand: { ...BRAND, path: '/logistics-listings' } });
let items: string[];
let shipmentId: string;

describe("logistics: a brand's goods through its warehouse to a next owner, live on the public map", () => {
  beforeAll(async () => {
    ({ displayIds: items } = await seedStock(suite.server, brand.session, 2, 'Oyster Reserve'));
  });

  it('creates a warehouse through type, details and preview', async () => {
    const { page } = brand;
    await page.getByRole('link', { name: /Warehouses Where your goods are stored/ }).waitFor();
    await page.getByRole('link', { name: 'Warehouse', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/warehouse-types');
    await page.getByRole('listitem').filter({ hasText: 'Bonded warehouse' }).click();
    await page.waitForURL((url) => url.pathname === '/warehouse-basic-details' && url.searchParams.get('type') === 'bonded');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByText('Give the warehouse a name.').waitFor();
    await page.getByLabel('Name').fill('Geneva Freeport');
    await page.getByLabel('Capacity (stock items)').fill('10');
    await page.getByLabel('Contact').fill('+41 22 000 00 00');
    await page.locator('label.mantine-SegmentedControl-label', { hasText: 'Yes' }).click();
    await expect(page.getByRole('radio', { name: 'Yes' }).isChecked()).resolves.toBe(true);
    await page.getByLabel('Address').fill('Route de Pré-Bois 17, Geneva');
    await page.getByLabel('Position (lat&lng)').fill('46.2290&6.1090');
    await page.getByRole('button', { name: 'Add detail' }).click();
    await page.getByLabel('Detail 1 name').fill('Dock');
    await page.getByLabel('Detail 1 value').fill('B4');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.waitForURL((url) => url.pathname === '/warehouse-preview');
    await page.getByText('Geneva Freeport').waitFor();
    await page.getByText('10 stock items').waitFor();
    await page.getByRole('button', { name: 'Save warehouse' }).click();
    await page.waitForURL((url) => url.pathname === '/warehouse-list');
    const row = page.getByRole('row').filter({ hasText: 'Geneva Freeport' });
    await expect(row.getByTestId('stock-count').textContent()).resolves.toBe('0 / 10 stock items');
    await screenshot(page, 'logistics-warehouse-list');
  });

  it('checks goods in and shows them in the warehouse with its capacity bar', async () => {
    const { page } = brand;
    await page.getByRole('link', { name: 'Stock of Geneva Freeport' }).click();
    await page.waitForURL((url) => url.pathname === '/inventory-view');
    await page.getByText('This warehouse is empty').waitFor();
    await page.getByRole('link', { name: 'Check goods in' }).click();
    await page.waitForURL((url) => url.pathname === '/inventory-preview');
    for (const id of items) await page.getByRole('checkbox', { name: `Select ${id}` }).check();
    await page.getByRole('button', { name: 'Check in 2' }).click();
    await page.waitForURL((url) => url.pathname === '/inventory-view');
    for (const id of items) await page.locator(`[data-goods="${id}"]`).waitFor();
    await expect(page.getByTestId('stock-count').first().textContent()).resolves.toBe('2 / 10 stock items');
  });

  it('adds the next owner, found by e-mail', async () => {
    const { page } = brand;
    await page.goto(`${suite.server.baseUrl}/nextowner-basic-details`);
    await page.getByLabel('E-mail of a registered user').fill('nobody@nowhere.test');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText('No registered user has this e-mail address.').waitFor();
    await page.getByLabel('E-mail of a registered user').fill(NEXT.email);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText('Registered user found').waitFor();
    await choose(page, 'Category', 'Retailer');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.waitForURL((url) => url.pathname === '/nextowner-preview');
    await page.getByRole('button', { name: 'Save next owner' }).click();
    await page.waitForURL((url) => url.pathname === '/nextowner-list');
    await page.getByRole('row').filter({ hasText: NEXT.name }).waitFor();
  });

  it('plans a shipment to the next owner, dispatches it, reports two positions that move the public map live, and delivers', async () => {
    const { page } = brand;
    const visitor = await anonymousPage(suite);
    await visitor.page.goto(`${suite.server.baseUrl}/productTracking/${items[0]}`);
    await expect(visitor.page.getByTestId('goods-status').textContent()).resolves.toBe('In a warehouse');
    await markPage(visitor.page);

    await page.goto(`${suite.server.baseUrl}/transportation-types`);
    await page.getByRole('link', { name: /Own fleet/ }).click();
    await page.waitForURL((url) => url.pathname === '/transportation-mode');
    await choose(page, 'Transport mode', 'Road');
    await page.getByLabel('Vehicle number').fill('GE 12345');
    await page.getByLabel('Driver name').fill('Jo Driver');
    await choose(page, 'Origin warehouse', 'Geneva Freeport');
    await pickDate(page, 'Expected delivery');
    await choose(page, 'Next owner', NEXT.name);
    await page.getByRole('button', { name: 'Choose goods' }).click();
    await page.waitForURL((url) => url.pathname === '/packagelist');
    for (const id of items) await page.getByRole('checkbox', { name: `Select ${id}` }).check();
    await page.getByRole('button', { name: 'Review 2' }).click();
    await page.waitForURL((url) => url.pathname === '/transportation-preview');
    await page.getByRole('button', { name: 'Plan shipment' }).click();
    await page.waitForURL((url) => url.pathname === '/transportation-preview' && Boolean(url.searchParams.get('shipment')));
    await expect(page.getByTestId('shipment-status').textContent()).resolves.toBe('Planned');
    shipmentId = new URL(page.url()).searchParams.get('shipment')!;

    await page.getByRole('button', { name: 'Dispatch' }).click();
    await page.getByTestId('shipment-status').filter({ hasText: 'In transit' }).waitFor();
    await visitor.page.getByTestId('goods-status').filter({ hasText: 'In transit' }).waitFor();

    await page.getByLabel('Current position (lat&lng)').fill('46.5191&6.6323');
    await page.getByRole('button', { name: 'Report position' }).click();
    await visitor.page.locator('[data-testid="route-map"][data-points="1"][data-last="46.5191&6.6323"]').waitFor();
    await page.getByLabel('Current position (lat&lng)').fill('47.3769&8.5417');
    await page.getByRole('button', { name: 'Report position' }).click();
    await visitor.page.locator('[data-testid="route-map"][data-points="2"][data-last="47.3769&8.5417"]').waitFor();
    await page.locator('[data-testid="route-map"][data-points="2"]').waitFor();
    await expectNotReloaded(visitor.page);
    const publicText = await visitor.page.locator('main').textContent();
    for (const secret of ['Jo Driver', 'GE 12345', NEXT.email]) expect(publicText).not.toContain(secret);
    await screenshot(visitor.page, 'logistics-public-in-transit');

    await markPage(nextOwner.page);
    await page.getByRole('button', { name: 'Deliver' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deliver' }).click();
    await page.getByTestId('shipment-status').filter({ hasText: 'Delivered' }).waitFor();

    // The next owner's inventory shows the goods without a reload; the public page shows the new Trusted Owner.
    for (const id of items) await nextOwner.page.locator(`[data-testid="owned-goods"] [data-goods="${id}"]`).waitFor();
    await expectNotReloaded(nextOwner.page);
    await visitor.page.getByTestId('trusted-owner').filter({ hasText: NEXT.name }).waitFor();
    await visitor.page.getByTestId('goods-status').filter({ hasText: 'Delivered' }).waitFor();
    await expectNotReloaded(visitor.page);
    await screenshot(nextOwner.page, 'logistics-next-owner-inventory');
    await visitor.context.close();
  });

  it('shows the shipment on tracking status and the delivery on the next owner’s page, also at 360 px', async () => {
    const { page } = brand;
    await page.goto(`${suite.server.baseUrl}/tracking-status`);
    await page.getByRole('row').filter({ hasText: 'Delivered' }).waitFor();
    await page.goto(`${suite.server.baseUrl}/nextowner-list`);
    await expect(page.getByRole('row').filter({ hasText: NEXT.name }).getByTestId('delivered-count').textContent()).resolves.toBe('2');
    const phone = await signedInPage(suite, BRAND.email, BRAND.name, '/logistics-listings', { width: 360, height: 740 });
    await phone.page.getByRole('link', { name: /^1\s*Shipments/ }).waitFor();
    await phone.page.goto(`${suite.server.baseUrl}/warehouse-list`);
    await phone.page.getByText('Geneva Freeport').waitFor();
    const overflow = () => phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await expect(overflow()).resolves.toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'logistics-mobile-warehouses');
    await phone.page.goto(`${suite.server.baseUrl}/transportation-preview?shipment=${shipmentId}`);
    await phone.page.getByTestId('shipment-status').filter({ hasText: 'Delivered' }).waitFor();
    await phone.page.locator('[data-testid="route-map"][data-points="2"]').waitFor();
    await expect(overflow()).resolves.toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'logistics-mobile-shipment');
    await phone.page.goto(`${suite.server.baseUrl}/tracking-status`);
    await phone.page.getByRole('row').filter({ hasText: 'Delivered' }).waitFor();
    await expect(overflow()).resolves.toBeLessThanOrEqual(0);
    await phone.context.close();
    expect(brand.errors).toEqual([]);
  });
});
