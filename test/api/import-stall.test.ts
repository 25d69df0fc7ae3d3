import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT, Session, TestApp, productWithItems, signIn, startTestApp } from '../support/test-app';

const HEADER = 'product,status,batch,manufecture_date,expire_date,warranty';
const ROWS = 100_000;
/** The target of issue 20: a probe is answered within this while an import runs. */
const PROBE_LIMIT_MS = 200;
/**
 * Share of probes that may take longer, and the bound for those: on a machine shared by many processes (two
 * cores, load 8 to 17) a probe waits for a CPU whatever the server does; there 0.3 to 2.5% of the probes took
 * longer than 200 ms and the worst 0.6 to 0.9 s. Before the import ran off the event loop, the worst probe
 * waited 5 to 12 s.
 */
const SLOW_SHARE = 0.05;
const WORST_MS = 2_000;

/**
 * Probes from a worker thread: its own event loop, so a probe's latency is measured from when it was sent
 * even while the server (in this process) holds the main thread. Probes go out one after another, each
 * after the previous answered, at most every 25 ms; the RSS of the process is sampled every 10 ms.
 */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const results = { probes: {}, rss: [], heads: [] };
let stop = false;
const sampler = setInterval(() => results.rss.push([Date.now(), process.memoryUsage.rss()]), 10);
async function probe(name, url) {
  const list = (results.probes[name] ??= []);
  while (!stop) {
    const started = performance.now();
    let status = 0;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(60000) });
      status = res.status;
      const body = await res.text();
      // Readiness names the log's head: when it jumps, the import's append is committed.
      if (name === 'health' && status === 200) results.heads.push([Date.now(), Number(JSON.parse(body).projections.head)]);
    } catch (e) {
      status = -1;
    }
    const ms = performance.now() - started;
    list.push({ ms, status });
    await new Promise((r) => setTimeout(r, Math.max(0, 25 - ms)));
  }
}
parentPort.on('message', () => { stop = true; });
Promise.all(workerData.targets.map((t) => probe(t.name, t.url))).then(() => {
  clearInterval(sampler);
  parentPort.postMessage(results);
});
`;

interface ProbeResults {
  probes: Record<string, { ms: number; status: number }[]>;
  /** [time, process RSS] every 10 ms. */
  rss: [number, number][];
  /** [time, the log's head position] as readiness reported it. */
  heads: [number, number][];
}

describe('a 100,000-row stock import does not stall other requests', () => {
  let t: TestApp;
  let brand: Session;
  let productId: string;
  let tracked: string;
  let sku: string;

  beforeAll(async () => {
    t = await startTestApp({ REQUESTS_PER_IP: '100000', REQUESTS_PER_USER: '100000' });
    brand = await signIn(t, 'bulk@brand.example');
    const made = await productWithItems(t, brand, 1);
    productId = made.productId;
    sku = PRODUCT.sku;
    tracked = made.items[0];
  });
  afterAll(async () => t.close());

  it('answers health, liveness and a tracking lookup within 200 ms while the import runs (95%, none over 2 s); the import is whole', async () => {
    const csv = Buffer.from(
      `${HEADER}\n${Array.from({ length: ROWS }, (_, i) => `${sku},active,B${i},2026-01-01,2031-01-01,2028-01-01`).join('\n')}\n`,
    );
    const baselineRss = process.memoryUsage.rss();
    const prober = new Worker(PROBER, {
      eval: true,
      workerData: {
        targets: [
          { name: 'health', url: `${t.url}/api/health` },
          { name: 'live', url: `${t.url}/api/health/live` },
          { name: 'tracking', url: `${t.url}/api/tracking/${tracked}` },
        ],
      },
    });
    const finished = new Promise<ProbeResults>((resolve, reject) => {
      prober.once('message', resolve);
      prober.once('error', reject);
    });
    // Let the prober warm up (first connections) before the import starts.
    await new Promise((r) => setTimeout(r, 300));

    const started = Date.now();
    const res = await t
      .api()
      .post('/api/inventory/uploadcsvtostock')
      .set(brand.auth)
      .attach('csv_file', csv, { filename: 'bulk.csv', contentType: 'text/csv' });
    const importMs = Date.now() - started;
    prober.postMessage('stop');
    const results = await finished;
    await prober.terminate();

    expect(res.status).toBe(201);
    expect(res.body.created).toBe(ROWS);
    const worst = Object.fromEntries(Object.entries(results.probes).map(([name, list]) => [name, Math.round(Math.max(...list.map((p) => p.ms)))]));
    const counts = Object.fromEntries(Object.entries(results.probes).map(([name, list]) => [name, list.length]));
    // Memory: the import's own part (until its append is committed, seen as the log's head jumping by the
    // import's events) and the whole, with the projections catching up on the import.
    const baseHead = results.heads[0][1];
    const committedAt = results.heads.find(([, head]) => head >= baseHead + 2 * ROWS)?.[0] ?? Number.POSITIVE_INFINITY;
    const peak = (until: number) => Math.max(...results.rss.filter(([at]) => at <= until).map(([, rss]) => rss));
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    const slow = Object.fromEntries(Object.entries(results.probes).map(([name, list]) => [name, list.filter((p) => p.ms >= PROBE_LIMIT_MS).length]));
    console.log(
      `100,000-row import (${(csv.length / 1e6).toFixed(1)} MB file): answered in ${importMs} ms, append committed after ` +
        `${committedAt - started} ms; worst probe (ms) ${JSON.stringify(worst)}, probes ${JSON.stringify(counts)}, ` +
        `of them over ${PROBE_LIMIT_MS} ms ${JSON.stringify(slow)}; RSS before ${mb(baselineRss)} MB, peak until the append ` +
        `committed ${mb(peak(committedAt))} MB, peak overall ${mb(peak(Number.POSITIVE_INFINITY))} MB`,
    );

    for (const [name, list] of Object.entries(results.probes)) {
      expect(list.length, `${name} probes`).toBeGreaterThan(5);
      expect(list.every((p) => p.status === 200), `${name} statuses ${[...new Set(list.map((p) => p.status))]}`).toBe(true);
      expect(slow[name] / list.length, `share of ${name} probes over ${PROBE_LIMIT_MS} ms`).toBeLessThanOrEqual(SLOW_SHARE);
      expect(worst[name], `worst ${name} probe (ms)`).toBeLessThan(WORST_MS);
    }

    // The import is whole: the last item is tracked publicly and the owner's list counts every row.
    const last = await t.api().get(`/api/tracking/${res.body.last_display_id}`).expect(200);
    expect(last.body.display_id).toBe(res.body.last_display_id);
    const page = await t.api().get('/api/inventory/getitems').query({ product: productId, limit: 1 }).set(brand.auth).expect(200);
    expect(Number(page.headers['x-total-count'])).toBe(ROWS + 1);
  }, 300_000);
});
