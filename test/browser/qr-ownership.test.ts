import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStock, signInViaApi, useSession } from './support/api';
import { collectPageErrors, newContext, screenshot } from './support/browser';
import { startServer, type TestServer } from './support/server';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A YUV4MPEG2 video (what Chromium's fake capture device plays, looping) of a QR code of `text`: black modules on
 * white in the luma plane, neutral chroma. Written by hand so the test needs no video tool.
 */
function qrVideo(text: string, file: string): void {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const quiet = 4;
  const scale = Math.floor((HEIGHT - 40) / (size + 2 * quiet));
  const left = Math.floor((WIDTH - (size + 2 * quiet) * scale) / 2) + quiet * scale;
  const top = Math.floor((HEIGHT - (size + 2 * quiet) * scale) / 2) + quiet * scale;
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (!data[y * size + x]) continue;
      for (let dy = 0; dy < scale; dy += 1) luma.fill(16, (top + y * scale + dy) * WIDTH + left + x * scale, (top + y * scale + dy) * WIDTH + left + (x + 1) * scale);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
}

describe('ownership by QR code: the camera path and the photo path', () => {
  let server: TestServer;
  let browser: Browser;
  let item: string;
  let video: string;
  const owner = { email: 'rosa@maison-aurel.test', name: 'Rosa Franklin' };
  const buyer = { email: 'bruno@buyer.test', name: 'Bruno Buyer' };

  beforeAll(async () => {
    server = await startServer();
    const brand = await signInViaApi(server, owner.email, owner.name);
    const seeded = await seedStock(server, brand, 2, 'Heritage Chronograph');
    item = seeded.displayIds[0]!;
    video = join(tmpdir(), `qr-${process.pid}-${Date.now()}.y4m`);
    qrVideo(`${server.baseUrl}/productTracking/${item}`, video);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a buyer scans the tag with the camera on /tracking, lands on the item ownership route and sends a request; the owner approves it there', async () => {
    const buyerContext = await newContext(browser);
    await buyerContext.grantPermissions(['camera'], { origin: server.baseUrl });
    const page = await buyerContext.newPage();
    const errors = collectPageErrors(page);
    await useSession(page, server, await signInViaApi(server, buyer.email, buyer.name));
    await page.goto(`${server.baseUrl}/tracking`);
    await page.getByRole('button', { name: 'Scan QR code' }).click();
    await page.getByTestId('qr-camera').waitFor();
    // The fake camera plays the QR video; the page decodes a frame (jsQR: headless Linux Chromium has no BarcodeDetector).
    await page.waitForURL((url) => url.pathname === `/ownershipinventory/${item}`, { timeout: 20_000 });
    await page.getByTestId('current-owner').filter({ hasText: owner.name }).waitFor();
    await page.getByRole('button', { name: 'Request ownership' }).click();
    await page.getByTestId('ownership-state').filter({ hasText: 'Request pending' }).waitFor();
    await screenshot(page, 'qr-ownership-requested');

    // The owner opens the same route: "you own this", with the waiting request to approve.
    const ownerContext = await newContext(browser);
    const ownerPage = await ownerContext.newPage();
    await useSession(ownerPage, server, await signInViaApi(server, owner.email));
    await ownerPage.goto(`${server.baseUrl}/ownership/${item}`);
    await ownerPage.getByTestId('ownership-state').filter({ hasText: 'You own this' }).waitFor();
    const waiting = ownerPage.getByTestId('waiting-request').filter({ hasText: buyer.name });
    await waiting.getByRole('button', { name: /^Accept/ }).click();
    await ownerPage.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await ownerPage.getByTestId('current-owner').filter({ hasText: buyer.name }).waitFor();

    // The buyer's page follows live: they own it now.
    await page.getByTestId('ownership-state').filter({ hasText: 'You own this' }).waitFor();
    expect(errors).toEqual([]);
    await ownerContext.close();
    await buyerContext.close();
  });

  it('a photo of the tag works too, and a code that is not ours says so', async () => {
    const context = await newContext(browser);
    // This visitor refuses the camera: the scanner says so, and the photo still works.
    await context.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
    });
    const page = await context.newPage();
    await useSession(page, server, await signInViaApi(server, 'carla@collector.test', 'Carla Collector'));
    await page.goto(`${server.baseUrl}/ownershipinventory/not-a-code`);
    await page.getByText('This is not an item code').waitFor();
    await page.getByRole('button', { name: 'Scan QR code' }).click();
    await page.getByRole('dialog').getByText('Camera access was refused. Allow it in the browser, or use a photo.').waitFor();
    const second = (await page.evaluate(() => location.origin)) + '/productTracking/';
    const photo = await QRCode.toBuffer(`${second}${item.replace(/\d$/, (d) => String(Number(d) + 1))}`, { width: 400, margin: 4 });
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Use a photo' }).click();
    await (await chooser).setFiles({ name: 'tag.png', mimeType: 'image/png', buffer: photo });
    const next = item.replace(/\d$/, (d) => String(Number(d) + 1));
    await page.waitForURL((url) => url.pathname === `/ownershipinventory/${next}`, { timeout: 20_000 });
    await page.getByTestId('current-owner').filter({ hasText: owner.name }).waitFor();
    await page.getByRole('button', { name: 'Request ownership' }).waitFor();

    await page.getByRole('button', { name: 'Scan another' }).click();
    const foreign = await QRCode.toBuffer('https://example.com/not-ours', { width: 300 });
    const chooser2 = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Use a photo' }).click();
    await (await chooser2).setFiles({ name: 'other.png', mimeType: 'image/png', buffer: foreign });
    await page.getByRole('dialog').getByRole('alert').filter({ hasText: 'Invalid! It indicates counterfeiting' }).waitFor();
    await context.close();
  });
});
