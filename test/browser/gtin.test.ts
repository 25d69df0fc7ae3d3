import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { browserSuite, signedInPages } from './support/suite';
import { fillProductForm } from './support/page-actions';

const suite = browserSuite();
const { brand } = signedInPages(suite, { brand: { email: 'gs1@maison-aurel.test', name: 'Maison Aurel GS1', path: '/add-product' } });

describe('a product with a GS1 GTIN', () => {
  it('is entered on the product form (check digit verified by the server), shown on the preview, and its items get Digital Link QR codes', async () => {
    const { page } = brand;
    await page.getByRole('heading', { name: 'Add a product' }).waitFor();
    await fillProductForm(page, { name: 'Oyster Reserve', brand: 'Maison Aurel', sku: 'MA-OR-GS1', location: 'Geneva workshop' });

    await page.getByLabel('GTIN (optional)').fill('9506000134353');
    await page.getByRole('button', { name: 'Save and preview' }).click();
    await page.getByText(/check digit/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/add-product');

    await page.getByLabel('GTIN (optional)').fill('9506000134352');
    await page.getByRole('button', { name: 'Save and preview' }).click();
    await page.waitForURL((url) => url.pathname === '/product-preview' && url.searchParams.has('id'));
    await page.getByText('09506000134352').waitFor();

    const productId = new URL(page.url()).searchParams.get('id')!;
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const added = await fetch(`${suite.server.baseUrl}/api/inventory/additem`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ product_id: productId, no_of_item: 1, location: '46.2044&6.1432' }),
    });
    const item = ((await added.json()) as { items: { display_id: string }[] }).items[0].display_id;
    const png = Buffer.from(await (await fetch(`${suite.server.baseUrl}/api/product/getqrcode/${item}`)).arrayBuffer());
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const link = jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
    expect(link).toMatch(new RegExp(`/01/09506000134352/21/${item}$`));

    // The link opens the item's public tracking page.
    await page.goto(`${suite.server.baseUrl}/01/09506000134352/21/${item}`);
    await page.waitForURL((url) => url.pathname === `/productTracking/${item}`);
    await page.getByText(item).first().waitFor();
  });
});
