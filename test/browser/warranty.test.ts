import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { seedStock } from './support/api';
import { anonymousPage, browserSuite, signedInPage } from './support/suite';

const suite = browserSuite();
const HEADER = 'name,email,phone,address,service_area';

describe('warranty partners page', () => {
  it('adds partners by hand and by CSV (a bad row refuses the file), lists them per product, and public tracking shows them', async () => {
    const brand = await signedInPage(suite, 'rosa@maison-aurel.test', 'Rosa Franklin', '/warranty');
    const { productId, displayIds } = await seedStock(suite.server, brand.session, 1, 'Heritage Chronograph');
    const { page } = brand;
    await page.reload();
    await page.getByText('No warranty partners yet').waitFor();

    // By hand, for the chronograph.
    const form = page.getByRole('form', { name: 'Add a warranty partner' });
    await form.getByRole('button', { name: 'Add partner' }).click();
    await form.getByText('Please enter the name').waitFor();
    await form.getByLabel('Name').fill('TimeCare Gurugram');
    await form.getByLabel('E-mail').fill('service@timecare.test');
    await form.getByLabel('Phone').fill('+91 124 400 0000');
    await form.getByLabel('Service area').fill('Delhi NCR');
    await form.getByRole('textbox', { name: 'Address' }).fill('MG Road, Gurugram');
    await form.getByRole('textbox', { name: 'Products it services' }).click();
    await page.getByRole('option', { name: /Heritage Chronograph/ }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Add partner' }).click();
    await page.getByTestId('partner-row').filter({ hasText: 'TimeCare Gurugram' }).waitFor();

    // A CSV with one bad row among many: refused whole, the row listed.
    const upload = page.getByRole('region', { name: 'Upload warranty partners' });
    const rows = Array.from({ length: 40 }, (_, i) => `Partner ${i + 1},partner${i + 1}@service.test,+91 124 500 ${String(i).padStart(4, '0')},"Sector ${i + 1}, Gurugram",NCR`);
    const bad = [...rows];
    bad[24] = 'Broken,not-an-email,+91 124,Somewhere,NCR';
    const choose = async (name: string, text: string) => {
      const chooser = page.waitForEvent('filechooser');
      await upload.getByRole('button', { name: 'CSV file' }).click();
      await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
    };
    await choose('bad.csv', [HEADER, ...bad].join('\n'));
    await upload.getByRole('button', { name: 'Upload partners' }).click();
    const alert = upload.getByRole('alert');
    await alert.getByText('1 row(s) have errors; nothing was stored.').waitFor();
    await alert.getByRole('table', { name: 'Rows with errors' }).getByRole('row', { name: /26\s*email\s*Enter a valid email address/ }).waitFor();
    expect(await page.getByTestId('partner-row').count()).toBe(1);

    // The corrected file, for the chronograph: all 40 stored at once.
    await choose('partners.csv', [HEADER, ...rows].join('\n'));
    await upload.getByRole('textbox', { name: "Products the file's partners service" }).click();
    await page.getByRole('option', { name: /Heritage Chronograph/ }).click();
    await page.keyboard.press('Escape');
    await upload.getByRole('button', { name: 'Upload partners' }).click();
    await upload.getByText('Partners saved: 40 added, 0 updated.').waitFor();
    await expect.poll(() => page.getByTestId('partner-row').count()).toBe(41);
    await screenshot(page, 'warranty-partners');

    // The same file again changes nothing.
    await choose('partners.csv', [HEADER, ...rows].join('\n'));
    await upload.getByRole('button', { name: 'Upload partners' }).click();
    await upload.getByText(/Nothing new in this file/).waitFor();

    // Per product: a second product has none yet.
    await seedStock(suite.server, brand.session, 1, 'Night Diver');
    await page.reload();
    await page.getByRole('textbox', { name: 'Product', exact: true }).click();
    await page.getByRole('option', { name: /Night Diver/ }).click();
    await page.getByText('No partner services this product yet').waitFor();
    await page.getByRole('textbox', { name: 'Product', exact: true }).click();
    await page.getByRole('option', { name: /Heritage Chronograph/ }).click();
    await expect.poll(() => page.getByTestId('partner-row').count()).toBe(41);
    expect(new URL(page.url()).searchParams.get('product')).toBe(productId);

    // At 360 px the list becomes cards and nothing overflows.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(brand.errors).toEqual([]);

    // A visitor tracking the chronograph sees the warranty and who services it.
    const visitor = await anonymousPage(suite);
    await visitor.page.goto(`${suite.server.baseUrl}/productTracking/${displayIds[0]}`);
    const card = visitor.page.getByTestId('warranty-card');
    await card.getByText('TimeCare Gurugram').waitFor();
    await card.getByTestId('warranty-until').filter({ hasText: 'Under warranty until' }).waitFor();
    await screenshot(visitor.page, 'tracking-warranty');
    await visitor.context.close();
    await brand.context.close();
  });
});
