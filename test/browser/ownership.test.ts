import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownersOf, requestOwnershipViaApi, seedStock } from './support/api';
import { screenshot } from './support/browser';
import { browserSuite, signedInPage, signedInPages } from './support/suite';
import { expectNotReloaded, markPage, publicTrackingPage, requestOwnership } from './support/page-actions';

const suite = browserSuite();

const OWNER = { email: 'aurelia@maison-aurel.test', name: 'Aurelia Owner' };
const BUYER = { email: 'bruno@boutique.test', name: 'Bruno Buyer' };

const { owner, buyer } = signedInPages(suite, { owner: { ...OWNER, path: '/dashboard' }, buyer: { ...BUYER, path: '/dashboard' } });
let ids: string[];

function badge(page: Page) {
  return page.getByTestId('notification-badge');
}

function requestRow(page: Page, displayId: string) {
  return page.getByRole('row').filter({ hasText: displayId });
}

describe('ownership transfer between two signed-in users, live', () => {
  beforeAll(async () => {
    ({ displayIds: ids } = await seedStock(suite.server, owner.session, 6));
    await buyer.page.goto(`${suite.server.baseUrl}/tracking/${ids[0]}`);
  });

  it('request → live badge on the owner → accept from the dropdown → buyer and public page update live', async () => {
    const [id] = ids;
    const visitor = await publicTrackingPage(suite, id, OWNER.name);

    // The buyer sees the chain (owner first) and asks for ownership.
    await requestOwnership(buyer.page, OWNER.name);
    await screenshot(buyer.page, 'tracking-request-pending');
    await markPage(buyer.page);

    // The owner's badge counts it without a reload.
    await owner.page.getByTestId('header-name').filter({ hasText: OWNER.name }).waitFor();
    await markPage(owner.page);
    await expect.poll(() => badge(owner.page).getAttribute('data-count'), { timeout: 10_000 }).toBe('1');
    await expectNotReloaded(owner.page);

    // Accept from the dropdown (Inventory Requests is the default).
    await owner.page.getByRole('button', { name: /^Notifications/ }).click();
    const dropdown = owner.page.getByRole('dialog').filter({ hasText: 'Alert On' });
    await dropdown.getByText('Alert On').waitFor();
    await expect(dropdown.getByRole('radio', { name: 'Inventory Requests' }).isChecked()).resolves.toBe(true);
    const item = dropdown.getByTestId('notification-request').filter({ hasText: id! });
    await item.getByText(BUYER.name).waitFor();
    await screenshot(owner.page, 'notification-dropdown');
    await item.getByRole('button', { name: /^Accept Request/ }).click();
    // The confirmation step shows what is given and to whom before anything changes hands.
    await owner.page.getByRole('dialog', { name: `Give ${id!} to its requester?` }).getByRole('button', { name: 'Accept Request' }).click();
    await owner.page.getByText('Ownership Approved...!').waitFor();
    await item.getByText('Accepted', { exact: true }).first().waitFor();
    await expect.poll(() => badge(owner.page).getAttribute('data-count'), { timeout: 10_000 }).toBe('0');
    await owner.page.keyboard.press('Escape');

    // The buyer's page and the public page follow without a reload.
    await buyer.page.getByText('You are the current owner').waitFor({ timeout: 10_000 });
    await buyer.page.getByTestId('owner-entry').first().filter({ hasText: BUYER.name }).waitFor();
    await expect(buyer.page.getByTestId('owner-entry').count()).resolves.toBe(2);
    await expectNotReloaded(buyer.page);
    await screenshot(buyer.page, 'tracking-after-accept');

    await visitor.page.getByTestId('trusted-owner').filter({ hasText: BUYER.name }).waitFor({ timeout: 10_000 });
    await expectNotReloaded(visitor.page);
    await screenshot(visitor.page, 'public-tracking');
    await visitor.context.close();

    const owners = await ownersOf(suite.server, buyer.session, id!);
    expect(owners[0]!.owner.fullname).toBe(BUYER.name);
  });

  it('reject: the request leaves the owner’s list and the buyer may ask again', async () => {
    const id = ids[1]!;
    await buyer.page.goto(`${suite.server.baseUrl}/tracking/${id}`);
    await buyer.page.getByRole('button', { name: 'Request ownership' }).click();
    await buyer.page.getByText('Request pending').waitFor();

    await owner.page.goto(`${suite.server.baseUrl}/notification`);
    const row = requestRow(owner.page, id);
    await row.getByText('Pending').waitFor();
    await row.getByRole('button', { name: /^Reject/ }).click();
    await owner.page.getByRole('dialog', { name: `Reject the request for ${id}?` }).getByRole('button', { name: 'Reject' }).click();
    await owner.page.getByText('Ownership Request Rejected').waitFor();
    await row.waitFor({ state: 'detached' });

    // Rejected reads as "no request" for the buyer: the button is back, live.
    await buyer.page.getByRole('button', { name: 'Request ownership' }).waitFor({ timeout: 10_000 });
    const owners = await ownersOf(suite.server, owner.session, id);
    expect(owners[0]!.owner.fullname).toBe(OWNER.name);
  });

  it('bulk accept on /notification works on the selection only', async () => {
    const [, , a, b, c] = ids as [string, string, string, string, string];
    // The owner already has the requests page open: new requests must appear there live.
    await owner.page.goto(`${suite.server.baseUrl}/notification`);
    await owner.page.getByRole('table', { name: 'Ownership requests' }).waitFor();
    await markPage(owner.page);
    for (const id of [a, b, c]) await requestOwnershipViaApi(suite.server, buyer.session, id);
    for (const id of [a, b, c]) await requestRow(owner.page, id).getByText('Pending').waitFor({ timeout: 10_000 });
    await expectNotReloaded(owner.page);
    const count = owner.page.getByTestId('selection-count');
    await expect(count.textContent()).resolves.toBe('Selected 0/100');
    await expect(owner.page.getByRole('button', { name: 'Accept all' }).isDisabled()).resolves.toBe(true);

    await owner.page.getByRole('checkbox', { name: `Select ${a} requested by ${BUYER.name}` }).check();
    await owner.page.getByRole('checkbox', { name: `Select ${b} requested by ${BUYER.name}` }).check();
    await expect(count.textContent()).resolves.toBe('Selected 2/100');
    await screenshot(owner.page, 'notification-page-selection');

    await owner.page.getByRole('button', { name: 'Accept all' }).click();
    await owner.page.getByRole('dialog').getByRole('button', { name: 'Accept all' }).click();
    await owner.page.getByText('Ownership Approved...!').first().waitFor();
    await requestRow(owner.page, a).getByText('Responded').waitFor();
    await requestRow(owner.page, b).getByText('Responded').waitFor();
    await expect(requestRow(owner.page, c).getByText('Pending').count()).resolves.toBe(1);
    await expect(count.textContent()).resolves.toBe('Selected 0/100');
    await screenshot(owner.page, 'notification-page');

    const check = async (id: string) => (await ownersOf(suite.server, owner.session, id))[0]!.owner.fullname;
    await expect(check(a)).resolves.toBe(BUYER.name);
    await expect(check(b)).resolves.toBe(BUYER.name);
    await expect(check(c)).resolves.toBe(OWNER.name);
  });

  it('shows the empty state to a user without requests, and the sent requests to the buyer', async () => {
    const newcomer = await signedInPage(suite, 'nina@newcomer.test', 'Nina Newcomer', '/notification');
    await newcomer.page.getByText('No Pending Request....!').waitFor();
    await newcomer.context.close();

    await buyer.page.goto(`${suite.server.baseUrl}/notification?box=sent`);
    await requestRow(buyer.page, ids[4]!).getByText('Pending').waitFor();
    await requestRow(buyer.page, ids[0]!).getByText('Accepted').waitFor();
  });
});
