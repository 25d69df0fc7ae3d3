import Database from 'better-sqlite3';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewriteStream } from '../support/rewrite-stream';
import { type ServerProcess, spawnServer } from '../support/server-process';
import { type Session, signInAt } from '../support/sign-in';
import { tempDir } from '../support/temp-dir';
import { collectPageErrors, launchBrowser, newContext, screenshot } from './support/browser';

/**
 * The browser's own check of a history against the transparency log: "verified" appears only once the page
 * has checked the signed checkpoint, the chain and each event's inclusion itself (a server that lies about a
 * proof is caught), and a log rewritten behind the browser's back gets a red warning.
 */

const REMEMBERED = 'provenance.tlog.checkpoint';
const dir = tempDir('tlog-browser-');
let server: ServerProcess;
let browser: Browser;
let brand: Session;
let items: string[];

async function post<T>(path: string, body: unknown, session: Session): Promise<T> {
  const res = await fetch(`${server.baseUrl}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...session.auth }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function get<T>(path: string, session: Session): Promise<T> {
  const res = await fetch(`${server.baseUrl}/api${path}`, { headers: session.auth });
  if (!res.ok) throw new Error(`${path} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Waits until the signed checkpoint covers every event so far (one is signed each second). */
async function checkpointCoveringAll(): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [cp, list] = await Promise.all([
      fetch(`${server.baseUrl}/api/blockchain/checkpoint`).then((r) => (r.ok ? r.text() : '')),
      fetch(`${server.baseUrl}/api/provenance/${items[0]}`).then((r) => r.json() as Promise<{ events: { leaf_index: number | null }[] }>),
    ]);
    const size = Number(cp.split('\n')[1] ?? 0);
    if (list.events.every((e) => e.leaf_index !== null && e.leaf_index < size)) return;
    if (Date.now() > deadline) throw new Error('no checkpoint covers the item');
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function signedIn(page: Page, session: Session): Promise<void> {
  await page.goto(`${server.baseUrl}/thankyou`);
  await page.evaluate(({ access, refresh }) => {
    localStorage.setItem('token', access);
    localStorage.setItem('refresh', refresh);
  }, session);
}

async function restart(change: (db: Database.Database) => void, dropDerived = false): Promise<void> {
  await server.stop();
  const db = new Database(join(dir.path, 'events.db'));
  change(db);
  db.close();
  if (dropDerived) for (const f of readdirSync(dir.path)) if (/^(readmodels|checkpoints)\.db/.test(f)) rmSync(join(dir.path, f));
  server = await spawnServer(dir.path);
}

describe('transparency in the browser', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([spawnServer(dir.path), launchBrowser()]);
    brand = await signInAt(server.baseUrl, dir.path, 'vault@maison-aurel.test', 'Maison Aurel Vault');
    const [categories, colors] = await Promise.all([get<{ id: number }[]>('/product/getcategory', brand), get<{ id: number }[]>('/product/getcolor', brand)]);
    const product = await post<{ id: string }>('/product/addproduct', {
      name: 'Celestia Tourbillon', brand: 'Maison Aurel', sku: 'MA-CT-1', warranty: '2030-01-01', expire: '2040-01-01', location: 'Geneva',
      category: categories[0]!.id, color: colors[0]!.id,
    }, brand);
    const added = await post<{ items: { display_id: string }[] }>('/inventory/additem', { product_id: product.id, no_of_item: 2, location: '46.2044&6.1432' }, brand);
    items = added.items.map((i) => i.display_id);
    await checkpointCoveringAll();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    dir.cleanup();
  });

  it('shows "verified" only after its own check, and lists what it checked', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/provenance/*/bundle', async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.baseUrl}/productTracking/${items[0]}`);
    const panel = page.getByTestId('verified-history');
    await panel.getByText('Checking this history in your browser…').waitFor();
    // The server's history (which says verified) is on the page, but no verdict is shown before the browser's own check.
    await panel.getByTestId('history-events').waitFor();
    expect(await panel.getByTestId('chain-status').count()).toBe(0);
    release();
    await expect(panel.getByTestId('chain-status').textContent()).resolves.toBe('Chain verified');
    const checks = panel.getByTestId('log-checks').locator('li');
    const names = await checks.evaluateAll((lis) => lis.map((li) => `${li.getAttribute('data-check')}:${li.getAttribute('data-ok')}`));
    expect(names).toEqual(['signature:true', 'chain:true', 'hash:true', 'inclusion:true', 'consistency:true']);
    await panel.getByText(/first check in this browser/).waitFor();
    const remembered = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), REMEMBERED))!);
    expect(remembered.size).toBeGreaterThan(0);
    await screenshot(page, 'tracking-verified-in-browser');

    // A second visit proves the log still extends the remembered checkpoint.
    await page.unrouteAll();
    await page.reload();
    await panel.getByText(/extends the one of \d+ this browser saw before/).waitFor();
    await expect(panel.getByTestId('chain-status').textContent()).resolves.toBe('Chain verified');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not take the server’s word: a proof altered on its way fails the check', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route('**/api/provenance/*/bundle', async (route: Route) => {
      const response = await route.fetch();
      const bundle = await response.json();
      const path: string[] = bundle.events[0].audit_path;
      const flipped = Buffer.from(path[0]!, 'base64');
      flipped[0] ^= 1;
      path[0] = flipped.toString('base64');
      await route.fulfill({ response, json: bundle });
    });
    await page.goto(`${server.baseUrl}/productTracking/${items[0]}`);
    const panel = page.getByTestId('verified-history');
    await expect(panel.getByTestId('chain-status').textContent()).resolves.toBe('Check failed');
    await panel.locator('li[data-check="inclusion"][data-ok="false"]').getByText(/event 0 \(StockItemRegistered\)/).waitFor();
    await context.close();
  });

  it('explorer: the signed checkpoint verified in the browser, streams by category, a stream with its replay and check', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signedIn(page, brand);
    await page.goto(`${server.baseUrl}/explorer`);
    await expect(page.getByTestId('checkpoint-signature').textContent()).resolves.toBe('Signature verified in your browser');
    await page.getByRole('radiogroup', { name: 'Category' }).locator('label', { hasText: /^Items$/ }).click();
    await page.waitForURL(/category=items/);
    const table = page.getByRole('table', { name: 'Streams' });
    await table.getByRole('link', { name: items[0] }).waitFor();
    // The count of the category's page (the list of every category may still be showing while it loads).
    await expect.poll(() => page.getByTestId('stream-count').textContent()).toBe('2 streams');
    const search = page.getByRole('search', { name: 'Search the log' });
    await search.getByRole('textbox').fill(items[0]!);
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/explorer-details\?q=/);
    await expect(page.getByTestId('browser-check-status').textContent()).resolves.toBe('Verified');
    const rows = page.getByTestId('event-row');
    expect(await rows.count()).toBe(1);
    await rows.first().getByText('StockItemRegistered').waitFor();
    await page.getByTestId('replay-state').locator('[data-fact="Owner"]').getByText('Maison Aurel Vault').waitFor();
    await expect(page.getByTestId('replay-state').locator('[data-fact="Status"]').textContent()).resolves.toBe('in stock');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download audit bundle' }).click();
    expect((await download).suggestedFilename()).toBe(`${items[0]}-audit-bundle.json`);
    await screenshot(page, 'explorer-details');
    await page.setViewportSize({ width: 360, height: 760 });
    await page.getByTestId('replay').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.goto(`${server.baseUrl}/explorer`);
    await page.getByTestId('checkpoint-signature').waitFor();
    await page.getByRole('link', { name: items[0] }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'explorer-360');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a byte changed in events.db fails the signed-in browser check', async () => {
    await restart((db) => {
      const row = db.prepare('SELECT position, data FROM events WHERE stream = ? AND revision = 0').get(`stockitem-${items[1]}`) as { position: number; data: string };
      db.prepare('UPDATE events SET data = ? WHERE position = ?').run(row.data.replace('"location":"4', '"location":"5'), row.position);
    });
    const context = await newContext(browser);
    const page = await context.newPage();
    await signedIn(page, brand);
    await page.goto(`${server.baseUrl}/explorer-details?q=${items[1]}`);
    await expect(page.getByTestId('browser-check-status').textContent()).resolves.toBe('Check failed');
    await page.locator('li[data-check="hash"][data-ok="false"]').getByText(/event 0 \(StockItemRegistered\)/).waitFor();
    await page.goto(`${server.baseUrl}/productTracking/${items[1]}`);
    await expect(page.getByTestId('chain-status').textContent()).resolves.toBe('Check failed');
    await context.close();
  });

  it('a log rewritten with recomputed hashes and re-signed shows a red warning to a browser that saw it before', async () => {
    // A browser that checked the item before the rewrite remembers the log's checkpoint.
    const before = await newContext(browser);
    const first = await before.newPage();
    await first.goto(`${server.baseUrl}/productTracking/${items[0]}`);
    await expect(first.getByTestId('chain-status').textContent()).resolves.toBe('Chain verified');
    const remembered = await first.evaluate((key) => localStorage.getItem(key), REMEMBERED);
    await before.close();

    const stream = `stockitem-${items[0]}`;
    await restart((db) => rewriteStream(db, stream, '22.3193&114.1694'), true);

    // The restarted server listens elsewhere: the same browser's memory is carried to its origin.
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/thankyou`);
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [REMEMBERED, remembered]);
    await page.goto(`${server.baseUrl}/productTracking/${items[0]}`);
    const warning = page.getByTestId('rewritten-warning');
    await warning.getByText('Warning: this log was rewritten').waitFor();
    await expect(page.getByTestId('chain-status').textContent()).resolves.toBe('Log rewritten');
    // The rewritten stream on its own checks out (chain, hashes, inclusion, signature): only consistency catches it.
    const failed = await page.getByTestId('log-checks').locator('li[data-ok="false"]').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-check')));
    expect(failed).toEqual(['consistency']);
    await screenshot(page, 'tracking-rewritten-log');
    await context.close();
  });
});
