import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { solidPng, stockCsv } from './support/files';
import { browserSuite, signedInPages } from './support/suite';
import { fillProductForm, pickDate } from './support/page-actions';

const suite = browserSuite();
const { brand } = signedInPages(suite, { brand: { email: 'atelier@maison-aurel.test', name: 'Maison Aurel Atelier', path: '/add-product' } });
let productId: string;
const SKU = 'MA-CAL-77';

/** True once the image has loaded real pixels (a broken src has naturalWidth 0). */
async function imageLoaded(page: Page, selector: string, index = 0): Promise<boolean> {
  return page.locator(selector).nth(index).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

describe('catalogue: a product with details and an image, then stock from a CSV file', () => {
  it('adds a product, its key-value details and an image with preview and thumbnail', async () => {
    const { page } = brand;
    await fillProductForm(page, { name: 'Calibre 77', brand: 'Maison Aurel', sku: SKU, location: 'Geneva workshop' });
    await page.getByRole('button', { name: 'Save and preview' }).click();
    await page.waitForURL((url) => url.pathname === '/product-preview' && url.searchParams.has('id'));
    productId = new URL(page.url()).searchParams.get('id')!;

    await page.getByRole('link', { name: 'Add details and images' }).click();
    await page.waitForURL((url) => url.pathname === '/detailed-information' && url.searchParams.get('id') === productId);
    // A half-filled row is refused before any call.
    await page.getByLabel('Detail 1 name').fill('Material');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Enter a value for “Material”').waitFor();
    await page.getByLabel('Detail 1 value').fill('18k rose gold');
    await page.getByLabel('Detail 2 name').fill('Movement');
    await page.getByLabel('Detail 2 value').fill('Automatic, 72 h reserve');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Details added').waitFor();
    const details = page.getByRole('table', { name: 'Product details' });
    await details.getByRole('row', { name: /Material\s*18k rose gold/ }).waitFor();
    await details.getByRole('row', { name: /Movement\s*Automatic, 72 h reserve/ }).waitFor();

    // A text file renamed .png never leaves the browser; a real PNG is previewed, then uploaded.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose an image' }).click();
    await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByText('Choose a PNG, JPEG, GIF or WebP image').waitFor();

    const chooser2 = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose an image' }).click();
    await (await chooser2).setFiles({ name: 'calibre.png', mimeType: 'image/png', buffer: solidPng(320, 240, [176, 132, 60]) });
    await page.getByTestId('image-preview').getByText('calibre.png').waitFor();
    await expect.poll(() => imageLoaded(page, '[data-testid="image-preview"] img')).toBe(true);
    await screenshot(page, 'detailed-information-image-preview');
    await page.getByRole('button', { name: 'Upload image' }).click();
    await page.getByText('Image added').waitFor();
    await expect.poll(() => page.getByTestId('product-thumbnail').count()).toBe(1);
    await expect.poll(() => imageLoaded(page, '[data-testid="product-thumbnail"]')).toBe(true);
    await screenshot(page, 'detailed-information');

    await page.getByRole('link', { name: 'Continue to preview' }).first().click();
    await page.waitForURL((url) => url.pathname === '/product-preview');
    await page.getByRole('heading', { name: 'Calibre 77' }).waitFor();
    await page.getByRole('table', { name: 'Product details' }).getByText('18k rose gold').waitFor();
    await expect.poll(() => page.getByTestId('product-thumbnail').count()).toBe(1);
    await screenshot(page, 'product-preview-with-details');
  });

  it('edits the details as a whole list, replacing what was stored', async () => {
    const { page } = brand;
    await page.goto(`${suite.server.baseUrl}/edit-detailed-information/${productId}`);
    await expect.poll(() => page.getByLabel('Detail 1 name').inputValue()).toBe('Material');
    await page.getByRole('button', { name: 'Remove detail 2' }).click();
    await page.getByLabel('Detail 1 value').fill('Platinum');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((url) => url.pathname === `/product-details/${productId}`);
    const details = page.getByRole('table', { name: 'Product details' });
    await details.getByText('Platinum').waitFor();
    await expect(details.getByText('Movement').count()).resolves.toBe(0);
  });

  it('rejects a CSV with bad rows, listing each one, and stores nothing', async () => {
    const { page } = brand;
    await page.goto(`${suite.server.baseUrl}/inventoryView`);
    await page.getByRole('button', { name: 'Upload stock CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload stock from a CSV file' });
    await dialog.getByLabel('CSV file').waitFor();
    const bad = stockCsv([
      [SKU, 'active', 'B-1', '2025-01-10', '2030-01-10', '2027-01-10'],
      ['NO-SUCH-SKU', 'active', 'B-1', '2025-01-10', '2030-01-10', '2027-01-10'],
      [SKU, 'active', 'B-1', '2025-13-40', '2030-01-10', '2027-01-10'],
    ]);
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByLabel('CSV file').click();
    await (await chooser).setFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: bad });
    await dialog.getByRole('button', { name: 'Upload stock' }).click();
    const errors = dialog.getByTestId('upload-errors');
    await errors.getByText(/nothing was stored/).waitFor();
    const table = errors.getByRole('table', { name: 'Row errors' });
    await table.getByRole('row', { name: /^3\s*product/ }).waitFor();
    await table.getByRole('row', { name: /^4\s*manufecture_date/ }).waitFor();
    await screenshot(page, 'stock-upload-errors');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Calibre 77 by Maison Aurel' }).click();
    await page.getByText('No stock items yet').waitFor();
  });

  it('uploads a CSV with progress, shows the summary and the items, and recognises the same file again', async () => {
    const { page } = brand;
    const rows = Array.from({ length: 5 }, (_, i) => [SKU, 'active', 'SPRING-25', '2025-03-0' + (i + 1), '2035-03-01', '2028-03-01']);
    const good = stockCsv(rows);
    await page.getByRole('button', { name: 'Upload stock CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload stock from a CSV file' });
    const choose = async () => {
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByLabel('CSV file').click();
      await (await chooser).setFiles({ name: 'spring.csv', mimeType: 'text/csv', buffer: good });
    };
    await choose();
    await dialog.getByRole('button', { name: 'Upload stock' }).click();
    const result = dialog.getByTestId('upload-result');
    await result.getByText('5 stock items created').waitFor();
    await expect(result.textContent()).resolves.toMatch(/INVE\d+ to INVE\d+/);
    await screenshot(page, 'stock-upload-result');
    await page.keyboard.press('Escape');

    const table = page.getByRole('table', { name: 'Stock items' });
    await expect.poll(() => table.getByRole('row').count(), { timeout: 10_000 }).toBe(6);

    await page.getByRole('button', { name: 'Upload stock CSV' }).click();
    await choose();
    await dialog.getByRole('button', { name: 'Upload stock' }).click();
    await dialog.getByTestId('upload-result').getByText('This file was already uploaded').waitFor();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('row').count()).resolves.toBe(6);
  });

  it('pages the items on the product page, updates a batch, exports CSV and prints QR codes', async () => {
    const { page } = brand;
    await page.goto(`${suite.server.baseUrl}/product-details/${productId}`);
    const table = page.getByRole('table', { name: 'Stock items' });
    await expect.poll(() => table.getByRole('row').count()).toBe(6);
    await page.getByText('5 items you own of this product').waitFor();
    await expect(table.getByText('SPRING-25').count()).resolves.toBe(5);

    const ids = (await table.getByRole('link', { name: /^INVE\d+$/ }).allTextContents()).map((t) => t.trim());
    await page.getByRole('checkbox', { name: `Select ${ids[0]}` }).check();
    await page.getByRole('checkbox', { name: `Select ${ids[1]}` }).check();
    await page.getByRole('button', { name: 'Update batch (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update batch' });
    await dialog.getByLabel(/^Batch\s*\*?$/).fill('AUTUMN-25');
    await pickDate(page, 'Manufactured on');
    await pickDate(page, 'Batch expires on');
    await pickDate(page, 'Batch warranty until');
    await dialog.getByRole('button', { name: 'Update 2 items' }).click();
    await page.getByText('Batch updated for 2 items').waitFor();
    await expect.poll(() => table.getByText('AUTUMN-25').count()).toBe(2);
    await expect(table.getByRole('row').filter({ hasText: ids[0]! }).getByText('AUTUMN-25').count()).resolves.toBe(1);
    await screenshot(page, 'product-details-items');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv.split(/\r?\n/)[0]).toMatch(/display_id/);
    for (const id of ids) expect(csv).toContain(id);

    await page.getByRole('link', { name: 'QR codes' }).click();
    await page.waitForURL((url) => url.pathname === '/QR-generated' && url.searchParams.get('product') === productId);
    await expect.poll(() => page.getByTestId('qr-label').count()).toBe(5);
    await expect.poll(() => imageLoaded(page, '[data-testid="qr-label"] img')).toBe(true);
    await page.getByRole('button', { name: 'Print sheet' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    // Printed, the shell is hidden and only the labels remain visible.
    await expect(page.locator('nav[aria-label="Main"]').first().evaluate((nav) => getComputedStyle(nav).visibility)).resolves.toBe('hidden');
    await expect(page.getByTestId('qr-label').first().evaluate((label) => getComputedStyle(label).visibility)).resolves.toBe('visible');
    await screenshot(page, 'qr-sheet-print');
    await page.emulateMedia({ media: 'screen' });
  });
});
