import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { Suite, anonymousPage } from './suite';

/** Picks a day of next month in a Mantine date input: the server only needs a valid date. */
export async function pickDate(page: Page, label: string): Promise<void> {
  await page.getByRole('textbox', { name: label }).click();
  const calendar = page.locator('.mantine-Popover-dropdown').filter({ has: page.locator('table') }).last();
  await calendar.locator('button[data-direction="next"]').first().click();
  await calendar.locator('table button:not([data-outside])').nth(10).click();
  await calendar.waitFor({ state: 'hidden' });
}

/** Chooses the `index`-th option of a Mantine select (any one will do), by the select's label. */
export async function pickOption(page: Page, label: string, index = 0): Promise<void> {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option').nth(index).click();
}

/** Fills the add-product form: the given texts, the first category and colour, warranty and expiry dates next month. */
export async function fillProductForm(page: Page, product: { name: string; brand: string; sku: string; location: string }): Promise<void> {
  await page.getByLabel('Product name').fill(product.name);
  await page.getByLabel('Brand').fill(product.brand);
  await page.getByLabel('SKU').fill(product.sku);
  await page.getByLabel('Location').fill(product.location);
  await pickOption(page, 'Category');
  await pickOption(page, 'Colour');
  await pickDate(page, 'Warranty until');
  await pickDate(page, 'Expires on');
}

/** Chooses an option of a Mantine select by its label. */
export async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** A marker that survives only as long as the page is not reloaded: proves an update arrived live. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}

export async function notReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);
}

export async function expectNotReloaded(page: Page): Promise<void> {
  await expect(notReloaded(page)).resolves.toBe(true);
}

/**
 * A visitor on the public tracking page of `displayId`, where `ownerName` shows as the trusted owner; the page
 * is marked, so a test can check later that it changed live, without a reload.
 */
export async function publicTrackingPage(suite: Suite, displayId: string, ownerName: string) {
  const visitor = await anonymousPage(suite);
  await visitor.page.goto(`${suite.server.baseUrl}/productTracking/${displayId}`);
  await visitor.page.getByTestId('trusted-owner').filter({ hasText: ownerName }).waitFor();
  await markPage(visitor.page);
  return visitor;
}

/** On a tracking page whose chain starts with `ownerName`, the signed-in user asks for ownership: the request is pending. */
export async function requestOwnership(page: Page, ownerName: string): Promise<void> {
  await page.getByTestId('owner-entry').first().filter({ hasText: ownerName }).waitFor();
  await page.getByRole('button', { name: 'Request ownership' }).click();
  await page.getByText('Request pending').waitFor();
}
