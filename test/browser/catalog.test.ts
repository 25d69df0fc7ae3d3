import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { browserSuite, signedInPages } from './support/suite';
import { fillProductForm } from './support/page-actions';

const suite = browserSuite();
const { brand } = signedInPages(suite, { brand: { email: 'studio@maison-aurel.test', name: 'Maison Aurel Studio', path: '/add-product' } });

describe('the first catalogue flow', () => {
  it('validates the product form per field, then saves and previews the product', async () => {
    const { page } = brand;
    await page.getByRole('heading', { name: 'Add a product' }).waitFor();
    await page.getByRole('button', { name: 'Save and preview' }).click();
    for (const message of ['Enter the product name', 'Enter the brand', 'Enter the SKU', 'Choose a category', 'Choose a colour', 'Choose the warranty end date', 'Choose the expiry date']) {
      await page.getByText(message).waitFor();
    }
    await screenshot(page, 'add-product-errors');

    await fillProductForm(page, { name: 'Oyster Reserve', brand: 'Maison Aurel', sku: 'MA-OR-001', location: 'Geneva workshop' });
    await expect(page.getByText('Enter the product name').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Save and preview' }).click();

    await page.waitForURL((url) => url.pathname === '/product-preview' && url.searchParams.has('id'));
    await page.getByRole('heading', { name: 'Oyster Reserve' }).waitFor();
    await page.getByText('MA-OR-001').waitFor();
    await page.getByText('0 stock items').waitFor();
    await screenshot(page, 'product-preview');
  });

  it('adds stock items on the product page and lists them in the inventory', async () => {
    const { page } = brand;
    await page.getByRole('link', { name: 'Add stock items' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/product-details/'));
    await page.getByText('No stock items yet').waitFor();

    await page.getByLabel('Number of items').fill('3');
    await page.getByRole('button', { name: 'Add items' }).click();
    await page.getByText(/Enter a latitude/).waitFor();

    await page.getByLabel('Latitude').fill('46.2044');
    await page.getByLabel('Longitude').fill('6.1432');
    await page.getByRole('button', { name: 'Add items' }).click();
    await page.getByText('3 stock items added').waitFor();
    const rows = page.getByRole('table', { name: 'Stock items' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(4); // header + 3 items
    await expect(rows.nth(1).textContent()).resolves.toMatch(/INVE\d+/);
    await screenshot(page, 'product-details');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inventory' }).click();
    await page.waitForURL((url) => url.pathname === '/inventoryView');
    await page.getByRole('button', { name: 'Oyster Reserve by Maison Aurel' }).click();
    const table = page.getByRole('table', { name: 'Stock items' });
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    await screenshot(page, 'inventory');

    // An item opens its owner chain, with the brand as the only owner.
    await table.getByRole('link', { name: /^INVE\d+$/ }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/tracking/INVE'));
    await page.getByText('You are the current owner').waitFor();
    await page.getByTestId('owner-entry').filter({ hasText: 'Maison Aurel Studio' }).waitFor();
  });

  it('tells the user when a looked-up id does not exist', async () => {
    const { page } = brand;
    await page.goto(`${suite.server.baseUrl}/tracking`);
    await page.getByLabel('Item or package id').fill('INVE424242');
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.getByText('Please enter a valid ID..!').first().waitFor();
    await page.getByText('Nothing found for this id').waitFor();
    await page.getByLabel('Item or package id').fill('hello');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.locator('.Toastify__toast-container--top-center').getByText('Please enter a valid ID..!').count()).resolves.toBeGreaterThan(0);
  });
});
