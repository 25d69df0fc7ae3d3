import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const SCREENSHOTS = resolve(__dirname, '../../../test-results/screenshots');

/** A 1×1 transparent PNG: map tiles are answered locally, tests never reach a tile server. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh browser profile (own localStorage) with map tiles answered by a blank PNG. */
export async function newContext(browser: Browser, options: { viewport?: { width: number; height: number } } = {}): Promise<BrowserContext> {
  // Reduced motion: no transitions, so screenshots and assertions never catch an animation halfway.
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 860 }, locale: 'en-GB', reducedMotion: 'reduce' });
  await context.route(/tile\.openstreetmap\.org|\{s\}\.tile|\/tiles?\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
  );
  // The reverse geocoder is never reached from tests: unanswered, places show as degrees. A test that needs a
  // place name routes it itself (a later route wins).
  await context.route(/nominatim\.openstreetmap\.org/, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
  return context;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Console errors are collected so a test can show what broke in the page. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
