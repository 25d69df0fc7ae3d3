// `npm run bench [-- --quick] [-- --keep] [-- --no-build]`: every benchmark of bench/README.md, each figure
// beside a limit measured in the same run on the same machine. Prints the table and writes
// bench/results/latest.json (and a dated copy, not tracked).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { BENCH, ROOT, PRODUCT, Server, freePort, runNode, sleep } from './lib/util.mjs';

const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const keep = argv.includes('--keep');
const SIZES = quick
  ? { appends1: 2_000, appends100: 60, rounds: 3, items: 5_000, dashboardFirst: 1_000, events: 50_000, duration: 5, warmup: 1, sockets: 500, liveSamples: 60, liveWarmup: 20, cmdItems: 8_000 }
  : { appends1: 20_000, appends100: 400, rounds: 3, items: 100_000, dashboardFirst: 10_000, events: 1_000_000, duration: 15, warmup: 3, sockets: 2_000, liveSamples: 300, liveWarmup: 20, cmdItems: 25_000 };
const PORTS = { server: await freePort(), hello: await freePort(), echo: await freePort() };

/** Up to `count` event hashes spread evenly over the whole log (read straight from events.db). */
function sampleEventHashes(dir, count) {
  const out = spawnSync(process.execPath, ['-e', `
    const D = require('better-sqlite3'); const db = new D(${JSON.stringify(join(dir, 'events.db'))}, { readonly: true });
    const n = db.prepare('SELECT COUNT(*) AS n FROM events').get().n;
    const step = Math.max(1, Math.floor(n / ${count}));
    console.log(JSON.stringify(db.prepare('SELECT hash FROM events WHERE position % ? = 0 LIMIT ?').pluck().all(step, ${count})));`], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out.stdout);
}

/** Waits until the log has signed a checkpoint of at least `size` events (the tree is built by a projection). */
async function waitForCheckpoint(url, size) {
  for (let i = 0; i < 600; i += 1) {
    const res = await fetch(`${url}/api/blockchain/checkpoint`).catch(() => undefined);
    const signed = res?.ok ? Number((await res.text()).split('\n')[1]) : 0;
    if (signed >= size) return signed;
    await sleep(100);
  }
  throw new Error(`no checkpoint of ${size} events within 60 s`);
}

const t0 = performance.now();
const log = (msg) => console.error(`[${((performance.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${msg}`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
const raw = {};

if (!argv.includes('--no-build')) {
  log('building the server (npm run build:server)');
  const build = spawnSync('npm', ['run', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const work = mkdtempSync(join(tmpdir(), 'provenance-bench-'));
const dataDir = join(work, 'data');
const jobFile = join(work, 'job.json');
const load = (job) => {
  writeFileSync(jobFile, JSON.stringify(job));
  return runNode(join(BENCH, 'lib', 'load.mjs'), [jobFile]);
};
const startedProcesses = [];
function background(file, port) {
  const child = spawn(process.execPath, [file], { cwd: ROOT, env: { ...process.env, PORT: String(port), NODE_ENV: 'production' }, stdio: 'ignore' });
  startedProcesses.push(child);
  return child;
}
async function waitPort(url) {
  for (let i = 0; i < 500; i += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await sleep(20);
    }
  }
  throw new Error(`${url} never answered`);
}

const loadBefore = loadavg()[0];
const server = new Server({ dataDir, port: PORTS.server });
try {
  // 1. Event store append: adapter vs raw better-sqlite3, alternating, several rounds; the median ratio counts.
  for (const perAppend of [1, 100]) {
    const appends = perAppend === 1 ? SIZES.appends1 : SIZES.appends100;
    const ratios = [];
    const ours = [];
    const limits = [];
    for (let round = 0; round < SIZES.rounds; round += 1) {
      const order = round % 2 === 0 ? ['raw', 'adapter'] : ['adapter', 'raw'];
      const r = {};
      for (const mode of order) {
        r[mode] = await runNode(join(BENCH, 'lib', 'append.mjs'), [mode, String(appends), String(perAppend), join(work, `append-${round}`)]);
      }
      rmSync(join(work, `append-${round}`), { recursive: true, force: true });
      ours.push(r.adapter.eventsPerSecond);
      limits.push(r.raw.eventsPerSecond);
      ratios.push(r.adapter.eventsPerSecond / r.raw.eventsPerSecond);
    }
    log(`append ${perAppend}/append: adapter ${ours.map(Math.round)} ev/s, raw ${limits.map(Math.round)} ev/s`);
    raw[`append${perAppend}`] = { appends, perAppend, adapter: ours, raw: limits, ratios };
    const ratio = median(ratios);
    rows.push({
      n: '1',
      what: `event store append, ${perAppend} event${perAppend > 1 ? 's' : ''}/append (${appends * perAppend} events, median of ${SIZES.rounds})`,
      data: 'generated, stamped like EventLog',
      figure: `${fmt(median(ours))} ev/s`,
      limit: `raw better-sqlite3 ${fmt(median(limits))} ev/s`,
      ratio: pct(ratio),
      target: '≥ 70%',
      pass: ratio >= 0.7,
    });
  }

  // The limits of 2, 3 and 5 run as their own processes, idle while the product is measured and vice versa.
  background(join(BENCH, 'hello-server.mjs'), PORTS.hello);
  background(join(BENCH, 'lib', 'ws-echo-server.mjs'), PORTS.echo);
  await waitPort(`http://127.0.0.1:${PORTS.hello}/hello`);

  // The data set: users, a product and the items through the real HTTP command path.
  mkdirSync(dataDir, { recursive: true });
  log(`server start on an empty DATA_DIR (${dataDir})`);
  await server.start();
  const brand = await server.signIn('brand@bench.local', 'Bench Brand');
  const requester = await server.signIn('requester@bench.local', 'Bench Requester');
  const others = [];
  for (let i = 0; i < 10; i += 1) others.push(await server.signIn(`user${i}@bench.local`, `Bench User ${i}`));
  const product = await server.api('POST', '/product/addproduct', PRODUCT, brand.token);
  const addItems = async (count) => {
    const ids = [];
    for (let done = 0; done < count; done += 1000) {
      const added = await server.api(
        'POST',
        '/inventory/additem',
        { product_id: product.id, no_of_item: Math.min(1000, count - done), location: '28.4595&77.0266' },
        brand.token,
      );
      ids.push(...added.items.map((i) => i.display_id));
    }
    return ids;
  };
  // 8. The dashboard (GET /api/product/matrix) of the brand holding a tenth of the items, then all of them:
  // the answer is a lookup of the brand's figures, so its rate must not fall with the item count.
  const dashboardRun = async (held) => {
    const r = await load({ job: 'http', kind: 'dashboard', url: server.url, connections: 32, duration: SIZES.duration, warmup: SIZES.warmup, token: brand.token });
    log(`dashboard with ${fmt(held)} items held: ${fmt(r.perSecond)} req/s p99 ${r.p99} ms (non-2xx ${r.non2xx})`);
    return { ...r, items: held };
  };
  let started = performance.now();
  const items = await addItems(SIZES.dashboardFirst);
  let itemSeconds = (performance.now() - started) / 1000;
  const dashboardSmall = await dashboardRun(items.length);
  started = performance.now();
  items.push(...(await addItems(SIZES.items - SIZES.dashboardFirst)));
  itemSeconds += (performance.now() - started) / 1000;
  log(`${items.length} items through POST /api/inventory/additem in ${itemSeconds.toFixed(1)} s (${fmt(items.length / itemSeconds)} items/s)`);
  raw.itemsThroughHttp = { items: items.length, seconds: itemSeconds };
  const dashboardLarge = await dashboardRun(items.length);
  raw.dashboard = { small: dashboardSmall, large: dashboardLarge };
  const dashboardRatio = dashboardLarge.perSecond / dashboardSmall.perSecond;
  rows.push({
    n: '8',
    what: `GET /api/product/matrix (dashboard), brand holding ${fmt(dashboardLarge.items)} vs ${fmt(dashboardSmall.items)} items, 32 clients, ${SIZES.duration} s each (after ${SIZES.warmup} s of warm-up)`,
    data: 'HTTP',
    figure: `${fmt(dashboardLarge.perSecond)} req/s, p99 ${dashboardLarge.p99} ms`,
    limit: `same brand at ${fmt(dashboardSmall.items)} items: ${fmt(dashboardSmall.perSecond)} req/s, p99 ${dashboardSmall.p99} ms`,
    ratio: pct(dashboardRatio),
    target: '≥ 80% (flat in the item count)',
    pass: dashboardRatio >= 0.8 && dashboardLarge.non2xx === 0 && dashboardSmall.non2xx === 0,
  });
  await server.stop();

  // For size: each item's ownership history, decided by the product's decider, appended through EventLog.
  const head = Number(spawnSync(process.execPath, ['-e', `
    const D = require('better-sqlite3'); const db = new D(${JSON.stringify(join(dataDir, 'events.db'))}, { readonly: true });
    console.log(db.prepare('SELECT COUNT(*) AS n FROM events').get().n);`], { cwd: ROOT, encoding: 'utf8' }).stdout.trim());
  const eventsPerItem = Math.max(0, Math.round((SIZES.events - head) / items.length));
  log(`growing the log from ${head} events by ${eventsPerItem} ownership events per item through the event store port`);
  writeFileSync(jobFile, JSON.stringify({ dataDir, items, users: [requester.id, ...others.map((u) => u.id)], eventsPerItem }));
  const grown = await runNode(join(BENCH, 'lib', 'dataset.mjs'), [jobFile]);
  raw.dataset = { httpEvents: head, portEvents: grown.appended, seconds: grown.seconds };
  const totalEvents = head + grown.appended;
  log(`log holds ${totalEvents} events (${grown.appended} appended in ${grown.seconds.toFixed(1)} s)`);

  // 4. Projection rebuild vs raw read + parse + fold.
  const rawReplay = await runNode(join(BENCH, 'lib', 'replay.mjs'), ['raw', dataDir]);
  log(`raw replay ${fmt(rawReplay.eventsPerSecond)} ev/s`);
  // With the node flags of `npm run projections:rebuild`, as an operator runs it.
  const rebuildScript = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts['projections:rebuild'];
  const rebuild = await runNode(join(BENCH, 'lib', 'replay.mjs'), ['rebuild', dataDir], {
    nodeArgs: rebuildScript.split(/\s+/).filter((arg) => arg.startsWith('--')),
  });
  const writing = rebuild.written ? `, of which ${rebuild.written.seconds.toFixed(1)} s writing ${fmt(rebuild.written.documents)} documents` : '';
  log(`rebuild ${fmt(rebuild.eventsPerSecond)} ev/s (${rebuild.seconds.toFixed(1)} s${writing}, rss ${rebuild.rssMiB.toFixed(0)} MiB)`);
  // What writing the result costs at least (raw better-sqlite3, the same documents and index entries).
  const rawWrite = await runNode(join(BENCH, 'lib', 'replay.mjs'), ['raw-write', dataDir]);
  log(`raw write of the rebuilt read models: ${rawWrite.seconds.toFixed(1)} s (${fmt(rawWrite.written.documents)} documents, ${fmt(rawWrite.written.entries)} index entries)`);
  raw.rebuild = { raw: rawReplay, rebuild, rawWrite };
  const rebuildRatio = rebuild.eventsPerSecond / rawReplay.eventsPerSecond;
  rows.push({
    n: '4',
    what: `projection rebuild of all read models from ${fmt(totalEvents)} events`,
    data: 'HTTP + port',
    figure: `${fmt(rebuild.eventsPerSecond)} ev/s (${rebuild.seconds.toFixed(1)} s${writing})`,
    limit: `raw read + JSON.parse + fold ${fmt(rawReplay.eventsPerSecond)} ev/s`,
    ratio: pct(rebuildRatio),
    target: '≥ 40%',
    pass: rebuildRatio >= 0.4,
  });

  // 6. Restart to ready (twice; the slower counts). Ready = /api/health 200 with no projection lag.
  const restarts = [];
  for (let i = 0; i < 2; i += 1) {
    const r = await server.start();
    restarts.push(r);
    log(`restart ${i + 1}: health 200 after ${r.healthySeconds.toFixed(2)} s, caught up after ${r.caughtUpSeconds.toFixed(2)} s`);
    if (i === 0) await server.stop();
  }
  raw.restart = restarts;
  const restartSeconds = Math.max(...restarts.map((r) => r.caughtUpSeconds));
  rows.push({
    n: '6',
    what: `restart to ready with ${fmt(totalEvents)} events stored (slower of 2)`,
    data: 'HTTP + port',
    figure: `${restartSeconds.toFixed(2)} s`,
    limit: '—',
    ratio: '—',
    target: '≤ 5 s',
    pass: restartSeconds <= 5,
  });
  const memoryAtReady = server.memory();

  // 3. Public tracking lookup, 64 clients, vs hello world at 64 connections.
  const hello64 = await load({ job: 'http', kind: 'hello', url: `http://127.0.0.1:${PORTS.hello}`, connections: 64, duration: SIZES.duration, warmup: SIZES.warmup });
  const tracking = await load({ job: 'http', kind: 'tracking', url: server.url, connections: 64, duration: SIZES.duration, warmup: SIZES.warmup, ids: items });
  log(`tracking ${fmt(tracking.perSecond)} req/s p99 ${tracking.p99} ms (non-2xx ${tracking.non2xx}); hello ${fmt(hello64.perSecond)} req/s p99 ${hello64.p99} ms`);
  raw.tracking = { ours: tracking, hello: hello64 };
  const trackingRatio = tracking.perSecond / hello64.perSecond;
  rows.push({
    n: '3',
    what: `GET /api/tracking/{id}, ${fmt(items.length)} items stored, 64 clients, ${SIZES.duration} s (after ${SIZES.warmup} s of warm-up)`,
    data: 'HTTP + port',
    figure: `${fmt(tracking.perSecond)} req/s, p99 ${tracking.p99} ms`,
    limit: `hello world ${fmt(hello64.perSecond)} req/s, p99 ${hello64.p99} ms`,
    ratio: pct(trackingRatio),
    target: '≥ 60%, p99 ≤ 20 ms',
    pass: trackingRatio >= 0.6 && tracking.p99 <= 20 && tracking.non2xx === 0,
  });

  // 9. Inclusion proofs of random events of the whole log, beside the tracking lookups of the same run: a proof is
  // one read of the O(log n) stored Merkle nodes it needs (plus the leaf index and the latest checkpoint).
  const proofHashes = sampleEventHashes(dataDir, 20_000);
  const covered = await waitForCheckpoint(server.url, totalEvents);
  const proofs = await load({ job: 'http', kind: 'proof', url: server.url, connections: 64, duration: SIZES.duration, warmup: SIZES.warmup, hashes: proofHashes });
  log(`proofs ${fmt(proofs.perSecond)} req/s p99 ${proofs.p99} ms (non-2xx ${proofs.non2xx}) in a tree of ${fmt(covered)}`);
  raw.proofs = { ours: proofs, tracking, treeSize: covered, sampled: proofHashes.length };
  const proofRatio = proofs.perSecond / tracking.perSecond;
  rows.push({
    n: '9',
    what: `GET /api/blockchain/proof/{hash} of random events, tree of ${fmt(covered)} events, 64 clients, ${SIZES.duration} s (after ${SIZES.warmup} s of warm-up)`,
    data: 'HTTP + port',
    figure: `${fmt(proofs.perSecond)} req/s, p99 ${proofs.p99} ms`,
    limit: `tracking lookups (3, same run) ${fmt(tracking.perSecond)} req/s, p99 ${tracking.p99} ms`,
    ratio: pct(proofRatio),
    target: '≥ 50% of tracking',
    pass: proofRatio >= 0.5 && proofs.non2xx === 0,
  });

  // Items for the command and live benchmarks, owned by the brand; added after the tracking run, which
  // measures lookups over the data set alone.
  const cmdItems = await addItems(SIZES.cmdItems);
  const liveItems = await addItems(50);

  // 2. Durable commands (request + approve), 32 clients, vs hello world at 32 connections.
  const hello32 = await load({ job: 'http', kind: 'hello', url: `http://127.0.0.1:${PORTS.hello}`, connections: 32, duration: SIZES.duration, warmup: SIZES.warmup });
  const commands = await load({
    job: 'http',
    kind: 'commands',
    url: server.url,
    connections: 32,
    duration: SIZES.duration,
    warmup: SIZES.warmup,
    items: cmdItems,
    owner: brand.token,
    requester: requester.token,
  });
  log(`commands ${fmt(commands.perSecond)} /s p99 ${commands.p99} ms (non-2xx ${commands.non2xx}); hello ${fmt(hello32.perSecond)} req/s`);
  raw.commands = { ours: commands, hello: hello32 };
  const commandRatio = commands.perSecond / hello32.perSecond;
  rows.push({
    n: '2',
    what: `durable commands over HTTP: request + approve ownership, 32 clients, ${SIZES.duration} s (after ${SIZES.warmup} s of warm-up)`,
    data: 'HTTP',
    figure: `${fmt(commands.perSecond)} commands/s, p99 ${commands.p99} ms`,
    limit: `hello world ${fmt(hello32.perSecond)} req/s, p99 ${hello32.p99} ms`,
    ratio: pct(commandRatio),
    target: '≥ 25%, p99 ≤ 50 ms',
    pass: commandRatio >= 0.25 && commands.p99 <= 50 && commands.non2xx === 0,
  });

  // 5. Live latency with N sockets connected vs raw ws echo with N sockets connected.
  const echo = await load({ job: 'echo', url: `ws://127.0.0.1:${PORTS.echo}`, sockets: SIZES.sockets, samples: SIZES.liveSamples * 3, warmupSamples: SIZES.liveWarmup });
  const live = await load({
    job: 'live',
    url: server.url,
    sockets: SIZES.sockets,
    samples: SIZES.liveSamples,
    warmupSamples: SIZES.liveWarmup,
    owner: brand.token,
    requester: requester.token,
    idleTokens: others.map((u) => u.token),
    items: liveItems,
  });
  log(`live p50 ${live.p50.toFixed(1)} ms p99 ${live.p99.toFixed(1)} ms; ws echo p50 ${echo.p50.toFixed(2)} ms p99 ${echo.p99.toFixed(2)} ms`);
  raw.live = { ours: live, echo };
  rows.push({
    n: '5',
    what: `live: POST request → owner's notification:count, ${fmt(live.sockets)} sockets connected, ${live.samples} samples (after ${SIZES.liveWarmup} not counted)`,
    data: 'HTTP',
    figure: `p50 ${live.p50.toFixed(1)} ms / p99 ${live.p99.toFixed(1)} ms`,
    limit: `ws echo p50 ${echo.p50.toFixed(2)} ms / p99 ${echo.p99.toFixed(2)} ms`,
    ratio: `${(live.p99 / echo.p99).toFixed(1)}× echo p99`,
    target: 'p99 ≤ 50 ms',
    pass: live.p99 <= 50,
  });

  // 7. Memory.
  const memory = server.memory();
  raw.memory = { atReady: memoryAtReady, afterLoad: memory };
  rows.push({
    n: '7',
    what: `server RSS, ${fmt(totalEvents)} events / ${fmt(items.length + cmdItems.length + liveItems.length)} items (at ready → peak after the load runs)`,
    data: 'HTTP + port',
    figure: `${memoryAtReady.rssMiB.toFixed(0)} → ${memory.peakMiB.toFixed(0)} MiB`,
    limit: '—',
    ratio: '—',
    target: '≤ 1024 MiB',
    pass: memory.peakMiB <= 1024,
  });
} finally {
  await server.stop();
  for (const child of startedProcesses) child.kill('SIGTERM');
  if (!keep) rmSync(work, { recursive: true, force: true });
  else log(`kept ${work}`);
}

// 8. Lighthouse (mobile: simulated 4× CPU, 150 ms RTT, 1.6 Mbps) on the two public pages, served by the built
// server with the built web app; the median of three runs per page.
if (!argv.includes('--no-lighthouse')) {
  if (!argv.includes('--no-build')) {
    log('building the web app (npm run build:web)');
    const build = spawnSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const lh = await runNode(join(BENCH, 'lib', 'lighthouse.mjs'), [quick ? '1' : '3']);
  raw.lighthouse = lh;
  for (const page of lh.pages) {
    rows.push({
      n: '8',
      what: `Lighthouse 12 mobile, ${page.path.startsWith('/productTracking') ? 'public tracking page' : 'landing page'} (median of ${lh.runs}: ${page.all.join(', ')})`,
      data: 'HTTP',
      figure: `performance ${page.performance}, LCP ${(page.lcpMs / 1000).toFixed(2)} s`,
      limit: `FCP ${(page.fcpMs / 1000).toFixed(2)} s, TBT ${page.tbtMs} ms, CLS ${page.cls}`,
      ratio: '—',
      target: 'performance ≥ 90, LCP ≤ 2.5 s',
      pass: page.performance >= 90 && page.lcpMs <= 2500,
    });
  }
}

rows.sort((a, b) => Number(a.n) - Number(b.n));
const seconds = (performance.now() - t0) / 1000;
const environment = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  loadAverageBefore: loadBefore,
  loadAverageAfter: loadavg()[0],
};
/** Events per second of the raw read + parse + fold followed by the raw write of the rebuilt read models. */
function rawWithWrite({ raw: replay, rawWrite }) {
  return replay.events / (replay.seconds + rawWrite.seconds);
}

const table = [
  '| # | what | data set | our figure | limit (same run) | ratio | target | result |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.n} | ${r.what} | ${r.data} | ${r.figure} | ${r.limit} | ${r.ratio} | ${r.target} | ${r.pass ? 'pass' : '**fail**'} |`),
].join('\n');
const notes = [
  `${quick ? 'Quick' : 'Full'} run, ${new Date().toISOString()}, ${seconds.toFixed(0)} s; node ${process.version}, ${environment.cpus} cores (${environment.cpuModel}), load average ${loadBefore.toFixed(1)} before / ${environment.loadAverageAfter.toFixed(1)} after.`,
  `Load generator (autocannon, socket.io-client, ws) in its own process; client and server share the ${environment.cpus} cores.`,
  ...(raw.rebuild?.rebuild.written
    ? [
        `Rebuild without its writes (replaying every event into the read models in memory): ${fmt(
          raw.rebuild.rebuild.events / (raw.rebuild.rebuild.seconds - raw.rebuild.rebuild.written.seconds),
        )} ev/s = ${pct(raw.rebuild.rebuild.events / (raw.rebuild.rebuild.seconds - raw.rebuild.rebuild.written.seconds) / raw.rebuild.raw.eventsPerSecond)} of the raw limit, which writes nothing.`,
        `Raw better-sqlite3 writing the rebuilt read models (${fmt(raw.rebuild.rawWrite.written.documents)} documents, ${fmt(
          raw.rebuild.rawWrite.written.entries,
        )} index entries, key order, no journal): ${raw.rebuild.rawWrite.seconds.toFixed(1)} s. Raw read + parse + fold + that write: ${fmt(
          rawWithWrite(raw.rebuild),
        )} ev/s, which is ${pct(rawWithWrite(raw.rebuild) / raw.rebuild.raw.eventsPerSecond)} of the raw limit: the most any rebuild that persists its read models could reach. The rebuild is ${pct(
          raw.rebuild.rebuild.eventsPerSecond / rawWithWrite(raw.rebuild),
        )} of it.`,
      ]
    : []),
  'Data set: "HTTP" = made through the real command path over HTTP; "port" = ownership histories decided by the product decider and appended with EventLog through the event store port (valid hash chains).',
];
console.log(`\n${table}\n\n${notes.map((n) => `- ${n}`).join('\n')}\n`);
const result = { mode: quick ? 'quick' : 'full', date: new Date().toISOString(), seconds, environment, sizes: SIZES, rows, raw, notes };
mkdirSync(join(BENCH, 'results'), { recursive: true });
writeFileSync(join(BENCH, 'results', 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(join(BENCH, 'results', `${result.mode}-${result.date.replace(/[:.]/g, '-')}.json`), `${JSON.stringify(result, null, 2)}\n`);
process.exit(0);

function fmt(n) {
  return Math.round(n).toLocaleString('en-US');
}
function pct(x) {
  return `${(x * 100).toFixed(0)}%`;
}
