import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedStock } from './support/api';
import { screenshot } from './support/browser';
import { anonymousPage, browserSuite, signedInPage, type SignedInPage } from './support/suite';
import { expectNotReloaded, markPage, pickDate, publicTrackingPage, requestOwnership } from './support/page-actions';

const suite = browserSuite();

const OWNER = { email: 'logistics@maison-aurel.test', name: 'Aurel Logistics' };
const BUYER = { email: 'orders@galerie-nord.test', name: 'Galerie Nord' };

let owner: SignedInPage;
let items: string[];
let productId: string;
let level1: string;
let level2: string;

async function fillPackageForm(page: Page, brandName: string): Promise<void> {
  await page.getByLabel('Brand name').fill(brandName);
  await page.getByLabel('Total products').fill('2');
  await pickDate(page, 'Packed on');
  await pickDate(page, 'Package expires on');
  await page.getByLabel('Address').fill('Rue du Rhône 12, Geneva');
  await page.getByRole('button', { name: 'Create and add contents' }).click();
}

function packageIdFromUrl(page: Page): string {
  return new URL(page.url()).searchParams.get('package')!;
}

describe('packaging: items into a level-1 package, that into a level-2 package, handed over live', () => {
  beforeAll(async () => {
    owner = await signedInPage(suite, OWNER.email, OWNER.name, '/pakage-information');
    ({ displayIds: items, productId } = await seedStock(suite.server, owner.session, 4, 'Oyster Reserve'));
  });

  it('packs two searched stock items into a level-1 package and makes its QR code', async () => {
    const { page } = owner;
    await page.getByRole('link', { name: /Level-1 package/ }).click();
    await page.waitForURL((url) => url.pathname === '/pakaging-basic-details');
    await page.getByRole('button', { name: 'Create and add contents' }).click();
    await page.getByText('Enter the brand name').waitFor();
    await fillPackageForm(page, 'Maison Aurel Gift Box');
    await page.waitForURL((url) => url.pathname === '/pakaging-add-items' && /^PACK\d+$/.test(url.searchParams.get('package') ?? ''));
    level1 = packageIdFromUrl(page);

    const list = page.getByRole('table', { name: 'Loose stock items' });
    await expect.poll(() => list.getByRole('row').count()).toBe(5); // header + 4 loose items
    // Search narrows the list; the choice survives clearing the search.
    await page.getByLabel('Search').fill(items[1]!.toLowerCase());
    await expect.poll(() => list.getByRole('row').count()).toBe(2);
    await page.getByRole('checkbox', { name: `Pack ${items[1]}` }).check();
    await page.getByLabel('Search').fill('');
    await expect.poll(() => list.getByRole('row').count()).toBe(5);
    await page.getByRole('checkbox', { name: `Pack ${items[0]}` }).check();
    await screenshot(page, 'packaging-add-items');
    await page.getByRole('button', { name: 'Add 2 to package' }).click();

    await page.waitForURL((url) => url.pathname === '/pakaging-details-preview' && url.searchParams.get('package') === level1);
    await expect(page.getByTestId('level-badge').textContent()).resolves.toBe('Level 1');
    await expect(page.getByTestId('items-count').textContent()).resolves.toBe('2');
    const contents = page.getByRole('table', { name: 'Package contents' });
    await expect.poll(() => contents.getByRole('row').count()).toBe(3);
    for (const id of items.slice(0, 2)) await contents.getByRole('link', { name: id }).waitFor();
    await screenshot(page, 'packaging-details-preview');

    await page.getByRole('link', { name: 'Generate QR code' }).click();
    await page.waitForURL((url) => url.pathname === '/pakaging-QR-generated');
    const qr = page.getByRole('img', { name: `QR code of ${level1}` });
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await screenshot(page, 'packaging-qr');
  });

  it('packs the level-1 package into a level-2 package; packed entries leave the pickers', async () => {
    const { page } = owner;
    await page.goto(`${suite.server.baseUrl}/list-package`);
    await page.getByRole('table', { name: 'Packages' }).getByRole('link', { name: level1 }).waitFor();
    await page.getByRole('link', { name: 'Level-2 package' }).click();
    await page.waitForURL((url) => url.pathname === '/pakaging-basic-details' && url.searchParams.get('level') === '2');
    await fillPackageForm(page, 'Maison Aurel Shipping Crate');
    await page.waitForURL((url) => url.pathname === '/pakaging-add-items' && url.searchParams.get('package') !== level1);
    level2 = packageIdFromUrl(page);

    // Level-2 starts on the packages tab; the two packed items are no longer offered.
    await expect(page.getByRole('tab', { name: /Level-1 packages/ }).getAttribute('aria-selected')).resolves.toBe('true');
    // (The list may show cached entries for a moment; it refetches on opening.)
    await expect.poll(() => page.getByRole('tab', { name: /Stock items \(2\)/ }).count()).toBe(1);
    const packages = page.getByRole('table', { name: 'Loose level-1 packages' });
    await expect.poll(() => packages.getByRole('row').count()).toBe(2);
    await page.getByRole('checkbox', { name: `Pack ${level1}` }).check();
    await page.getByRole('button', { name: 'Add 1 to package' }).click();

    await page.waitForURL((url) => url.pathname === '/preview-package' && url.searchParams.get('package') === level2);
    await expect(page.getByTestId('level-badge').textContent()).resolves.toBe('Level 2');
    await expect(page.getByTestId('packages-count').textContent()).resolves.toBe('1');
    await page.getByRole('table', { name: 'Package contents' }).getByText('Level 1 package').waitFor();
    await screenshot(page, 'preview-package-level2');

    await page.getByRole('link', { name: 'Generate QR code' }).click();
    await page.waitForURL((url) => url.pathname === '/QR-success-level2');
    await page.getByRole('img', { name: `QR code of ${level2}` }).waitFor();
    await page.goto(`${suite.server.baseUrl}/IOT-success-level2?package=${level2}`);
    await expect(page.getByTestId('iot-payload').textContent()).resolves.toBe(`${suite.server.baseUrl}/productTracking/${level2}`);

    // The level-1 package is sealed inside the level-2 one.
    await page.goto(`${suite.server.baseUrl}/package-details/${level1}`);
    await page.getByText('Sealed inside another package').waitFor();
    await expect(page.getByRole('button', { name: 'Unpack' }).count()).resolves.toBe(0);
  });

  it('finds a package by id and says so when the id is unknown', async () => {
    const { page } = owner;
    await page.goto(`${suite.server.baseUrl}/list-package`);
    await page.getByLabel('Package id').fill('PACK999999');
    await page.getByRole('button', { name: 'Find package' }).click();
    const toast = page.locator('.Toastify__toast-container--top-center').getByText('Please enter valid package ID');
    await toast.waitFor();
    await screenshot(page, 'list-package-invalid-id');
    await page.getByLabel('Package id').fill(level2.toLowerCase());
    await page.getByRole('button', { name: 'Find package' }).click();
    await page.waitForURL((url) => url.pathname === `/package-details/${level2}`);
    await expect(page.getByTestId('package-id').textContent()).resolves.toBe(level2);
  });

  it('shows the public tracking page of each level', async () => {
    const visitor = await anonymousPage(suite);
    await visitor.page.goto(`${suite.server.baseUrl}/productTracking/${level1}`);
    await expect.poll(() => visitor.page.getByTestId('level-badge').textContent()).toBe('Level 1');
    await expect(visitor.page.getByTestId('items-added').textContent()).resolves.toBe('2');
    await expect(visitor.page.getByTestId('packages-added').textContent()).resolves.toBe('0');
    await visitor.page.getByRole('heading', { name: 'Maison Aurel Gift Box' }).waitFor();
    await visitor.page.getByTestId('trusted-owner').filter({ hasText: OWNER.name }).waitFor();
    await screenshot(visitor.page, 'public-tracking-level1');

    await visitor.page.goto(`${suite.server.baseUrl}/productTracking/${level2}`);
    await expect.poll(() => visitor.page.getByTestId('level-badge').textContent()).toBe('Level 2');
    await expect(visitor.page.getByTestId('items-added').textContent()).resolves.toBe('0');
    await expect(visitor.page.getByTestId('packages-added').textContent()).resolves.toBe('1');
    await visitor.page.getByRole('heading', { name: 'Maison Aurel Shipping Crate' }).waitFor();
    await screenshot(visitor.page, 'public-tracking-level2');
    await visitor.context.close();
  });

  it('fits a 360 px screen on the new catalogue and packaging screens', async () => {
    const phone = await signedInPage(suite, OWNER.email, OWNER.name, '/list-package', { width: 360, height: 740 });
    const paths = [
      '/list-package',
      `/package-details/${level2}`,
      `/pakaging-details-preview?package=${level1}`,
      `/pakaging-add-items?package=${level2}`,
      '/pakage-information',
      '/pakaging-basic-details?level=1',
      '/pakaging-outsourcing-details',
      `/product-details/${productId}`,
      `/detailed-information?id=${productId}`,
      `/QR-generated?product=${productId}`,
    ];
    for (const path of paths) {
      await phone.page.goto(`${suite.server.baseUrl}${path}`);
      await phone.page.locator('main h1').first().waitFor();
      await phone.page.getByText('Please wait a moment we are loading!').waitFor({ state: 'detached' });
      const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    }
    await phone.page.goto(`${suite.server.baseUrl}/package-details/${level2}`);
    await phone.page.getByTestId('level-badge').waitFor();
    await screenshot(phone.page, 'mobile-package-details');
    await phone.context.close();
  });

  it('hands the level-2 package to another user live: request, badge, accept from the dropdown, everything inside moves', async () => {
    const buyer = await signedInPage(suite, BUYER.email, BUYER.name, `/package-details/${level2}`);
    // A public page of a package nested inside the one handed over.
    const visitor = await publicTrackingPage(suite, level1, OWNER.name);

    await requestOwnership(buyer.page, OWNER.name);
    await markPage(buyer.page);

    const { page } = owner;
    await page.goto(`${suite.server.baseUrl}/list-package`);
    await page.getByTestId('header-name').filter({ hasText: OWNER.name }).waitFor();
    await expect.poll(() => page.getByTestId('notification-badge').getAttribute('data-count'), { timeout: 10_000 }).toBe('1');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const dropdown = page.getByRole('dialog').filter({ hasText: 'Alert On' });
    await dropdown.getByText('Package Requests').click();
    await expect(dropdown.getByRole('radio', { name: 'Package Requests' }).isChecked()).resolves.toBe(true);
    const request = dropdown.getByTestId('notification-request').filter({ hasText: level2 });
    await request.getByText(BUYER.name).waitFor();
    await screenshot(page, 'notification-dropdown-package');
    await markPage(page);
    await request.getByRole('button', { name: /^Accept Request/ }).click();
    await page.getByRole('dialog', { name: `Give ${level2} to its requester?` }).getByRole('button', { name: 'Accept Request' }).click();
    await page.getByText('Ownership Approved...!').waitFor();
    await expect.poll(() => page.getByTestId('notification-badge').getAttribute('data-count'), { timeout: 10_000 }).toBe('0');
    await page.keyboard.press('Escape');
    // The package list of the former owner loses both packages without a reload.
    await page.getByText('No packages yet').waitFor({ timeout: 10_000 });
    await expectNotReloaded(page);

    // The buyer's page follows live, and so does the public page of the nested level-1 package.
    await buyer.page.getByText('You are the current owner').waitFor({ timeout: 10_000 });
    await buyer.page.getByTestId('owner-entry').first().filter({ hasText: BUYER.name }).waitFor();
    await expect(buyer.page.getByTestId('package-owner').textContent()).resolves.toBe(BUYER.name);
    await expectNotReloaded(buyer.page);
    await screenshot(buyer.page, 'package-details-after-transfer');
    await visitor.page.getByTestId('trusted-owner').filter({ hasText: BUYER.name }).waitFor({ timeout: 10_000 });
    await expectNotReloaded(visitor.page);

    // Everything inside moved: the buyer owns the nested package and its items.
    await buyer.page.goto(`${suite.server.baseUrl}/package-details/${level1}`);
    await expect.poll(() => buyer.page.getByTestId('package-owner').textContent()).toBe(BUYER.name);
    await buyer.page.goto(`${suite.server.baseUrl}/tracking/${items[0]}`);
    await buyer.page.getByText('You are the current owner').waitFor();
    await buyer.page.goto(`${suite.server.baseUrl}/notification?kind=package`);
    await buyer.page.getByRole('tab', { name: 'Sent by me' }).click();
    await buyer.page.getByText(level2).first().waitFor();
    await visitor.context.close();
    await buyer.context.close();
  });
});
