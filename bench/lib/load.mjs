// The load generator, always in its own process: `node load.mjs '<json job>'`; prints one JSON line.
// Jobs: http (autocannon, closed loop, saturated: hello, tracking, inclusion proofs, the dashboard or the ownership
// command pair), open (constant arrival rate, open loop: open-loop.mjs), live (notification latency with N Socket.IO
// clients connected) and echo (raw ws round trip with N clients connected). The live and echo jobs keep their idle
// clients in a child process (`idle` job), so the process that probes and measures holds one client.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { Pool } from 'undici';
import WebSocket from 'ws';
import { openLoop } from './open-loop.mjs';
import { percentile, sleep } from './util.mjs';

// The job comes as a JSON file (id lists are too long for a command line), or for `idle` over IPC from its parent.
const job = process.argv[2] === 'idle' ? { job: 'idle' } : JSON.parse(readFileSync(process.argv[2], 'utf8'));

function summary(result, duration) {
  const ok = result['2xx'];
  // With `amount` the run ends when that many requests are answered: the rate is over the time it took.
  if (job.amount) duration = result.duration;
  return {
    seconds: duration,
    requests: result.requests.total,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    perSecond: ok / duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  };
}

async function http() {
  const { url, connections, duration, kind, warmup = 0 } = job;
  const options = { url, connections, duration, pipelining: 1, timeout: 10 };
  // The command pair uses each item once: the caller runs a warm-up of its own items, then the counted run for
  // exactly `amount` requests (two per item) on fresh items, sized from the warm-up's rate, so it never runs out.
  if (kind === 'hello') {
    options.url = `${url}/hello`;
  } else if (kind === 'tracking') {
    const ids = job.ids;
    options.requests = [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/tracking/${ids[(Math.random() * ids.length) | 0]}` }) }];
  } else if (kind === 'proof') {
    // RFC 9162 inclusion proofs of random events of the whole log, in the latest signed checkpoint.
    const hashes = job.hashes;
    options.requests = [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/blockchain/proof/${hashes[(Math.random() * hashes.length) | 0]}` }) }];
  } else if (kind === 'dashboard') {
    // The signed-in dashboard of the user who holds the items (one read-model lookup whatever they hold).
    options.requests = [{ method: 'GET', path: '/api/product/matrix', headers: { authorization: `Bearer ${job.token}` } }];
  } else if (kind === 'commands') {
    // One cycle per client: the requester asks for an item the owner holds, the owner approves (two commands).
    const { owner, requester } = job;
    const items = job.items;
    let next = 0;
    const json = { 'content-type': 'application/json' };
    options.requests = [
      {
        method: 'POST',
        path: '/api/inventory/requiststockitemowner',
        setupRequest(req, context) {
          context.item = items[next++ % items.length];
          return { ...req, headers: { ...json, authorization: `Bearer ${requester}` }, body: JSON.stringify({ stock_item: context.item }) };
        },
        onResponse(status, body, context) {
          if (status === 201) context.requestId = JSON.parse(body).request_id;
        },
      },
      {
        method: 'POST',
        path: '/api/inventory/approveitemowner',
        setupRequest(req, context) {
          return {
            ...req,
            headers: { ...json, authorization: `Bearer ${owner}` },
            body: JSON.stringify({ request_id: context.requestId ?? '00000000-0000-4000-8000-000000000000' }),
          };
        },
      },
    ];
  }
  // A warm-up (both sides alike, not counted): JIT compilation and the first connections' setup are
  // not what a running server's clients see. Commands go on with the next items, never one used before.
  let warm;
  if (warmup > 0) warm = await autocannon({ ...options, duration: warmup });
  const result = await autocannon(job.amount ? { ...options, amount: job.amount } : options);
  return { ...summary(result, duration), warmup: warm ? { ok: warm['2xx'], non2xx: warm.non2xx, perSecond: warm['2xx'] / warmup } : undefined };
}

/** Open loop at a constant rate (latency from each request's due time): hello, tracking or the command pair. */
async function open() {
  const { url, rate, duration, warmup, kind } = job;
  let next;
  if (kind === 'hello') {
    next = () => ({ path: '/hello' });
  } else if (kind === 'tracking') {
    const ids = job.ids;
    next = () => ({ path: `/api/tracking/${ids[(Math.random() * ids.length) | 0]}` });
  } else if (kind === 'commands') {
    // Arrivals alternate: a request for the next unused item, then an approval by the owner of the oldest
    // request already answered and not yet approved (so the mix is half and half, as in the saturated run). An
    // approval due while no answered request is waiting waits for the next answer; that wait counts as latency.
    const { items, owner, requester } = job;
    const json = { 'content-type': 'application/json' };
    const answered = [];
    const waiting = [];
    let item = 0;
    const requestAnswered = (status, body) => {
      const id = status === 201 ? JSON.parse(body).request_id : '00000000-0000-4000-8000-000000000000';
      if (waiting.length > 0) waiting.shift()(id);
      else answered.push(id);
    };
    next = async (k) => {
      if (k % 2 === 0) {
        if (item >= items.length) throw new Error('out of items');
        return {
          method: 'POST',
          path: '/api/inventory/requiststockitemowner',
          headers: { ...json, authorization: `Bearer ${requester}` },
          body: JSON.stringify({ stock_item: items[item++] }),
          onResponse: requestAnswered,
        };
      }
      const requestId = answered.length > 0 ? answered.shift() : await new Promise((resolve) => waiting.push(resolve));
      return { method: 'POST', path: '/api/inventory/approveitemowner', headers: { ...json, authorization: `Bearer ${owner}` }, body: JSON.stringify({ request_id: requestId }) };
    };
  }
  return openLoop({ origin: url, rate, duration, warmup, next });
}

/** Opens `count` clients with `open(i)`, `parallel` at a time. */
async function openMany(count, parallel, open) {
  const clients = [];
  for (let i = 0; i < count; i += parallel) {
    clients.push(...(await Promise.all(Array.from({ length: Math.min(parallel, count - i) }, (_, j) => open(i + j)))));
  }
  return clients;
}

function socketIo(url, token) {
  return new Promise((resolve, reject) => {
    const socket = io(`${url}/live`, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function nextEvent(socket, event, timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} in ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** The probe's commands: one kept-alive connection, undici's request (fetch allocates several times more per call). */
async function post(pool, path, token, body) {
  const response = await pool.request({
    method: 'POST',
    path: `/api${path}`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = await response.body.json();
  if (response.statusCode >= 300) throw new Error(`${path} → ${response.statusCode} ${JSON.stringify(json)}`);
  return json;
}

async function live() {
  const { url, sockets, samples, owner, requester, idleTokens, items, warmupSamples = 0 } = job;
  const connectStarted = performance.now();
  const ownerSocket = await socketIo(url, owner);
  const idle = await idleClients({ kind: 'socket.io', url, count: sockets - 1, tokens: idleTokens });
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  const pool = new Pool(url, { connections: 1, pipelining: 1, keepAliveTimeout: 30_000 });
  await sleep(500);
  const latencies = [];
  const responses = [];
  // Like the HTTP runs' warm-up: the first samples (not counted) are the first use of these code paths.
  for (let i = 0; i < warmupSamples + samples; i += 1) {
    const item = items[i % items.length];
    const counted = nextEvent(ownerSocket, 'notification:count');
    const started = performance.now();
    const requested = post(pool, '/inventory/requiststockitemowner', requester, { stock_item: item });
    await counted;
    const latency = performance.now() - started;
    const { request_id } = await requested;
    if (i >= warmupSamples) {
      latencies.push(latency);
      responses.push(performance.now() - started);
    }
    // Reset: the owner rejects, and its own count update is drained before the next sample.
    const drained = nextEvent(ownerSocket, 'notification:count');
    await post(pool, '/inventory/rejectitemowner', owner, { request_id });
    await drained;
  }
  ownerSocket.close();
  await pool.close();
  await idle.close();
  latencies.sort((a, b) => a - b);
  responses.sort((a, b) => a - b);
  return {
    sockets: idle.count + 1,
    connectSeconds,
    samples,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1],
    responseP50: percentile(responses, 50),
    responseP99: percentile(responses, 99),
  };
}

function wsClient(url) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

async function echo() {
  const { url, sockets, samples, warmupSamples = 0 } = job;
  const probe = await wsClient(url);
  const idle = await idleClients({ kind: 'ws', url, count: sockets - 1 });
  const latencies = [];
  for (let i = 0; i < warmupSamples + samples; i += 1) {
    const started = performance.now();
    const back = new Promise((resolve) => probe.once('message', resolve));
    probe.send(JSON.stringify({ n: i, inventory: 1, package: 0 }));
    await back;
    if (i >= warmupSamples) latencies.push(performance.now() - started);
    await sleep(2);
  }
  probe.close();
  await idle.close();
  latencies.sort((a, b) => a - b);
  return { sockets: idle.count + 1, samples, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies[latencies.length - 1] };
}

/**
 * Opens `count` idle clients in a child process (the `idle` job) and resolves once all are connected, with
 * `close()` to close them and end it. The probe's process then measures its own round trips only: with the idle
 * clients beside it, their heap made its scavenges land on the samples (and the echo's limit, whose raw ws
 * clients allocate far less, was measured on a lighter client than the live figure).
 */
async function idleClients(spec) {
  const child = fork(fileURLToPath(import.meta.url), ['idle'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = once(child, 'exit');
  child.send(spec);
  const [message] = await Promise.race([once(child, 'message'), exited.then(([code]) => Promise.reject(new Error(`idle clients exited ${code}`)))]);
  return {
    count: message.connected,
    close: async () => {
      child.send('close');
      await exited;
    },
  };
}

/** The child of `idleClients`: opens the clients, says how many, closes them when told. */
async function idle() {
  const [{ kind, url, count, tokens }] = await once(process, 'message');
  const clients = await openMany(count, 50, (i) => (kind === 'ws' ? wsClient(url) : socketIo(url, tokens[i % tokens.length])));
  process.send({ connected: clients.length });
  await once(process, 'message');
  for (const client of clients) client.close();
  return { closed: clients.length };
}

const jobs = { http, open, live, echo, idle };
const result = await jobs[job.job]();
if (job.job !== 'idle') console.log(JSON.stringify(result));
process.exit(0);
