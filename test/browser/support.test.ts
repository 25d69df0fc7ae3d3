import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { browserSuite, signedInPage } from './support/suite';

const suite = browserSuite({ ADMIN_EMAILS: 'help@maison-aurel.test' });

describe('support: a conversation between a user and an administrator, live both ways', () => {
  it('the user opens a ticket, the administrator sees it and replies, the user answers; no reloads', async () => {
    const user = await signedInPage(suite, 'clara@client.test', 'Clara Client', '/support');
    const admin = await signedInPage(suite, 'help@maison-aurel.test', 'Hana Help', '/support');

    // The user: no tickets yet, then a new one.
    await user.page.getByText('No tickets yet').waitFor();
    await admin.page.getByText('No tickets yet').waitFor();
    await user.page.getByRole('button', { name: 'New ticket' }).click();
    const form = user.page.getByRole('form', { name: 'New support ticket' });
    await form.getByLabel('Subject').fill('Transfer of my watch is stuck');
    await form.getByRole('textbox', { name: 'Category' }).click();
    await user.page.getByRole('option', { name: 'Ownership' }).click();
    await form.getByLabel('Item or package id').fill('inve000001');
    await form.getByLabel('Message').fill('My request has been pending for a week.');
    await form.getByRole('button', { name: 'Send to support' }).click();
    await user.page.getByTestId('thread-subject').filter({ hasText: 'Transfer of my watch is stuck' }).waitFor();
    await user.page.getByTestId('thread-messages').getByText('My request has been pending for a week.').waitFor();

    // The administrator's open page shows it without a reload, with its unread count and the header badge.
    const row = admin.page.getByTestId('ticket-row').filter({ hasText: 'Transfer of my watch is stuck' });
    await row.waitFor();
    await row.getByText('Clara Client').waitFor();
    await admin.page.locator('[data-testid="support-badge"][data-count="1"]').waitFor();
    await row.click();
    await admin.page.getByTestId('thread-messages').getByText('My request has been pending for a week.').waitFor();
    // Reading it clears the administrator's count.
    await admin.page.locator('[data-testid="support-badge"][data-count="0"]').waitFor();

    // Administrator → user, setting the status with the reply.
    await admin.page.getByLabel('Reply to the customer').fill('We are looking into INVE000001 now.');
    await admin.page.getByRole('textbox', { name: 'Ticket status' }).click();
    await admin.page.getByRole('option', { name: 'Status: Resolved' }).click();
    await admin.page.getByRole('button', { name: 'Send' }).click();
    await admin.page.getByTestId('thread-status').filter({ hasText: 'Resolved' }).waitFor();

    // The user's open conversation gets it live; it is marked read right away since it is on screen.
    await user.page.getByTestId('thread-messages').getByText('We are looking into INVE000001 now.').waitFor();
    await user.page.getByTestId('thread-status').filter({ hasText: 'Resolved' }).waitFor();
    expect(await user.page.getByTestId('thread-messages').getByText('Hana Help (support)').count()).toBe(1);

    // User → administrator: the answer reopens the ticket, live on the administrator's page.
    await user.page.getByLabel('Your message').fill('Thank you! It is the steel Submariner.');
    await user.page.getByLabel('Your message').press('Control+Enter');
    await admin.page.getByTestId('thread-messages').getByText('Thank you! It is the steel Submariner.').waitFor();
    await admin.page.getByTestId('thread-status').filter({ hasText: 'Open' }).waitFor();
    await screenshot(admin.page, 'support-admin-thread');
    await screenshot(user.page, 'support-user-thread');

    // A user away from /support sees the unread count in the header.
    await user.page.getByRole('link', { name: /Inventory/ }).first().click();
    await user.page.waitForURL((url) => url.pathname === '/inventoryView');
    // The URL changes before the new page's loader has finished, and until then the conversation stays on screen:
    // a reply arriving in that window is shown there and marked read. The user is away once the thread is gone.
    await user.page.getByTestId('thread-messages').waitFor({ state: 'detached' });
    await admin.page.getByLabel('Reply to the customer').fill('Found it: approved.');
    await admin.page.getByRole('button', { name: 'Send' }).click();
    await user.page.locator('[data-testid="support-badge"][data-count="1"]').waitFor();
    await user.page.getByRole('link', { name: 'Support, 1 unread messages' }).click();
    await user.page.getByTestId('ticket-row').filter({ hasText: 'Found it: approved.' }).click();
    await user.page.locator('[data-testid="support-badge"][data-count="0"]').waitFor();

    // At 360 px: one pane at a time, nothing wider than the screen.
    await user.page.setViewportSize({ width: 360, height: 740 });
    await user.page.getByRole('button', { name: 'All tickets' }).click();
    await user.page.getByTestId('ticket-row').first().waitFor();
    expect(await user.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(user.page, 'support-mobile-list');

    expect(user.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await user.context.close();
    await admin.context.close();
  });

  it('company information is edited on /company-information and shown on the partner profile and the account page', async () => {
    const ann = await signedInPage(suite, 'ann@acme.test', 'Ann Brand', '/company-information');
    const form = ann.page.getByRole('form', { name: 'Company information' });
    await form.getByRole('button', { name: 'Save company' }).click();
    await form.getByText('Please enter the company name').waitFor();
    await form.getByLabel('Company name').fill('Acme Watches Ltd');
    await form.getByLabel('Registration number').fill('U74999HR2020PTC123456');
    await form.getByLabel('Registered address').fill('Cyber City, Gurugram');
    await form.getByLabel('Website').fill('https://acme.example');
    await form.getByLabel('Industry').fill('Luxury goods');
    await form.getByRole('button', { name: 'Save company' }).click();
    await ann.page.getByText('Company information saved').waitFor();

    const bob = await signedInPage(suite, 'bob@buyer.test', 'Bob Buyer', '/dashboard');
    const me = await ann.page.evaluate(async () => {
      const response = await fetch('/api/account/getuser', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
      return (await response.json()) as { id: string };
    });
    await bob.page.goto(`${suite.server.baseUrl}/userProfile?id=${me.id}`);
    await bob.page.getByTestId('partner-name').filter({ hasText: 'Ann Brand' }).waitFor();
    await bob.page.getByTestId('partner-company').filter({ hasText: 'Acme Watches Ltd' }).waitFor();
    await bob.page.getByRole('link', { name: 'https://acme.example' }).waitFor();
    expect(await bob.page.getByText('Cyber City').count()).toBe(0);
    await bob.page.goto(`${suite.server.baseUrl}/userProfile?id=00000000-0000-4000-8000-000000000000`);
    await bob.page.getByText('No such partner').waitFor();

    await ann.page.goto(`${suite.server.baseUrl}/basic-admin-profile`);
    await ann.page.getByTestId('account-company').filter({ hasText: 'Acme Watches Ltd' }).waitFor();
    await ann.page.getByTestId('account-admin').filter({ hasText: 'Member' }).waitFor();
    await ann.page.getByRole('table', { name: 'Sign-in sessions' }).getByText('This device').waitFor();
    await screenshot(ann.page, 'account-admin');
    expect(ann.errors).toEqual([]);
    await ann.context.close();
    await bob.context.close();
  });
});
