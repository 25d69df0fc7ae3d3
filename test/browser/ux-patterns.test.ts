import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestOwnershipViaApi, seedStock } from './support/api';
import { screenshot } from './support/browser';
import { browserSuite, signedInPage, type SignedInPage } from './support/suite';

const suite = browserSuite();

const BRAND = { email: 'helene@maison-helene.test', name: 'Hélène Brand' };
const BUYER = { email: 'noor@boutique.test', name: 'Noor Buyer' };

let brand: SignedInPage;
let buyer: SignedInPage;
let ids: string[];

async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}

async function notReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);
}

beforeAll(async () => {
  brand = await signedInPage(suite, BRAND.email, BRAND.name, '/dashboard');
  buyer = await signedInPage(suite, BUYER.email, BUYER.name, '/inventoryView');
  ({ displayIds: ids } = await seedStock(suite.server, brand.session, 3, 'Cordovan Weekender'));
});

afterAll(async () => {
  await brand?.context.close();
  await buyer?.context.close();
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
    await dialog.getByText(new RegExp(`Requested by ${BUYER.name}.*${BUYER.email}`)).waitFor();
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
    for (const id of [ids[1]!, ids[2]!]) await brand.page.getByRole('checkbox', { name: `Select ${id} requested by ${BUYER.email}` }).check();
    await brand.page.getByRole('button', { name: 'Reject all' }).click();
    const dialog = brand.page.getByRole('dialog', { name: 'Reject 2 requests?' });
    for (const id of [ids[1]!, ids[2]!]) await dialog.getByText(id, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Reject all' }).click();
    await brand.page.getByText('2 requests rejected').waitFor();
  });
});
