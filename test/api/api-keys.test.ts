import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { EVENT_STORE, EventStore } from '../../services/platform/event-store/event-store.port';
import { LiveClient } from '../support/live-client';
import { PRODUCT, Session } from '../support/test-app';

const PER_MINUTE = 20;

describe('API keys: /api/account/apikeys, X-API-Key and Authorization: Api-Key', () => {
  const { t, alice, bob } = apiSuite({ alice: ['alice@keys.example', 'Alice Brand'], bob: ['bob@keys.example', 'Bob Buyer'] }, { API_KEY_PER_MINUTE: String(PER_MINUTE) });
  let store: EventStore;

  const create = (who: Session, body: object) => t.api().post('/api/account/apikeys').set(who.auth).send(body);
  const newKey = async (who: Session, scopes: string[], name = 'ERP') => (await create(who, { name, scopes }).expect(201)).body as { id: string; key: string; prefix: string };
  const eventCount = async () => (await store.readAll(undefined, 100_000)).length;

  beforeAll(async () => {
    store = t.app.get<EventStore>(EVENT_STORE, { strict: false });
    await t.api().post('/api/product/addproduct').set(alice.auth).send(PRODUCT).expect(201);
  });

  it('creates a key shown once, lists it without the key, and stores only its digest', async () => {
    const res = await create(alice, { name: 'Warehouse system', scopes: ['read'] }).expect(201);
    expect(res.body).toMatchObject({ id: expect.any(String), name: 'Warehouse system', prefix: expect.stringMatching(/^prv_[0-9a-f]{8}$/), scopes: ['read'] });
    expect(res.body.key.startsWith(`${res.body.prefix}_`)).toBe(true);
    expect(res.body.key.length).toBeGreaterThan(40);

    const list = await t.api().get('/api/account/apikeys').set(alice.auth).expect(200);
    const listed = list.body.find((k: { id: string }) => k.id === res.body.id);
    expect(listed).toEqual({ id: res.body.id, name: 'Warehouse system', prefix: res.body.prefix, scopes: ['read'], created_at: expect.any(String), last_used_at: null });
    expect(JSON.stringify(list.body)).not.toContain(res.body.key);
    const bobs = await t.api().get('/api/account/apikeys').set(bob.auth).expect(200);
    expect(bobs.body).toEqual([]);

    const stored = JSON.stringify((await store.readStream(`apikey-${res.body.id}`)).map((e) => e.data));
    expect(stored).not.toContain(res.body.key);
    expect(stored).toContain(res.body.prefix);
  });

  it('refuses bad bodies with the field messages and appends nothing', async () => {
    const before = await eventCount();
    expect((await create(alice, { scopes: ['read'] }).expect(400)).body).toEqual({ name: ['This field is required.'] });
    expect((await create(alice, { name: 'x', scopes: ['admin'] }).expect(400)).body.scopes).toEqual(['"read" and "write" are the only scopes.']);
    expect((await create(alice, { name: 'x', scopes: [] }).expect(400)).body.scopes).toBeDefined();
    await t.api().post('/api/account/apikeys').send({ name: 'x', scopes: ['read'] }).expect(401);
    expect(await eventCount()).toBe(before);
  });

  it('acts as the owner: a read key reads through either header, and gets 403 on writes with nothing appended', async () => {
    const { key } = await newKey(alice, ['read']);
    const viaHeader = await t.api().get('/api/product/getproducts').set('X-API-Key', key).expect(200);
    const viaAuth = await t.api().get('/api/product/getproducts').set('Authorization', `Api-Key ${key}`).expect(200);
    expect(viaHeader.body).toEqual(viaAuth.body);
    expect(JSON.stringify(viaHeader.body)).toContain(PRODUCT.sku);
    const me = await t.api().get('/api/account/getuser').set('X-API-Key', key).expect(200);
    expect(me.body.email).toBe('alice@keys.example');

    const before = await eventCount();
    const refused = await t.api().post('/api/product/addproduct').set('X-API-Key', key).send({ ...PRODUCT, sku: 'READ-ONLY' }).expect(403);
    expect(refused.body.detail).toMatch(/only read/);
    expect(await eventCount()).toBe(before);
  });

  it('a read and write key writes as the owner, but cannot mint or revoke keys', async () => {
    const { key, id } = await newKey(alice, ['read', 'write']);
    const made = await t.api().post('/api/product/addproduct').set('Authorization', `Api-Key ${key}`).send({ ...PRODUCT, sku: 'VIA-KEY' }).expect(201);
    const own = await t.api().get('/api/product/getproducts').set(alice.auth).expect(200);
    expect(JSON.stringify(own.body)).toContain(made.body.id);
    await t.api().post('/api/account/apikeys').set('X-API-Key', key).send({ name: 'child', scopes: ['read'] }).expect(403);
    await t.api().delete(`/api/account/apikeys/${id}`).set('X-API-Key', key).expect(403);
  });

  it('keeps last_used_at', async () => {
    const { key, id } = await newKey(alice, ['read'], 'Usage');
    await t.api().get('/api/product/getproducts').set('X-API-Key', key).expect(200);
    let listed: { last_used_at: string | null } | undefined;
    for (let i = 0; i < 50 && !listed?.last_used_at; i += 1) {
      const list = await t.api().get('/api/account/apikeys').set(alice.auth).expect(200);
      listed = list.body.find((k: { id: string }) => k.id === id);
      if (!listed?.last_used_at) await new Promise((r) => setTimeout(r, 50));
    }
    expect(Date.parse(listed!.last_used_at!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses unknown and revoked keys; only the owner revokes', async () => {
    await t.api().get('/api/product/getproducts').set('X-API-Key', 'prv_00000000_nope').expect(401);
    const { key, id } = await newKey(alice, ['read']);
    await t.api().get('/api/product/getproducts').set('X-API-Key', key).expect(200);
    await t.api().delete(`/api/account/apikeys/${id}`).set(bob.auth).expect(404);
    await t.api().get('/api/product/getproducts').set('X-API-Key', key).expect(200);
    await t.api().delete(`/api/account/apikeys/${id}`).set(alice.auth).expect(204);
    const refused = await t.api().get('/api/product/getproducts').set('X-API-Key', key).expect(401);
    expect(refused.body.detail).toMatch(/revoked/);
    await t.api().delete(`/api/account/apikeys/${id}`).set(alice.auth).expect(404);
    const list = await t.api().get('/api/account/apikeys').set(alice.auth).expect(200);
    expect(list.body.map((k: { id: string }) => k.id)).not.toContain(id);
  });

  it('rate limits each key on its own', async () => {
    const busy = await newKey(alice, ['read'], 'Busy');
    const calm = await newKey(alice, ['read'], 'Calm');
    for (let i = 0; i < PER_MINUTE; i += 1) await t.api().get('/api/product/getcategory').set('X-API-Key', busy.key).expect(200);
    const limited = await t.api().get('/api/product/getcategory').set('X-API-Key', busy.key).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.detail).toBeDefined();
    await t.api().get('/api/product/getcategory').set('X-API-Key', calm.key).expect(200);
    await t.api().get('/api/product/getcategory').set(alice.auth).expect(200);
  });

  it("pushes apikeys:changed to the owner's other sessions when a key is created, used and revoked", async () => {
    const live = new LiveClient(t.url, '/live', alice.access);
    try {
      await live.connected();
      const { id, key } = await newKey(alice, ['read'], 'Live');
      await live.next('apikeys:changed', (p: { change: string }) => p.change === 'created');
      await t.api().get('/api/product/getcategory').set('X-API-Key', key).expect(200);
      await live.next('apikeys:changed', (p: { change: string }) => p.change === 'used');
      await t.api().delete(`/api/account/apikeys/${id}`).set(alice.auth).expect(204);
      await live.next('apikeys:changed', (p: { change: string }) => p.change === 'revoked');
    } finally {
      live.socket.close();
    }
  });
});
