import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedStock, signInViaApi, useSession, type Session } from './support/api';
import { screenshot } from './support/browser';
import { anonymousPage, browserSuite } from './support/suite';

const suite = browserSuite();
const STREET = '12 MG Road, Sector 28, Gurugram';
let brand: Session;
let displayId: string;

/** The device is in Gurugram and the geocoder (Nominatim by default) is answered locally. */
async function fakeLocation(context: BrowserContext): Promise<string[]> {
  const lookups: string[] = [];
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 28.4595, longitude: 77.0266 });
  // Only the geocoder's host: the app's own `geocode-*.js` chunk must still load.
  await context.route(/nominatim\.openstreetmap\.org/, (route) => {
    lookups.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ display_name: STREET }) });
  });
  return lookups;
}

describe('public face', () => {
  beforeAll(async () => {
    brand = await signInViaApi(suite.server, 'protect@maison-aurel.test', 'Maison Aurel Protection');
    displayId = (await seedStock(suite.server, brand, 1, 'Aurora Watch')).displayIds[0]!;
  });

  it('the tracking page shows the verified history and the reverse-geocoded address on pin hover', async () => {
    const { page, context, errors } = await anonymousPage(suite);
    const lookups = await fakeLocation(context);
    await page.goto(`${suite.server.baseUrl}/productTracking/${displayId}`);
    await page.getByRole('heading', { name: 'Aurora Watch' }).waitFor();
    const history = page.getByTestId('verified-history');
    await history.getByText('Verified history').waitFor();
    await expect(history.getByTestId('chain-status').textContent()).resolves.toBe('Chain verified');
    await expect(history.getByTestId('history-events').textContent().then(Number)).resolves.toBeGreaterThan(0);
    await expect(history.getByTestId('head-hash').textContent()).resolves.toMatch(/^[0-9a-f]{7}…[0-9a-f]{21}$/);

    await page.locator('.leaflet-marker-icon').hover();
    const info = page.getByTestId('map-info-window');
    await info.getByText('Current Location').waitFor();
    await info.getByText(STREET).waitFor();
    expect(lookups.some((url) => url.includes('lat=46.2044'))).toBe(true);
    await screenshot(page, 'tracking-verified-history');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a counterfeit report goes end to end and reaches the owner on /counterfeit-report, live', async () => {
    // The brand (also the current owner) watches its counterfeit report.
    const owner = await anonymousPage(suite);
    await useSession(owner.page, suite.server, brand);
    await owner.page.goto(`${suite.server.baseUrl}/counterfeit-report`);
    await owner.page.getByRole('heading', { name: 'Counterfeit report', exact: true }).waitFor();
    await expect.poll(() => owner.page.getByTestId('counterfeit-total').textContent()).toBe('0');
    await owner.page.getByText('No counterfeit reports').waitFor();

    const { page, context } = await anonymousPage(suite);
    await fakeLocation(context);
    await page.goto(`${suite.server.baseUrl}/productTracking/${displayId}`);
    await page.getByRole('button', { name: 'Report counterfeit' }).click();
    const dialog = page.getByRole('dialog');
    // The address is filled from the device location by reverse lookup.
    await expect.poll(() => dialog.getByLabel('Where are you?').inputValue()).toBe(STREET);
    await dialog.getByPlaceholder('Choose the reason').click();
    await page.getByRole('option', { name: 'Different owner detected' }).click();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('complaint successfully registered').waitFor();
    await context.close();

    // Without a reload: the live `report:updated` push refetches the report.
    await expect.poll(() => owner.page.getByTestId('counterfeit-total').textContent(), { timeout: 10_000 }).toBe('1');
    const table = owner.page.getByRole('table', { name: 'Counterfeit complaints' });
    await table.getByRole('link', { name: displayId }).waitFor();
    await table.getByText('Different owner detected').waitFor();
    await table.getByText(STREET).waitFor();
    await expect(owner.page.getByTestId('reason-Different owner detected').textContent()).resolves.toBe('1');
    await screenshot(owner.page, 'counterfeit-report');
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });

  it('the contact page sends the query and goes to /thankyou; a failure asks to try again', async () => {
    const { page, context } = await anonymousPage(suite);
    await page.goto(`${suite.server.baseUrl}/watches-anti-counterfeit-solution`);
    await page.getByRole('heading', { name: /watches anti-counterfeit solution/i }).waitFor();
    for (const claim of ['24/7', 'counterfeit protection', 'authenticity verification', 'origin tracking', 'ownership']) {
      await page.getByText(claim, { exact: false }).first().waitFor();
    }
    const form = page.getByRole('form', { name: 'Contact us' });

    // Failure first: the server is made to refuse once.
    await page.route('**/api/account/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"down"}' }), { times: 1 });
    await form.getByLabel('Full name').fill('Noor Khan');
    await form.getByLabel('E-mail address').fill('noor@example.com');
    await form.getByLabel('Message').fill('Please call me about QR tags for 20 000 watches.');
    await form.getByRole('button', { name: 'Send query' }).click();
    await page.getByText('Please Try Again After Sometime !!!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/watches-anti-counterfeit-solution');

    await form.getByRole('button', { name: 'Send query' }).click();
    await page.waitForURL((url) => url.pathname === '/thankyou');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('privacy and terms pages have real content', async () => {
    const { page, context } = await anonymousPage(suite);
    await page.goto(`${suite.server.baseUrl}/privacy`);
    await page.getByRole('heading', { name: 'Privacy policy' }).waitFor();
    await expect(page.locator('main section').count()).resolves.toBeGreaterThan(4);
    await page.goto(`${suite.server.baseUrl}/terms-and-conditions`);
    await page.getByRole('heading', { name: 'Terms and conditions' }).waitFor();
    await expect(page.locator('main section').count()).resolves.toBeGreaterThan(4);
    await context.close();
  });
});
