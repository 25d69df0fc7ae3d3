import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { anonymousPage, browserSuite, signedInPage, type SignedInPage } from './support/suite';

const suite = browserSuite();

/** Every protected route of the specification, with sample values for its parameters. */
const PROTECTED_ROUTES = [
  '/notification', '/dashboard', '/support', '/activities', '/incentives', '/profile', '/basic-admin-profile',
  '/company-information', '/userProfile', '/add-product', '/edit-product', '/edit-product/42', '/detailed-information',
  '/edit-detailed-information', '/edit-detailed-information/42', '/product-preview', '/QR-generated', '/inventoryView',
  '/pakage-information', '/pakaging-outsourcing-details', '/pakaging-basic-details', '/pakaging-add-items',
  '/pakaging-details-preview', '/packaging-product-details/PACK000001', '/pakaging-QR-generated', '/pakaging-IOT-generated',
  '/warehouse-types', '/warehouse-basic-details', '/warehouse-basic-details/7', '/warehouse-list', '/warehouse-preview',
  '/nextowner-basic-details', '/nextowner-list', '/nextowner-item-list/3', '/nextowner-preview', '/transportation-types',
  '/transportation-outsourcing-details', '/transportation-mode', '/transportation-mode/2', '/packagelist',
  '/transportation-preview', '/logistics-listings', '/list-package', '/package-details/PACK000001', '/preview-package',
  '/QR-success-level2', '/IOT-success-level2', '/tracking', '/tracking/INVE000001', '/ownership/QR123',
  '/ownershipinventory/QR123', '/ownershippackage/QR123', '/inventory-report', '/logistics-report', '/counterfeit-report',
  '/warranty', '/explorer', '/explorer-details', '/tracking-status', '/inventory-view', '/inventory-preview',
  '/doc-introduction', '/doc-api-endpoints', '/doc-authentication', '/doc-formats', '/doc-apiusage', '/doc-errorhandling',
  '/doc-key-generation', '/doc-key-management', '/doc-key-security-guidelines', '/doc-sdks',
];

const NAV_SECTION_OF: [string, string | null][] = [
  ['/dashboard', 'Dashboard'],
  ['/activities', 'Dashboard'],
  ['/inventoryView', 'Inventory'],
  ['/product-details/unknown-product', 'Inventory'],
  ['/pakaging-add-items', 'Logistics'],
  ['/warehouse-basic-details/7', 'Logistics'],
  ['/inventory-view', 'Logistics'],
  ['/tracking', 'Tracking'],
  ['/tracking/INVE000001', 'Tracking'],
  ['/ownership/QR123', 'Tracking'],
  ['/ownershippackage/QR123', 'Tracking'],
  ['/tracking-status', 'Tracking'],
  ['/counterfeit-report', 'Reports'],
  ['/warranty', 'Warranty'],
  ['/doc-sdks', 'API Docs'],
  ['/profile', null],
  ['/notification', null],
];

let user: SignedInPage;

describe('the signed-in shell', () => {
  beforeAll(async () => {
    user = await signedInPage(suite, 'rosa@maison-aurel.test', 'Rosa Franklin', '/dashboard');
  });

  // Batches keep each test well inside its time limit on a busy machine (one full page load per route).
  const batches = Array.from({ length: Math.ceil(PROTECTED_ROUTES.length / 12) }, (_, i) => PROTECTED_ROUTES.slice(i * 12, i * 12 + 12));
  it.each(batches.map((batch) => [batch[0], batch] as const))('has the spec routes from %s inside the shell, none blank or not found', async (_first, batch) => {
    const { page } = user;
    for (const path of batch) {
      await page.goto(`${suite.server.baseUrl}${path}`);
      await page.getByTestId('points').waitFor();
      await page.locator('main h1').first().waitFor();
      const notFound = await page.getByText('Page not found').count();
      expect(notFound, `${path} shows the not-found page`).toBe(0);
      // Every screen of the specification is a working screen now: none is a "coming soon" placeholder.
      expect(await page.getByText(/coming soon/i).count(), `${path} says coming soon`).toBe(0);
      expect(new URL(page.url()).pathname.toLowerCase(), `${path} redirected`).toBe(path.toLowerCase());
    }
  });

  it('highlights the bottom navigation section by path', async () => {
    const { page } = user;
    for (const [path, section] of NAV_SECTION_OF) {
      await page.goto(`${suite.server.baseUrl}${path}`);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.waitFor();
      const current = nav.locator('[aria-current="page"]');
      if (section === null) {
        await expect(current.count(), path).resolves.toBe(0);
      } else {
        await expect(current.textContent(), path).resolves.toBe(section);
      }
    }
  });

  it('keeps Warranty and API Docs for the desktop; works at 360 px', async () => {
    const phone = await signedInPage(suite, 'rosa@maison-aurel.test', 'Rosa Franklin', '/notification', { width: 360, height: 740 });
    const nav = phone.page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Inventory' }).waitFor();
    await expect(nav.getByRole('link', { name: 'Warranty' }).isVisible()).resolves.toBe(false);
    await expect(nav.getByRole('link', { name: 'API Docs' }).isVisible()).resolves.toBe(false);
    await expect(user.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API Docs' }).isVisible()).resolves.toBe(true);
    await phone.page.getByText('No Pending Request....!').waitFor();
    // Nothing wider than the screen.
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'mobile-notification');
    // Explorer, settings and logout fold into the account menu.
    await phone.page.getByRole('button', { name: /^Account menu/ }).click();
    await phone.page.getByRole('menuitem', { name: 'Settings' }).click();
    await phone.page.waitForURL((url) => url.pathname === '/profile');
    await screenshot(phone.page, 'mobile-profile');
    await phone.context.close();
  });

  it('reaches explorer and settings from the header', async () => {
    const { page } = user;
    await page.goto(`${suite.server.baseUrl}/dashboard`);
    await page.getByRole('link', { name: 'Explorer' }).click();
    await page.waitForURL((url) => url.pathname === '/explorer');
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
  });

  it('shows the not-found page, the Bad Request page and the error screen', async () => {
    const { page } = user;
    await page.goto(`${suite.server.baseUrl}/no/such/page`);
    await page.getByText('Page not found').waitFor();
    await screenshot(page, 'not-found');

    await page.goto(`${suite.server.baseUrl}/bad-request`);
    await page.getByText('Bad Request !').waitFor();

    // A loader that fails for real (the server answers 500) ends on the router's error screen.
    await page.route('**/api/account/getuser', (route) => route.fulfill({ status: 500, json: { detail: 'Server fault' } }));
    await page.goto(`${suite.server.baseUrl}/profile`);
    await page.getByText('Unexpected Application Error!').waitFor({ timeout: 15_000 });
    await page.unroute('**/api/account/getuser');
  });
});

describe('public pages', () => {
  it('serves the small public pages and the contact route', async () => {
    const { page, context } = await anonymousPage(suite);
    for (const [path, text] of [
      ['/thankyou', 'Go to Home'],
      ['/privacy', 'Privacy policy'],
      ['/terms-and-conditions', 'Terms and conditions'],
      ['/watches-anti-counterfeit-solution', 'watches anti-counterfeit solution'],
    ] as const) {
      await page.goto(`${suite.server.baseUrl}${path}`);
      await page.getByText(text).first().waitFor();
    }
    await page.goto(`${suite.server.baseUrl}/`);
    await page.getByRole('heading', { name: 'Is it genuine? Ask its history.' }).waitFor();
    await screenshot(page, 'landing');
    await context.close();
  });
});
