import { beforeAll, describe, expect, it } from 'vitest';
import { seedStock, signInViaApi } from './support/api';
import { screenshot } from './support/browser';
import { momentsOf, recordMoments } from './support/moments';
import { anonymousPage, browserSuite } from './support/suite';

const suite = browserSuite();
let displayId: string;

describe('public tracking page', () => {
  beforeAll(async () => {
    const brand = await signInViaApi(suite.server, 'atelier@maison-aurel.test', 'Maison Aurel Atelier');
    displayId = (await seedStock(suite.server, brand, 1, 'Riviera Tote')).displayIds[0];
  });

  it('shows the public details, the map pin and the login prompts', async () => {
    const { page, context, errors } = await anonymousPage(suite);
    await page.goto(`${suite.server.baseUrl}/productTracking/${displayId}`);
    await page.getByRole('heading', { name: 'Riviera Tote' }).waitFor();
    await expect(page.getByTestId('display-id').textContent()).resolves.toBe(displayId);
    await expect(page.getByTestId('trusted-owner').textContent()).resolves.toBe('Maison Aurel Atelier');
    await expect(page.getByText('Trusted Owner', { exact: true }).count()).resolves.toBe(1);
    await expect(page.getByTestId('added-date').textContent()).resolves.toMatch(/^\d{2}\/\d{2}\/\d{4} \| \d{2} hrs : \d{2} mins : \d{2} secs$/);
    // No street address was recorded: NA.
    await expect(page.getByTestId('address-location').textContent()).resolves.toBe('NA');

    // The pin uses an explicit icon that really loads from the build (the default one breaks under Vite).
    const pin = page.locator('.leaflet-marker-icon');
    await pin.waitFor();
    await expect.poll(() => pin.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('.leaflet-container').getAttribute('class')).resolves.toContain('dark-tiles');

    for (const header of ['Product Detail', 'Current Owner']) {
      await page.getByRole('button', { name: header }).click();
    }
    await expect(page.getByText('Please login for more Info..!').count()).resolves.toBe(2);
    await page.getByRole('button', { name: 'Report counterfeit' }).waitFor();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    await screenshot(page, 'public-tracking-prompts');

    // The counterfeit report offers exactly the four reasons.
    await page.getByRole('button', { name: 'Report counterfeit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('Choose the reason').click();
    for (const reason of ['Location-based issue', 'Different owner detected', 'Batch ID related issue', 'Others']) {
      await page.getByRole('option', { name: reason }).waitFor();
    }
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the server message for an unknown id, then goes home after 1.5 s', async () => {
    const { page, context } = await anonymousPage(suite);
    await recordMoments(page, { shown: { text: 'Invalid Product id' }, home: { path: '/' } });
    // A slow connection: the toast module, downloaded with the first toast, arrives 1 s late. The 1.5 s still
    // count from the message on screen.
    await page.route('**/assets/toast-container-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto(`${suite.server.baseUrl}/productTracking/INVE999999`);
    await page.getByText('Invalid Product id').waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 5_000 });
    // The message showed on the tracking page, and home came about 1.5 s after it, by the page's clock.
    const at = await momentsOf(page);
    expect(at.shown).toBeLessThan(at.home);
    expect(at.home - at.shown).toBeGreaterThan(1_000);
    expect(at.home - at.shown).toBeLessThan(3_000);
    await context.close();
  });

  it('shows "Loading..." on the map until a position exists', async () => {
    const { page, context } = await anonymousPage(suite);
    // Hold the tracking answer back to see the pending state of the page, then release it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/tracking/${displayId}`, async (route) => {
      await held;
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, location: null } });
    });
    await page.goto(`${suite.server.baseUrl}/productTracking/${displayId}`);
    await page.getByText('Please wait a moment we are loading!').waitFor();
    release();
    await page.getByRole('heading', { name: 'Riviera Tote' }).waitFor();
    await page.getByText('Loading...').waitFor();
    await expect(page.locator('.leaflet-container').count()).resolves.toBe(0);
    await context.close();
  });

  it('rejects ids that are not INVE or PACK from the landing search with the counterfeit warning', async () => {
    const { page, context } = await anonymousPage(suite);
    await page.goto(`${suite.server.baseUrl}/`);
    await page.getByLabel('Product or package id').fill('FAKE123');
    await page.getByRole('search', { name: 'Verify a product' }).getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Invalid! It indicates counterfeiting. Please report it immediately.').waitFor();
    await page.getByLabel('Product or package id').fill(displayId.toLowerCase());
    await page.getByRole('search', { name: 'Verify a product' }).getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === `/productTracking/${displayId}`);
    await page.getByRole('heading', { name: 'Riviera Tote' }).waitFor();
    await context.close();
  });
});
