#!/usr/bin/env node
// Re-runs the attacks of issue 20 against the built server (`npm run build:server` first) on a temp DATA_DIR and
// prints one table of figures: `node scripts/attacks/rerun.mjs [--rows 100000] [--json]`.
// Hostile clients come from their own loopback addresses (127.0.0.x), so per-IP limits see real, distinct IPs;
// the server runs with its default sign-in limits and TRUST_PROXY off, as it ships.
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { JWT_SECRET, PRODUCT, ROOT, Server, freePort, memoryOf, percentile, sleep } from '../../bench/lib/util.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const jwt = require('jsonwebtoken');
const { io } = require('socket.io-client');

const args = process.argv.slice(2);
const ROWS = Number(args[args.indexOf('--rows') + 1] || 0) || 100_000;
const AS_JSON = args.includes('--json');
const AUTH_PER_IP = 30; // the server's default (README, Configuration)
const log = (line) => process.stderr.write(`${line}\n`);

// ---------------------------------------------------------------------------------------------------------------
// HTTP from a chosen source address.

let BASE;
function call(method, path, { token, from = '127.0.0.1', headers = {}, json, raw, contentType, signal } = {}) {
  return new Promise((resolve, reject) => {
    const body = raw ?? (json === undefined ? undefined : Buffer.from(JSON.stringify(json)));
    const req = httpRequest(
      `${BASE}${path}`,
      {
        method,
        localAddress: from,
        signal,
        headers: {
          ...(body ? { 'content-type': contentType ?? 'application/json', 'content-length': body.length } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = undefined;
          }
          resolve({ status: res.statusCode, headers: res.headers, text, body: parsed });
        });
      },
    );
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

async function ok(method, path, options, expected = [200, 201]) {
  const res = await call(method, path, options);
  if (!expected.includes(res.status)) throw new Error(`${method} ${path} → ${res.status} ${res.text.slice(0, 300)}`);
  return res.body;
}

function multipart(field, filename, content, type = 'text/csv') {
  const boundary = `----rerun${randomUUID()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  return { raw: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

let server;
/** Signs in through the mailed code (bench helper): `{id, email, token}`. */
const signIn = (email, fullname) => server.signIn(email, fullname);

const mailsTo = (email) => {
  try {
    return readdirSync(join(server.dataDir, 'outbox')).filter((f) => f.endsWith(`-${email}.eml`)).sort();
  } catch {
    return [];
  }
};
const codeIn = (file) => /code is (\d{6})/.exec(readFileSync(join(server.dataDir, 'outbox', file), 'utf8'))[1];

/** Asks for a code from `from` and signs in with it: `{status, access, refresh}` (the refresh token for logout). */
async function signInFull(email, from = '127.0.0.1') {
  const before = new Set(mailsTo(email));
  const sent = await call('POST', '/api/account/sendotp', { json: { email }, from });
  if (sent.status !== 200) return { status: sent.status };
  let file;
  for (let i = 0; i < 500 && !file; i += 1) {
    file = mailsTo(email).find((f) => !before.has(f));
    if (!file) await sleep(10);
  }
  const login = await call('POST', '/api/account/login', { json: { email, otp: codeIn(file) }, from });
  return { status: login.status, access: login.body?.access, refresh: login.body?.refresh };
}

// ---------------------------------------------------------------------------------------------------------------
// 1. A 100,000-row import: do health and tracking stall, and how much memory does it take?

/** Runs `work` while health and a tracking lookup are probed (one after another, every 25 ms) and RSS sampled. */
async function whileProbing(tracked, work) {
  const probes = { health: [], tracking: [] };
  let stop = false;
  const probe = async (name, path) => {
    while (!stop) {
      const started = performance.now();
      const res = await call('GET', path).catch(() => ({ status: -1 }));
      const ms = performance.now() - started;
      probes[name].push({ ms, status: res.status });
      await sleep(Math.max(0, 25 - ms));
    }
  };
  const rss = [];
  const sampler = setInterval(() => rss.push(memoryOf(server.pid).rssMiB), 10);
  const rssBeforeMiB = memoryOf(server.pid).rssMiB;
  const probing = [probe('health', '/api/health'), probe('tracking', `/api/tracking/${tracked}`)];
  await sleep(300);
  const result = await work();
  stop = true;
  await Promise.all(probing);
  clearInterval(sampler);
  const stats = (list) => {
    const sorted = list.map((p) => p.ms).sort((a, b) => a - b);
    return { n: sorted.length, worst: Math.round(sorted[sorted.length - 1]), p99: Math.round(percentile(sorted, 99)), failed: list.filter((p) => p.status !== 200).length };
  };
  return { ...result, rssBeforeMiB, rssPeakMiB: Math.max(...rss), health: stats(probes.health), tracking: stats(probes.tracking) };
}

/** Until the read models include everything appended so far. */
async function caughtUp(since, limitMs = 15 * 60_000) {
  while (performance.now() - since < limitMs) {
    const health = await call('GET', '/api/health');
    if (health.body?.projections?.behind === 0) return;
    await sleep(100);
  }
}

/** A stock file of `rows` rows of one product, batches named `${batch}0`, `${batch}1`... */
function stockCsv(productSku, batch, rows) {
  const lines = [`product,status,batch,manufecture_date,expire_date,warranty`];
  for (let i = 0; i < rows; i += 1) lines.push(`${productSku},active,${batch}${i},2026-01-01,2031-01-01,2028-01-01`);
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function importStall(brand, productSku, tracked) {
  // As in test/api/import-stall.test.ts: the baseline is a server that has worked (a first, small import), so
  // V8's young generation growing to its configured size is not counted as the large import's.
  await ok('POST', '/api/inventory/uploadcsvtostock', { token: brand.token, ...multipart('csv_file', 'warm-up.csv', stockCsv(productSku, 'W', 5_000)) });
  await caughtUp(performance.now());
  const csv = stockCsv(productSku, 'B', ROWS);
  return whileProbing(tracked, async () => {
    const started = performance.now();
    const res = await call('POST', '/api/inventory/uploadcsvtostock', { token: brand.token, ...multipart('csv_file', 'bulk.csv', csv) });
    const importSeconds = (performance.now() - started) / 1000;
    // The projections catch up on the import: keep probing until the read models include it.
    // On a loaded machine that can take minutes (the stall test allows for 242 s at load 24): wait up to 15.
    await caughtUp(started);
    return { status: res.status, created: res.body?.created, importSeconds, caughtUpSeconds: (performance.now() - started) / 1000, fileMiB: csv.length / 2 ** 20 };
  });
}

/** The brand's whole stock as CSV (it holds the import and more): every row, and do others wait meanwhile? */
async function exportStall(brand, tracked) {
  return whileProbing(tracked, async () => {
    const started = performance.now();
    const res = await call('GET', '/api/inventory/exportstock', { token: brand.token });
    const rows = res.text.split('\n').filter(Boolean).length - 1;
    return { status: res.status, rows, seconds: (performance.now() - started) / 1000 };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Company A's world: every kind of resource, each carrying a private marker.

/** Company A's private markers, the same as the authorization matrix's. */
const SECRET = JSON.parse(readFileSync(join(ROOT, 'test', 'fixtures', 'company-a-secrets.json'), 'utf8'));
const GTIN13 = '9506000134352';

async function companyA(a, c) {
  const t = a.token;
  await ok('POST', '/api/account/addcompany', { token: t, json: { name: 'Maison A', registration_number: SECRET.registration, address: SECRET.address } });
  await ok('PATCH', '/api/account/updateuser', { token: t, json: { address: SECRET.address, mobile: SECRET.mobile, social_link: SECRET.socialLink } });
  const product = await ok('POST', '/api/product/addproduct', { token: t, json: { ...PRODUCT, sku: SECRET.sku, location: SECRET.productLocation, gtin: GTIN13 } });
  await ok('POST', '/api/product/addproductdetail', { token: t, json: { product: product.id, detail: [{ key: 'Material', value: SECRET.detail }] } });
  const items = (await ok('POST', '/api/inventory/additem', { token: t, json: { product_id: product.id, no_of_item: 4, location: '28.4595&77.0266' } })).items.map((i) => i.display_id);
  const batch = { items: [items[0]], batch: SECRET.batch, status: 'active', manufecture_date: '2026-01-01', expire_date: '2030-01-01', warranty: '2028-01-01' };
  await ok('POST', '/api/inventory/updatebatch', { token: t, json: batch });
  const pkgBody = { brand_name: 'Rolex', total_product: 1, manufecture_date: '2026-01-01', expire_date: '2030-01-01', details: SECRET.packageDetails };
  const pkg = (await ok('POST', '/api/inventory/createpackage', { token: t, json: pkgBody })).packege.display_id;
  await ok('POST', '/api/inventory/additemtopackage', { token: t, json: { package: pkg, content_data: [{ type: 'item', id: items[1] }] } });
  const warehouseBody = { name: SECRET.warehouse, capacity: 5, contact: SECRET.warehouseContact, verification: 'yes', address: 'Rue du Rhône 1', address_location: '46.2044&6.1432', details: [], type: 'bonded' };
  const warehouse = (await ok('POST', '/api/account/addwarehouse', { token: t, json: warehouseBody })).id;
  await ok('POST', '/api/account/warehousestock', { token: t, json: { warehouse, content_data: [{ type: 'item', id: items[3] }] } });
  const carrierBody = { company_name: SECRET.carrier, contact_person: 'Ana', email: 'ops@carrier.example', phone: '+1 555 0100', address: 'Dock 4', modes: ['road'] };
  const carrier = (await ok('POST', '/api/logistics/outsource', { token: t, json: carrierBody })).id;
  const destination = { address: 'Somewhere', address_location: '1&1' };
  const shipmentBody = { mode: 'road', carrier, vehicle_number: SECRET.vehicle, driver_name: SECRET.driver, expected_delivery: '2099-01-01', destination };
  shipmentBody.content_data = [{ type: 'item', id: items[2] }];
  const shipment = (await ok('POST', '/api/logistics/transport', { token: t, json: shipmentBody })).id;
  const tag = (await ok('POST', '/api/logistics/iottags', { token: t, json: { package: pkg, device_id: SECRET.device, kind: 'gps' } })).id;
  const nextOwner = (await ok('POST', '/api/account/addnextowner', { token: t, json: { email: c.email, note: SECRET.nextOwnerNote } })).id;
  const ticket = (await ok('POST', '/api/support/ticket', { token: t, json: { subject: SECRET.ticket, category: 'general', message: SECRET.ticketMessage } })).id;
  const apiKey = (await ok('POST', '/api/account/apikeys', { token: t, json: { name: SECRET.apiKeyName, scopes: ['read'] } })).id;
  const partner = { name: 'TimeCare', email: 'service@timecare.example', phone: '+91 124 400 0000', address: SECRET.partnerAddress, service_area: 'NCR', products: [product.id] };
  await ok('POST', '/api/product/addwarrantypartner', { token: t, json: partner });
  await ok('POST', '/api/inventory/outsourcepackaging', { token: t, json: { vendor_name: SECRET.vendor, vendor_contact: 'c', quantity: 10 } });
  const itemRequest = (await ok('POST', '/api/inventory/requiststockitemowner', { token: c.token, json: { stock_item: items[0] } })).request_id;
  const history = await ok('GET', `/api/provenance/${items[0]}`);
  return { productId: product.id, items, pkg, warehouse, carrier, shipment, tag, nextOwner, ticket, apiKey, itemRequest, eventHash: history.events[0].hash };
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Cross-company reads: every GET route of the OpenAPI document (the served route table) against A's resources.

async function crossCompanyReads(a, b, w) {
  const doc = await ok('GET', '/api/openapi.json');
  const ids = [...w.items, w.pkg, w.productId, w.warehouse, w.carrier, w.shipment, w.tag, w.nextOwner, w.ticket, w.apiKey, a.id, w.itemRequest, w.eventHash];
  const queryValues = {
    email: [a.email],
    ticket: [w.ticket],
    package: [w.pkg],
    product: [w.productId],
    q: [w.items[0], w.pkg, w.productId, w.eventHash, `product-${w.productId}`, `user-${a.id}`, `package-${w.pkg}`],
    ids: [w.items.join(',')],
    category: ['items', 'packages', 'products', 'shipments', 'users'],
    MATCH_epc: [w.items[0]],
  };
  const markers = [...Object.values(SECRET), a.email];
  const skip = /^\/api\/(docs|openapi\.json|metrics|health)/;
  const attempts = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    const op = ops.get;
    const full = path.startsWith('/api') ? path : `/api${path}`;
    if (!op || skip.test(full)) continue;
    const params = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
    const queries = (op.parameters ?? []).filter((p) => p.in === 'query' && queryValues[p.name]).map((p) => p.name);
    let urls = [full];
    for (const name of params) {
      const values = name === 'gtin' ? [`0${GTIN13}`] : ids;
      urls = urls.flatMap((u) => values.map((v) => u.replace(`{${name}}`, encodeURIComponent(v))));
    }
    const withQueries = [];
    for (const u of urls) {
      withQueries.push(u);
      for (const q of queries) for (const v of queryValues[q]) withQueries.push(`${u}?${q}=${encodeURIComponent(v)}`);
    }
    for (const url of withQueries) attempts.push({ route: `GET ${full}`, url });
  }
  // The slowest answers of each pass (the sweep reads every route with a 100,000-item company's ids: a read
  // that scales with the company's stock shows here).
  const slowest = [];
  const run = async (token, who) => {
    const leaks = [];
    for (const { url } of attempts) {
      const started = performance.now();
      const res = await call('GET', url, { token });
      slowest.push({ who, url, ms: Math.round(performance.now() - started), status: res.status });
      const shown = markers.filter((m) => res.text.includes(m));
      if (res.status >= 200 && res.status < 300 && shown.length) leaks.push(`${url} (${shown.join(', ')})`);
    }
    return leaks;
  };
  const routes = new Set(attempts.map((x) => x.route)).size;
  // The control: company A's own reads do show its markers, so a clean sweep means refused, not blind.
  const ownShown = (await run(a.token, 'A')).length;
  const byCompany = await run(b.token, 'B');
  const anonymous = await run(undefined, 'anonymous');
  slowest.sort((x, y) => y.ms - x.ms);
  const epcis = slowest.filter((x) => x.url.startsWith('/api/epcis/events'));
  return { tried: attempts.length, routes, ownShown, byCompany, anonymous, slowest: slowest.slice(0, 5), epcis };
}

// ---------------------------------------------------------------------------------------------------------------
// 3b. The lists that once read a whole collection per request: A's owned goods searched (a text one good holds,
// one every item holds) and the user lists. Each read 3 times, the median kept.

async function listReads(a, w) {
  const median = async (path) => {
    const times = [];
    let count;
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      const res = await call('GET', path, { token: a.token });
      times.push(performance.now() - started);
      count = res.body?.count ?? (Array.isArray(res.body) ? res.body.length : res.status);
    }
    return { path, ms: Math.round(times.sort((x, y) => x - y)[1]), count };
  };
  return [
    await median(`/api/inventory/owned?q=${encodeURIComponent(w.items[0].toLowerCase())}&limit=25`),
    await median('/api/inventory/owned?q=inve&limit=25'),
    await median('/api/account/allusers'),
    await median('/api/account/newuser'),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// 2. E-mails of owners visible to a stranger: request lists and every people read.

async function emailsToStranger(owners, stranger) {
  let requests = 0;
  for (const owner of owners) {
    const item = await call('POST', '/api/inventory/requiststockitemowner', { token: stranger.token, json: { stock_item: owner.item } });
    const pkg = await call('POST', '/api/inventory/requistpackageowner', { token: stranger.token, json: { package: owner.pkg } });
    requests += [item, pkg].filter((res) => res.status === 201).length;
  }
  const paths = [
    '/api/inventory/getallitemownerrequestsend',
    '/api/inventory/getallpackageownerrequestsend',
    '/api/product/getallsendownerrequest',
    '/api/account/allusers',
    '/api/account/newuser',
    ...owners.flatMap((o) => [`/api/account/getuser/${o.id}`, `/api/account/getemailuser?email=${encodeURIComponent(o.email)}`]),
  ];
  const seen = new Set();
  for (const path of paths) {
    const res = await call('GET', path, { token: stranger.token });
    for (const o of owners) if (res.text.includes(o.email)) seen.add(`${o.email} via ${path}`);
  }
  // Testing a list of addresses against the user base: how many lookups are answered (200 or 404) before 429.
  const guesses = 100;
  let answered = 0;
  for (let i = 0; i < guesses; i += 1) {
    const res = await call('GET', `/api/account/getemailuser?email=${encodeURIComponent(`guess-${i}@harvest.example`)}`, { token: stranger.token });
    if (res.status !== 429) answered += 1;
  }
  return { owners: owners.length, requests, reads: paths.length, visible: [...seen], lookups: { guesses, answered } };
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Forged and misused tokens.

async function forgedTokens(user, other) {
  const fresh = await signInFull(user.email);
  const decoded = jwt.decode(fresh.access);
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const [h, p, s] = fresh.access.split('.');
  const readKey = (await ok('POST', '/api/account/apikeys', { token: fresh.access, json: { name: 'read key', scopes: ['read'] } })).key;
  const revokedKey = await ok('POST', '/api/account/apikeys', { token: fresh.access, json: { name: 'revoked key', scopes: ['read', 'write'] } });
  await ok('DELETE', `/api/account/apikeys/${revokedKey.id}`, { token: fresh.access }, [204]);
  const signed = (claims, secret = JWT_SECRET, options = {}) => jwt.sign(claims, secret, { algorithm: 'HS256', ...options });
  const now = Math.floor(Date.now() / 1000);
  const getuser = (headers) => call('GET', '/api/account/getuser', { headers });
  const bearer = (token) => getuser({ authorization: `Bearer ${token}` });
  const cases = {
    'no signature (alg none)': () => bearer(`${b64({ alg: 'none', typ: 'JWT' })}.${p}.`),
    'alg none, signature kept': () => bearer(`${b64({ alg: 'none', typ: 'JWT' })}.${p}.${s}`),
    'HS512 header, same secret': () => bearer(signed({ sub: user.id, sid: decoded.sid, typ: 'access' }, JWT_SECRET, { algorithm: 'HS512' })),
    'RS256 header, HMAC signature': () => bearer(`${b64({ alg: 'RS256', typ: 'JWT' })}.${p}.${s}`),
    'wrong secret': () => bearer(signed({ sub: user.id, sid: decoded.sid, typ: 'access' }, 'x'.repeat(48))),
    'payload changed (sub of another user)': () => bearer(`${h}.${b64({ ...decoded, sub: other.id })}.${s}`),
    'expired (valid signature)': () => bearer(signed({ sub: user.id, sid: decoded.sid, typ: 'access', exp: now - 60 })),
    'not yet valid (nbf in the future)': () => bearer(signed({ sub: user.id, sid: decoded.sid, typ: 'access', nbf: now + 3600 })),
    'no typ claim': () => bearer(signed({ sub: user.id, sid: decoded.sid })),
    'no sid claim': () => bearer(signed({ sub: user.id, typ: 'access' })),
    'a session that never existed (the real secret, as if leaked)': () => bearer(signed({ sub: user.id, sid: randomUUID(), typ: 'access' }, JWT_SECRET, { expiresIn: 300 })),
    'refresh token as access': () => bearer(fresh.refresh),
    'garbage': () => bearer('not.a.token'),
    'empty bearer': () => getuser({ authorization: 'Bearer ' }),
    'basic scheme': () => getuser({ authorization: `Basic ${Buffer.from(`${user.email}:x`).toString('base64')}` }),
    'token in query string': () => call('GET', `/api/account/getuser?token=${fresh.access}`),
    'malformed API key': () => getuser({ 'x-api-key': 'prv_00000000_nonsense' }),
    'revoked API key': () => getuser({ 'x-api-key': revokedKey.key }),
    'read API key writes': () => call('POST', '/api/product/addproduct', { headers: { 'x-api-key': readKey }, json: { ...PRODUCT, sku: 'KEY-WRITE' } }),
    'API key creates a key': () => call('POST', '/api/account/apikeys', { headers: { 'x-api-key': readKey }, json: { name: 'escalate', scopes: ['read', 'write'] } }),
    'access token as refresh': () => call('POST', '/api/account/refresh', { json: { refresh: fresh.access } }),
    "another user's refresh token to log out": () => call('POST', '/api/account/logout', { token: other.token, json: { refresh_token: fresh.refresh } }),
    'IoT tag route with a user token': async () => call('POST', `/api/logistics/iottags/${randomUUID()}/positions`, { token: fresh.access, json: { location: '1&1' } }),
  };
  const accepted = [];
  for (const [name, run] of Object.entries(cases)) {
    const res = await run();
    if (res.status >= 200 && res.status < 300) accepted.push(`${name} (${res.status})`);
  }
  // After logout: the access token of the revoked session, and the refresh token rotated once and then reused.
  const rotated = await call('POST', '/api/account/refresh', { json: { refresh: fresh.refresh } });
  await call('POST', '/api/account/logout', { token: rotated.body.access, json: { refresh_token: rotated.body.refresh } });
  await sleep(200);
  const after = {
    'access token after logout': await bearer(rotated.body.access),
    'refresh token after logout': await call('POST', '/api/account/refresh', { json: { refresh: rotated.body.refresh } }),
    // Rotated away seconds ago: within the two-tabs grace window, but its session is over.
    'rotated-away refresh token after logout': await call('POST', '/api/account/refresh', { json: { refresh: fresh.refresh } }),
  };
  for (const [name, res] of Object.entries(after)) if (res.status >= 200 && res.status < 300) accepted.push(`${name} (${res.status})`);
  // /live handshakes.
  const handshake = (auth) =>
    new Promise((resolve) => {
      const socket = io(`${BASE}/live`, { path: '/socket.io', transports: ['websocket'], auth, reconnection: false, forceNew: true });
      socket.once('connect', () => {
        socket.close();
        resolve(true);
      });
      socket.once('connect_error', () => {
        socket.close();
        resolve(false);
      });
    });
  const liveCases = {
    '/live: no token': {},
    '/live: wrong secret': { token: signed({ sub: user.id, sid: decoded.sid, typ: 'access' }, 'y'.repeat(48)) },
    '/live: refresh token': { token: rotated.body.refresh },
    '/live: access token after logout': { token: rotated.body.access },
    '/live: expired': { token: signed({ sub: user.id, sid: decoded.sid, typ: 'access', exp: now - 60 }) },
    '/live: a session that never existed': { token: signed({ sub: user.id, sid: randomUUID(), typ: 'access' }, JWT_SECRET, { expiresIn: 300 }) },
  };
  for (const [name, auth] of Object.entries(liveCases)) if (await handshake(auth)) accepted.push(name);
  return { tried: Object.keys(cases).length + Object.keys(after).length + Object.keys(liveCases).length, accepted };
}

// ---------------------------------------------------------------------------------------------------------------
// 5. X-Forwarded-For against the per-IP sign-in limit (from one fresh source address).

async function forwardedFor() {
  const from = '127.0.0.77';
  const sent = AUTH_PER_IP + 10;
  let accepted = 0;
  for (let i = 0; i < sent; i += 1) {
    const res = await call('POST', '/api/account/sendotp', { from, headers: { 'x-forwarded-for': `198.51.100.${i + 1}` }, json: { email: `xff${i}@attack.example` } });
    if (res.status === 200) accepted += 1;
  }
  return { sent, accepted, limit: AUTH_PER_IP, bypassed: Math.max(0, accepted - AUTH_PER_IP) };
}

// ---------------------------------------------------------------------------------------------------------------
// 6. Sockets after logout: 10 sockets of one session, the session logged out, then an event for that user.

async function socketsAfterLogout(owner, requester) {
  const session = await signInFull(owner.email);
  const sockets = [];
  for (let i = 0; i < 10; i += 1) {
    const socket = io(`${BASE}/live`, { path: '/socket.io', transports: ['websocket'], auth: { token: session.access }, reconnection: false, forceNew: true });
    socket.received = 0;
    socket.onAny(() => {
      socket.received += 1;
    });
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    sockets.push(socket);
  }
  await sleep(300);
  for (const s of sockets) s.received = 0;
  await ok('POST', '/api/account/logout', { token: session.access, json: { refresh_token: session.refresh } });
  await sleep(1000);
  const connected = sockets.filter((s) => s.connected).length;
  // Something for the owner: a request for one of its items (a badge count and ownership:changed on /live).
  const item = (await ok('POST', '/api/inventory/additem', { token: owner.token, json: { product_id: owner.productId, no_of_item: 1, location: '1&1' } })).items[0].display_id;
  await ok('POST', '/api/inventory/requiststockitemowner', { token: requester.token, json: { stock_item: item } });
  await sleep(1000);
  const receiving = sockets.filter((s) => s.received > 0).length;
  for (const s of sockets) s.close();
  return { sockets: sockets.length, connected, receiving };
}

// ---------------------------------------------------------------------------------------------------------------
// 7. additem retried with the same Idempotency-Key, a call cut off mid-way, and what works afterwards.

async function retriedAdditem(brand) {
  const product = await ok('POST', '/api/product/addproduct', { token: brand.token, json: { ...PRODUCT, sku: 'RETRY-SKU' } });
  const count = async () => Number((await call('GET', `/api/inventory/getitems?product=${product.id}&limit=1`, { token: brand.token })).headers['x-total-count']);
  const body = { product_id: product.id, no_of_item: 10, location: '28.4595&77.0266' };
  const key = `rerun-${randomUUID()}`;
  const first = await call('POST', '/api/inventory/additem', { token: brand.token, headers: { 'idempotency-key': key }, json: body });
  const again = await call('POST', '/api/inventory/additem', { token: brand.token, headers: { 'idempotency-key': key }, json: body });
  const sameItems = JSON.stringify(first.body?.items) === JSON.stringify(again.body?.items);
  const otherBody = await call('POST', '/api/inventory/additem', { token: brand.token, headers: { 'idempotency-key': key }, json: { ...body, no_of_item: 3 } });
  // Ten calls of 10 items cut off by the client after a few milliseconds, each retried with its key.
  let cut = 0;
  for (let i = 0; i < 10; i += 1) {
    const cutKey = `rerun-cut-${randomUUID()}`;
    const controller = new AbortController();
    const pending = call('POST', '/api/inventory/additem', { token: brand.token, headers: { 'idempotency-key': cutKey }, json: body, signal: controller.signal }).catch(() => undefined);
    await sleep(2 + i);
    controller.abort();
    await pending;
    const retry = await call('POST', '/api/inventory/additem', { token: brand.token, headers: { 'idempotency-key': cutKey }, json: body });
    if (retry.status === 201 || retry.status === 200) cut += 1;
  }
  await sleep(300);
  const total = await count();
  const expected = 10 + cut * 10;
  const further = await call('POST', '/api/inventory/additem', { token: brand.token, json: { ...body, no_of_item: 2 } });
  const csv = multipart('csv_file', 'after.csv', Buffer.from(`product,status,batch,manufecture_date,expire_date,warranty\nRETRY-SKU,active,R1,2026-01-01,2031-01-01,2028-01-01\n`));
  const upload = await call('POST', '/api/inventory/uploadcsvtostock', { token: brand.token, ...csv });
  return {
    firstStatus: first.status,
    replayStatus: again.status,
    replayed: again.headers['idempotent-replayed'] === 'true' && sameItems,
    otherBodyStatus: otherBody.status,
    cutRetried: cut,
    items: total,
    expected,
    duplicates: total - expected,
    furtherAdditem: further.status,
    csvUpload: upload.status,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 8. Lockout: an attacker who knows the address asks codes and guesses from 20 IPs; can its owner still sign in?

async function lockout() {
  const email = 'victim@brand.example';
  const home = '127.0.0.10';
  const first = await signInFull(email, home);
  if (first.status !== 200) throw new Error(`victim sign-in ${first.status}`);
  // The owner asks for a code, then the attack starts before the owner types it.
  await ok('POST', '/api/account/sendotp', { from: home, json: { email } });
  const pendingCode = codeIn(mailsTo(email).pop());
  const wrong = pendingCode === '000000' ? '111111' : '000000';
  let codeRequests = 0;
  let guessesChecked = 0;
  let refused = 0;
  for (let ip = 0; ip < 20; ip += 1) {
    const from = `127.0.1.${ip + 1}`;
    for (let i = 0; i < 5; i += 1) {
      const res = await call('POST', '/api/account/sendotp', { from, json: { email } });
      if (res.status === 200) codeRequests += 1;
      else refused += 1;
    }
    for (let i = 0; i < 6; i += 1) {
      const res = await call('POST', '/api/account/login', { from, json: { email, otp: wrong } });
      if (res.status === 400) guessesChecked += 1;
      else refused += 1;
    }
  }
  const pending = await call('POST', '/api/account/login', { from: home, json: { email, otp: pendingCode } });
  const again = await signInFull(email, home);
  return { attackerIps: 20, codeRequests, guessesChecked, refused, pendingCodeWorks: pending.status === 200, newCodeFromHome: again.status === 200 };
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'attacks-'));
  const port = await freePort();
  server = new Server({
    dataDir,
    port,
    env: {
      // The server's own sign-in limits (the bench raises them); the general request limits stay raised so the
      // probes and the route sweep measure the attacks, not the per-minute budget.
      AUTH_PER_IP: String(AUTH_PER_IP),
      OTP_PER_ADDRESS: '5',
      // The sweep of every route with a 100,000-item company can take longer than the default 5 minutes.
      ACCESS_TOKEN_TTL: '7200',
    },
  });
  BASE = server.url;
  const results = {};
  try {
    log(`server on ${BASE}, DATA_DIR ${dataDir}`);
    await server.start();
    const a = await signIn('owner@maison-a.example', 'Alice A');
    const b = await signIn('rival@company-b.example', 'Bob B');
    const c = await signIn('buyer@company-c.example', 'Carol C');
    const stranger = await signIn('harvester@nowhere.example', 'Harvey');
    const brand2 = await signIn('ceo@brand-two.example', 'Brand Two');

    log('company A and its resources');
    const w = await companyA(a, c);
    log(`import of ${ROWS.toLocaleString('en')} rows`);
    results.import = await importStall(a, SECRET.sku, w.items[3]);
    log('export of the whole stock');
    results.export = await exportStall(a, w.items[3]);
    log('cross-company reads');
    results.reads = await crossCompanyReads(a, b, w);
    results.lists = await listReads(a, w);
    log('e-mails to a stranger');
    const p2 = await ok('POST', '/api/product/addproduct', { token: brand2.token, json: PRODUCT });
    const items2 = (await ok('POST', '/api/inventory/additem', { token: brand2.token, json: { product_id: p2.id, no_of_item: 1, location: '1&1' } })).items.map((i) => i.display_id);
    const pkg2 = (await ok('POST', '/api/inventory/createpackage', { token: brand2.token, json: { brand_name: 'B2', total_product: 1, manufecture_date: '2026-01-01', expire_date: '2030-01-01', details: '' } })).packege.display_id;
    results.emails = await emailsToStranger(
      [
        { ...a, item: w.items[3], pkg: w.pkg },
        { ...brand2, item: items2[0], pkg: pkg2 },
      ],
      stranger,
    );
    log('forged tokens');
    results.tokens = await forgedTokens(c, b);
    log('sockets after logout');
    results.sockets = await socketsAfterLogout({ ...a, productId: w.productId }, stranger);
    log('retried additem');
    results.retry = await retriedAdditem(brand2);
    log('X-Forwarded-For');
    results.xff = await forwardedFor();
    log('lockout');
    results.lockout = await lockout();
  } catch (error) {
    // Keep what was measured before the failure.
    log(`partial figures: ${JSON.stringify(results)}`);
    throw error;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (AS_JSON) {
    process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
    return;
  }
  printTable(results);
}

function printTable(r) {
  const mib = (v) => `${v.toFixed(0)} MiB`;
  const imp = r.import;
  const exp = r.export;
  const rows = [
    [
      `health during a ${ROWS.toLocaleString('en')}-row import (${imp.fileMiB.toFixed(1)} MiB CSV, ${imp.status} created ${imp.created} in ${imp.importSeconds.toFixed(1)} s)`,
      `worst ${imp.health.worst} ms, p99 ${imp.health.p99} ms (${imp.health.n} probes, ${imp.health.failed} failed)`,
    ],
    ['tracking lookup during the import', `worst ${imp.tracking.worst} ms, p99 ${imp.tracking.p99} ms (${imp.tracking.n} probes, ${imp.tracking.failed} failed)`],
    ['read models include the import', `${imp.caughtUpSeconds.toFixed(1)} s after the upload started`],
    [
      'server RSS during the import',
      `peak ${mib(imp.rssPeakMiB)} from ${mib(imp.rssBeforeMiB)}: +${mib(imp.rssPeakMiB - imp.rssBeforeMiB)} = ${((imp.rssPeakMiB - imp.rssBeforeMiB) / imp.fileMiB).toFixed(1)}× the file`,
    ],
    [
      `exportstock of the brand's ${(exp.rows ?? 0).toLocaleString('en')} rows (${exp.status}, ${exp.seconds.toFixed(1)} s)`,
      `health worst ${exp.health.worst} ms, p99 ${exp.health.p99} ms; tracking worst ${exp.tracking.worst} ms, p99 ${exp.tracking.p99} ms`,
    ],
    [
      'owners’ e-mails visible to a stranger (request lists, profiles, user lists)',
      `${r.emails.visible.length} of ${r.emails.owners} owners (${r.emails.requests} requests sent, ${r.emails.reads} reads)${r.emails.visible.length ? `: ${r.emails.visible.join('; ')}` : ''}`,
    ],
    [
      `getemailuser lookups of guessed addresses by one account (${r.emails.lookups.guesses} tried after the reads above)`,
      `${r.emails.lookups.answered} answered, the rest 429`,
    ],
    [
      `cross-company reads allowed (every GET route of the OpenAPI document, ${r.reads.routes} routes, A's ids in every parameter)`,
      `another company: ${r.reads.byCompany.length} of ${r.reads.tried}; no token: ${r.reads.anonymous.length} of ${r.reads.tried} (control: A's own token sees its data in ${r.reads.ownShown})`,
    ],
    [
      'slowest reads of the route sweep (3 passes: A, B, no token)',
      r.reads.slowest.map((x) => `${x.ms} ms ${x.who} ${x.url.split('?')[0]} (${x.status})`).join('; '),
    ],
    [
      `GET /api/epcis/events in the sweep (${r.reads.epcis.length} requests)`,
      r.reads.epcis.length ? `A: ${r.reads.epcis.filter((x) => x.who === 'A').map((x) => `${x.ms} ms (${x.status})`).join(', ')}; B and no token: worst ${Math.max(0, ...r.reads.epcis.filter((x) => x.who !== 'A').map((x) => x.ms))} ms` : 'not in the sweep',
    ],
    [
      'owned?q= (one good, every item) and user lists, brand of the import (median of 3)',
      (r.lists ?? []).map((x) => `${x.path.replace('/api/', '').replace(/q=inve[^&]+/, 'q=<one id>')} ${x.ms} ms (${x.count})`).join('; '),
    ],
    ['forged or misused tokens and keys accepted (HTTP and /live)', `${r.tokens.accepted.length} of ${r.tokens.tried}${r.tokens.accepted.length ? `: ${r.tokens.accepted.join('; ')}` : ''}`],
    [
      `X-Forwarded-For against the per-IP sign-in limit (${r.xff.limit}/window), one source IP`,
      `${r.xff.accepted} of ${r.xff.sent} accepted: ${r.xff.bypassed} beyond the limit`,
    ],
    ['sockets still receiving after logout', `${r.sockets.receiving} of ${r.sockets.sockets} (${r.sockets.connected} still connected)`],
    [
      'additem retried with the same Idempotency-Key (and 10 calls cut off mid-way, retried)',
      `${r.retry.duplicates} duplicate items (${r.retry.items} stored, ${r.retry.expected} expected); replay ${r.retry.replayStatus}${r.retry.replayed ? ' same items' : ' OTHER items'}; same key other body ${r.retry.otherBodyStatus}; then additem ${r.retry.furtherAdditem}, CSV upload ${r.retry.csvUpload}`,
    ],
    [
      `sign-in lockout of a known address from ${r.lockout.attackerIps} other IPs (5 code requests + 6 wrong guesses each)`,
      `owner's pending code ${r.lockout.pendingCodeWorks ? 'still works' : 'BURNT'}, new code from its own IP ${r.lockout.newCodeFromHome ? 'works' : 'REFUSED'}; attacker got ${r.lockout.codeRequests} codes sent and ${r.lockout.guessesChecked} guesses checked (${r.lockout.refused} refused)`,
    ],
  ];
  const width = Math.max(...rows.map(([what]) => what.length));
  const line = `${'-'.repeat(width)}-+-${'-'.repeat(60)}`;
  console.log(`${'attack'.padEnd(width)} | figure`);
  console.log(line);
  for (const [what, figure] of rows) console.log(`${what.padEnd(width)} | ${figure}`);
  const leaks = [...r.reads.byCompany.map((l) => `B: ${l}`), ...r.reads.anonymous.map((l) => `anonymous: ${l}`)];
  if (leaks.length) console.log(`\nreads that showed company A's private data:\n${leaks.join('\n')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
