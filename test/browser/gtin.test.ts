import jsQR from 'jsqr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, signedInPage, type SignedInPage } from './support/suite';
import { pickDate } from './support/page-actions';

const suite = browserSuite();
let brand: SignedInPage;

async function pickOption(page: SignedInPage['page'], label: string): Promise<void> {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option').first().click();
}

describe('a product with a GS1 GTIN', () => {
  beforeAll(async () => {
    brand = await signedInPage(suite, 'gs1@maison-aurel.test', 'Maison Aurel GS1', '/add-product');
  });

  it('is entered on the product form (check digit verified by the server), shown on the preview, and its items get Digital Link QR codes', async () => {
    const { page } = brand;
    await page.getByRole('heading', { name: 'Add a product' }).waitFor();
    await page.getByLabel('Product name').fill('Oyster Reserve');
    await page.getByLabel('Brand').fill('Maison Aurel');
    await page.getByLabel('SKU').fill('MA-OR-GS1');
    await page.getByLabel('Location').fill('Geneva workshop');
    await pickOption(page, 'Category');
    await pickOption(page, 'Colour');
    await pickDate(page, 'Warranty until');
    await pickDate(page, 'Expires on');

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
