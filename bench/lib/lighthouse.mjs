// Lighthouse 12 in its default mobile mode (simulated Moto G Power: 4× CPU slowdown, 150 ms RTT, 1.6 Mbps) on
// the landing page and the public tracking page of a real item, served by the built server (web/dist included).
// Prints one JSON line: {pages: [{path, performance, lcpMs, fcpMs, tbtMs, cls, siMs}], runs}. Each page is run
// `runs` times and the median performance run is kept. Uses the system Chromium; never downloads a browser.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PRODUCT, ROOT, Server, freePort } from './util.mjs';

const runs = Number(process.argv[2] ?? 3);
const METRICS = ['largest-contentful-paint', 'first-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
const work = mkdtempSync(join(tmpdir(), 'provenance-lighthouse-'));
const port = await freePort();
const server = new Server({ dataDir: join(work, 'data'), port, env: { WEB_DIST: join(ROOT, 'web', 'dist'), PUBLIC_URL: `http://127.0.0.1:${port}` } });
let chrome;
try {
  await server.start();
  const brand = await server.signIn('brand@lighthouse.local', 'Maison Lighthouse');
  const product = await server.api('POST', '/product/addproduct', PRODUCT, brand.token);
  const added = await server.api('POST', '/inventory/additem', { product_id: product.id, no_of_item: 1, location: '28.4595&77.0266' }, brand.token);
  const item = added.items[0].display_id;

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const pages = [];
  for (const path of ['/', `/productTracking/${item}`]) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      // A run now and then comes back without one of the metrics (an audit that errored on its trace): run it again.
      let result;
      for (let attempt = 1; ; attempt += 1) {
        result = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const missing = METRICS.filter((id) => typeof result.lhr.audits[id]?.numericValue !== 'number');
        if (missing.length === 0) break;
        if (attempt === 3) throw new Error(`lighthouse ${path}: no ${missing.join(', ')} in 3 runs`);
        console.error(`  lighthouse ${path}: no ${missing.join(', ')} (${result.lhr.runtimeError?.code ?? 'no runtime error'}); running it again`);
      }
      const audits = result.lhr.audits;
      results.push({
        path,
        performance: Math.round(result.lhr.categories.performance.score * 100),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        siMs: Math.round(audits['speed-index'].numericValue),
      });
      console.error(`  lighthouse ${path}: ${JSON.stringify(results.at(-1))}`);
      if (process.env.LIGHTHOUSE_DEBUG) {
        const lcp = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
        console.error(`    LCP element: ${lcp?.snippet} ${lcp?.nodeLabel}`);
        for (const r of audits['network-requests'].details.items) {
          console.error(`    ${Math.round(r.networkRequestTime)}→${Math.round(r.networkEndTime)} ms ${r.transferSize} B ${r.url.replace(server.url, '')}`);
        }
      }
    }
    results.sort((a, b) => a.performance - b.performance);
    pages.push({ ...results[Math.floor(results.length / 2)], all: results.map((r) => r.performance) });
  }
  console.log(JSON.stringify({ pages, runs }));
} finally {
  await chrome?.kill();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
