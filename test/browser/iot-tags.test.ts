import { describe, expect, it } from 'vitest';
import { seedStock } from './support/api';
import { screenshot } from './support/browser';
import { browserSuite, signedInPage } from './support/suite';

const suite = browserSuite();

describe('IoT tags and the API-key section of the account page', () => {
  it('registers a tag on the IoT page; a position the device reports moves the package on the map without a reload', async () => {
    const owner = await signedInPage(suite, 'ines@maison-aurel.test', 'Ines Owner', '/dashboard');
    const api = async <T>(path: string, body?: unknown, headers: Record<string, string> = { Authorization: `Bearer ${owner.session.access}` }): Promise<T> => {
      const response = await fetch(`${suite.server.baseUrl}/api${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${path} → ${response.status} ${text}`);
      return JSON.parse(text) as T;
    };
    const { displayIds } = await seedStock(suite.server, owner.session, 1);
    const pkg = (await api<{ packege: { display_id: string } }>('/inventory/createpackage', { brand_name: 'Maison Aurel', total_product: 1, manufecture_date: '2026-01-01', expire_date: '2030-01-01', details: '' })).packege.display_id;
    await api('/inventory/additemtopackage', { package: pkg, content_data: [{ type: 'item', id: displayIds[0] }] });
    await api('/account/apikeys', { name: 'Warehouse ERP', scopes: ['read'] });

    const { page } = owner;
    await page.goto(`${suite.server.baseUrl}/pakaging-IOT-generated?package=${pkg}`);
    await page.getByText('No tag registered yet').waitFor();
    const form = page.getByRole('form', { name: 'Register an IoT tag' });
    await form.getByRole('button', { name: 'Register tag' }).click();
    await form.getByText('Enter the device id printed on the tag.').waitFor();
    await form.getByRole('textbox', { name: 'Device id' }).fill('TRK-0042');
    await form.getByRole('textbox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'LoRaWAN' }).click();
    await form.getByRole('button', { name: 'Register tag' }).click();

    const secret = (await page.getByTestId('iot-tag-secret').textContent())!.trim();
    expect(secret).toMatch(/^tag_[A-Za-z0-9_-]{43}$/);
    const tagId = (await page.getByTestId('iot-tag-endpoint').getAttribute('data-tag-id'))!;
    const row = page.getByTestId('iot-tag').filter({ hasText: 'TRK-0042' });
    await row.getByText('LoRaWAN').waitFor();
    await row.getByText('No report yet').waitFor();
    const position = page.getByTestId('package-position');
    expect(await position.getAttribute('data-location')).not.toBe('45.4642&9.19');

    // The device reports (no user session: its own secret); the open page follows live.
    await api(`/logistics/iottags/${tagId}/positions`, { location: '45.4642&9.19' }, { Authorization: `Tag ${secret}` });
    await page.locator('[data-testid="package-position"][data-location="45.4642&9.19"]').waitFor();
    await page.locator('[data-testid="route-map"][data-last="45.4642&9.19"]').waitFor();
    await row.getByText('No report yet').waitFor({ state: 'detached' });
    await api(`/logistics/iottags/${tagId}/positions`, { location: '45.0703&7.6869' }, { 'X-Tag-Secret': secret });
    await page.locator('[data-testid="route-map"][data-last="45.0703&7.6869"]').waitFor();
    await screenshot(page, 'iot-tag-registered');

    // The account page lists the user's API keys (never the key), linking to key management.
    await page.goto(`${suite.server.baseUrl}/basic-admin-profile`);
    const keys = page.getByRole('table', { name: 'Your API keys' });
    const key = keys.getByTestId('account-api-key').filter({ hasText: 'Warehouse ERP' });
    await key.waitFor();
    await key.getByText('read', { exact: true }).waitFor();
    await key.getByText('Never used').waitFor();
    await page.getByRole('link', { name: 'Manage API keys' }).click();
    await page.waitForURL((url) => url.pathname === '/doc-key-management');
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });
});
