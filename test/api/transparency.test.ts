import 'reflect-metadata';
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../services/config/config';
import { createApp } from '../../services/platform/http/app.factory';
import {
  type Bundle,
  eventLeafHash,
  fromBase64,
  parseCheckpoint,
  verifyBundle,
  verifyConsistency,
  verifyInclusion,
  verifyNoteSignature,
} from '../../web/src/lib/transparency/tlog-verify.js';
import { rewriteStream } from '../support/rewrite-stream';
import { ROOT } from '../support/server-process';
import { Session, signInAt } from '../support/sign-in';
import { TEST_JWT_SECRET, productWithItems, type TestApp } from '../support/test-app';
import { tempDir } from '../support/temp-dir';

/** The real app on a DATA_DIR we keep, so a test can stop it, tamper with events.db and start it again. */
async function startOn(dataDir: string): Promise<TestApp & { app: INestApplication }> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', JWT_SECRET: TEST_JWT_SECRET });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  return { app, url, dataDir, api: () => request(app.getHttpServer()), close: () => app.close() };
}

/** The latest checkpoint, once it covers at least `size` leaves (one is signed each second while events arrive). */
async function checkpointOf(t: TestApp, size: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await t.api().get('/api/blockchain/checkpoint');
    if (res.status === 200 && parseCheckpoint(res.text).size >= size) return { note: res.text, ...parseCheckpoint(res.text), time: res.headers['x-checkpoint-time'] };
    if (Date.now() > deadline) throw new Error(`no checkpoint of ${size} leaves: ${res.status} ${res.text}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function runVerify(bundle: unknown): { status: number | null; output: string } {
  const dir = tempDir('bundle-');
  const file = join(dir.path, 'bundle.json');
  writeFileSync(file, JSON.stringify(bundle));
  const run = spawnSync('npm', ['run', '--silent', 'verify', '--', file], { cwd: ROOT, encoding: 'utf8' });
  dir.cleanup();
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

describe('transparency log: Merkle tree, signed checkpoints, proofs, audit bundles', () => {
  const dir = tempDir('tlog-');
  let t: TestApp;
  let alice: Session;
  let items: string[];
  let publicKey: string;

  beforeAll(async () => {
    t = await startOn(dir.path);
    alice = await signInAt(t.url, t.dataDir, 'alice@brand.example', 'Alice Brand');
    ({ items } = await productWithItems(t, alice, 2));
    publicKey = (await t.api().get('/api/blockchain/publickey').expect(200)).text.trim();
  });
  afterAll(async () => {
    await t?.close();
    dir.cleanup();
  });

  it('publishes a signed-note verifier key and a checkpoint signed with it', async () => {
    expect(publicKey).toMatch(/^[^+\s]+\+[0-9a-f]{8}\+[A-Za-z0-9+/=]{44}$/);
    const res = await t.api().get('/api/blockchain/publickey').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const cp = await checkpointOf(t, 1);
    expect(cp.note).toMatch(/^[^\n]+\n\d+\n[A-Za-z0-9+/=]{44}\n\n\u2014 \S+ [A-Za-z0-9+/=]+\n$/);
    expect(cp.origin).toBe(publicKey.split('+')[0]);
    expect(Date.parse(cp.time)).not.toBeNaN();
    expect(await verifyNoteSignature(cp.note, publicKey)).toBe(true);
  });

  it('gives every event of a history its leaf index, and a proof of it that leads to the signed root', async () => {
    const history = await t.api().get(`/api/provenance/${items[0]}`).expect(200);
    const indexes = history.body.events.map((e: { leaf_index: number }) => e.leaf_index);
    expect(indexes.every((i: unknown) => Number.isInteger(i))).toBe(true);
    const cp = await checkpointOf(t, Math.max(...indexes) + 1);
    for (const event of history.body.events) {
      const proof = await t.api().get(`/api/blockchain/proof/${event.hash}`).expect(200);
      expect(proof.body).toMatchObject({ leaf_index: event.leaf_index, tree_size: cp.size });
      expect(fromBase64(proof.body.leaf_hash)).toEqual(await eventLeafHash(event.hash));
      const ok = await verifyInclusion({
        leafIndex: proof.body.leaf_index,
        treeSize: proof.body.tree_size,
        leafHash: await eventLeafHash(event.hash),
        auditPath: proof.body.audit_path.map(fromBase64),
        root: cp.root,
      });
      expect(ok).toBe(true);
    }
    // An older tree size works too, as long as the event is in it.
    const last = history.body.events.at(-1);
    const older = await t.api().get(`/api/blockchain/proof/${last.hash}`).query({ tree_size: last.leaf_index + 1 }).expect(200);
    expect(older.body.tree_size).toBe(last.leaf_index + 1);
  });

  it('keeps every checkpoint and proves any two consistent', async () => {
    const first = await checkpointOf(t, 1);
    await productWithItems(t, alice, 1);
    const second = await checkpointOf(t, first.size + 2);
    const listed = await t.api().get('/api/blockchain/checkpoints').expect(200);
    expect(listed.body.count).toBeGreaterThanOrEqual(2);
    expect(listed.body.checkpoints[0]).toMatchObject({ tree_size: second.size, checkpoint: second.note });
    const sizes: number[] = listed.body.checkpoints.map((c: { tree_size: number }) => c.tree_size);
    expect(sizes).toContain(first.size);
    const proof = await t.api().get('/api/blockchain/consistency').query({ first: first.size, second: second.size }).expect(200);
    expect(proof.body).toMatchObject({ first: first.size, second: second.size });
    const ok = { first: first.size, second: second.size, firstRoot: first.root, secondRoot: second.root, proof: proof.body.proof.map(fromBase64) };
    expect(await verifyConsistency(ok)).toBe(true);
    expect(await verifyConsistency({ ...ok, firstRoot: second.root })).toBe(false);
  });

  it('answers bad proof requests with the documented errors', async () => {
    const cp = await checkpointOf(t, 1);
    expect((await t.api().get('/api/blockchain/proof/nothex').expect(400)).body).toHaveProperty('hash');
    expect((await t.api().get(`/api/blockchain/proof/${'ab'.repeat(32)}`).expect(404)).body).toHaveProperty('detail');
    const history = await t.api().get(`/api/provenance/${items[0]}`).expect(200);
    const hash = history.body.events[0].hash;
    expect((await t.api().get(`/api/blockchain/proof/${hash}`).query({ tree_size: cp.size + 1000 }).expect(400)).body).toHaveProperty('tree_size');
    expect((await t.api().get(`/api/blockchain/proof/${hash}`).query({ tree_size: 'many' }).expect(400)).body).toHaveProperty('tree_size');
    expect((await t.api().get('/api/blockchain/consistency').expect(400)).body).toMatchObject({ first: expect.any(Array), second: expect.any(Array) });
    expect((await t.api().get('/api/blockchain/consistency').query({ first: 3, second: 2 }).expect(400)).body).toHaveProperty('first');
    expect((await t.api().get('/api/blockchain/consistency').query({ first: 1, second: cp.size + 1000 }).expect(400)).body).toHaveProperty('second');
    expect((await t.api().get('/api/blockchain/consistency').query({ first: 0, second: 1 }).expect(400)).body).toHaveProperty('first');
  });

  it('serves an audit bundle that verifies offline; data only for signed-in users', async () => {
    const signed = await t.api().get(`/api/provenance/${items[0]}/bundle`).set(alice.auth).expect(200);
    const bundle: Bundle = signed.body;
    expect(bundle).toMatchObject({ display_id: items[0], stream: `stockitem-${items[0]}`, public_key: publicKey });
    expect(bundle.events[0].data).toBeDefined();
    const report = await verifyBundle(bundle);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.checks.map((c) => c.check)).toEqual(['signature', 'chain', 'hash', 'inclusion']);
    const anonymous = await t.api().get(`/api/provenance/${items[0]}/bundle`).expect(200);
    expect(anonymous.body.events[0]).not.toHaveProperty('data');
    expect((await verifyBundle(anonymous.body)).ok).toBe(true);
    const cli = runVerify(bundle);
    expect(cli.output).toContain('verified');
    expect(cli.status).toBe(0);
    await t.api().get('/api/provenance/INVE999999/bundle').expect(404);
  });

  it('explorer: all streams newest first, paged, filtered by category; personal streams stay out', async () => {
    await t.api().get('/api/blockchain/allstreams').expect(401);
    const all = await t.api().get('/api/blockchain/allstreams').set(alice.auth).expect(200);
    expect(all.body.count).toBeGreaterThanOrEqual(5);
    const categories = new Set(all.body.streams.map((s: { category: string }) => s.category));
    for (const hidden of ['otp', 'session', 'useremail', 'sequence']) expect(categories.has(hidden)).toBe(false);
    const times = all.body.streams.map((s: { updated_at: string }) => Date.parse(s.updated_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const items = await t.api().get('/api/blockchain/allstreams').query({ category: 'items', limit: 1, offset: 1 }).set(alice.auth).expect(200);
    expect(items.body.streams).toHaveLength(1);
    expect(items.body.streams[0]).toMatchObject({ category: 'stockitem', display_id: expect.stringMatching(/^INVE/), length: expect.any(Number), head_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(items.body.count).toBeGreaterThanOrEqual(3);
    expect((await t.api().get('/api/blockchain/allstreams').query({ category: 'sessions' }).set(alice.auth).expect(400)).body).toHaveProperty('category');
    expect((await t.api().get('/api/blockchain/allstreams').query({ limit: 1000 }).set(alice.auth).expect(400)).body).toHaveProperty('limit');
  });

  it('explorer search: by event hash, display id or stream name; nothing of personal streams', async () => {
    const history = await t.api().get(`/api/provenance/${items[0]}`).expect(200);
    const byHash = await t.api().get('/api/blockchain/search').query({ q: history.body.events[0].hash.toUpperCase() }).set(alice.auth).expect(200);
    expect(byHash.body).toMatchObject({ kind: 'event', stream: `stockitem-${items[0]}`, display_id: items[0], revision: 0 });
    const byId = await t.api().get('/api/blockchain/search').query({ q: items[0].toLowerCase() }).set(alice.auth).expect(200);
    expect(byId.body).toMatchObject({ kind: 'stream', display_id: items[0], verified: true });
    expect(byId.body.events[0]).toHaveProperty('data');
    const user = await t.api().get('/api/blockchain/search').query({ q: `user-${alice.id}` }).set(alice.auth).expect(200);
    expect(user.body).toMatchObject({ kind: 'stream', stream: `user-${alice.id}`, verified: true });
    expect(user.body.events[0]).not.toHaveProperty('data');
    await t.api().get('/api/blockchain/search').query({ q: 'otp-0123' }).set(alice.auth).expect(404);
    await t.api().get('/api/blockchain/search').query({ q: 'x'.repeat(500) }).set(alice.auth).expect(400);
    await t.api().get('/api/blockchain/search').set(alice.auth).expect(400);
  });

  it('time travel: ?at= lists the events up to then and the state they leave', async () => {
    const bob = await signInAt(t.url, t.dataDir, 'bob@shop.example', 'Bob Buyer');
    const requested = await t.api().post('/api/inventory/requiststockitemowner').set(bob.auth).send({ stock_item: items[0] }).expect(201);
    await t.api().post('/api/inventory/approveitemowner').set(alice.auth).send({ request_id: requested.body.request_id }).expect(200);
    const full = await t.api().get(`/api/provenance/${items[0]}`).expect(200);
    const registeredAt = full.body.events[0].time;
    const then = await t.api().get(`/api/provenance/${items[0]}`).query({ at: registeredAt }).expect(200);
    expect(then.body.events.map((e: { type: string }) => e.type)).toEqual(['StockItemRegistered']);
    expect(then.body.state).toEqual({ owner: { fullname: 'Alice Brand' }, location: expect.any(String), container: null, status: 'in_stock' });
    expect(then.body.verified).toBe(true);
    const now = await t.api().get(`/api/provenance/${items[0]}`).query({ at: new Date(Date.now() + 1000).toISOString() }).expect(200);
    expect(now.body.events).toHaveLength(full.body.events.length);
    expect(now.body.state.owner).toEqual({ fullname: 'Bob Buyer' });
    expect(JSON.stringify(now.body.state)).not.toContain('@');
    const before = await t.api().get(`/api/provenance/${items[0]}`).query({ at: '2000-01-01T00:00:00Z' }).expect(200);
    expect(before.body).toMatchObject({ events: [], state: { owner: null, status: 'in_stock' } });
    for (const bad of ['yesterday', '2025-13-45T00:00:00Z', 'x'.repeat(100)]) {
      expect((await t.api().get(`/api/provenance/${items[0]}`).query({ at: bad }).expect(400)).body).toHaveProperty('at');
    }
  });

  it('a byte changed in events.db fails `npm run verify` and the shared check, naming the event', async () => {
    const before = (await t.api().get(`/api/provenance/${items[1]}/bundle`).set(alice.auth).expect(200)).body as Bundle;
    expect((await verifyBundle(before)).ok).toBe(true);
    await t.close();
    const db = new Database(join(dir.path, 'events.db'));
    const row = db.prepare('SELECT position, data FROM events WHERE stream = ? AND revision = 0').get(`stockitem-${items[1]}`) as { position: number; data: string };
    // One byte of the registration's data: its location's first digit.
    const tampered = row.data.replace(/"location":"(\d)/, (_m, d: string) => `"location":"${(Number(d) + 1) % 10}`);
    expect(tampered).not.toBe(row.data);
    db.prepare('UPDATE events SET data = ? WHERE position = ?').run(tampered, row.position);
    db.close();
    t = await startOn(dir.path);
    const after = (await t.api().get(`/api/provenance/${items[1]}/bundle`).set(alice.auth).expect(200)).body as Bundle;
    const report = await verifyBundle(after);
    expect(report.ok).toBe(false);
    expect(report.checks.find((c) => !c.ok)).toMatchObject({ check: 'hash', detail: expect.stringContaining('event 0 (StockItemRegistered)') });
    const cli = runVerify(after);
    expect(cli.status).toBe(1);
    expect(cli.output).toMatch(/FAILED hash: event 0 \(StockItemRegistered\)/);
    expect(cli.output).toContain('verification FAILED: hash');
  });

  it('a stream rewritten with recomputed hashes (tree rebuilt, checkpoints replaced) verifies on its own but fails consistency with an earlier checkpoint', async () => {
    const remembered = await checkpointOf(t, 1);
    await t.close();
    // The intruder: new content for the item's registration, every hash of the stream recomputed, the read
    // models and the kept checkpoints thrown away so the log rebuilds and re-signs a self-consistent tree.
    const db = new Database(join(dir.path, 'events.db'));
    const stream = `stockitem-${items[1]}`;
    rewriteStream(db, stream, '48.8566&2.3522');
    db.close();
    for (const f of readdirSync(dir.path)) if (/^(readmodels|checkpoints)\.db/.test(f)) rmSync(join(dir.path, f));
    t = await startOn(dir.path);
    const now = await checkpointOf(t, remembered.size);
    const history = await t.api().get(`/api/provenance/${items[1]}`).expect(200);
    expect(history.body.verified).toBe(true);
    // On its own the rewritten history checks out: chain, hashes, inclusion, signature by the same key...
    const bundle = (await t.api().get(`/api/provenance/${items[1]}/bundle`).set(alice.auth).expect(200)).body as Bundle;
    expect((await verifyBundle(bundle)).ok).toBe(true);
    // ...but the log cannot prove its new tree extends the one it signed before.
    expect(now.root).not.toEqual(remembered.root);
    const proof = await t.api().get('/api/blockchain/consistency').query({ first: remembered.size, second: now.size }).expect(200);
    const consistent = await verifyConsistency({
      first: remembered.size,
      second: now.size,
      firstRoot: remembered.root,
      secondRoot: now.root,
      proof: proof.body.proof.map(fromBase64),
    });
    expect(consistent).toBe(false);
  });
});
