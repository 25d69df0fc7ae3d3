import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { EVENT_STORE, EventStore } from '../../services/platform/event-store/event-store.port';
import { LiveClient } from '../support/live-client';
import { productWithItems } from '../support/test-app';

const PACKAGE = { brand_name: 'Rolex', total_product: 2, manufecture_date: '2026-01-10', expire_date: '2036-01-10', details: 'Boutique shipment' };
const ADDRESS = 'Sector 29, Gurugram, Haryana 122001, India';

describe('counterfeit reports: public complaint, the brand and owner lists, the report, live updates', () => {
  const { t, sockets, alice, bob, carol } = apiSuite({ alice: ['alice@brand.example', 'Alice Brand'], bob: ['bob@shop.example', 'Bob Buyer'], carol: ['carol@elsewhere.example', 'Carol'] }, { PUBLIC_FORMS_PER_IP: '6', TRUST_PROXY: 'loopback' });
  let store: EventStore;
  let items: string[];
  let packageId: string;
  let ipCounter = 0;
  /** Each test its own client address, so the per-IP limit is tested on purpose only. */
  const newIp = () => `203.0.113.${++ipCounter}`;
  let ip = '';
  const complain = (body: unknown, from = ip) => t.api().post('/api/inventory/complain').set('X-Forwarded-For', from).send(body as object);
  const eventCount = async () => (await store.readAll(undefined, 100_000)).length;

  beforeAll(async () => {
    store = t.app.get<EventStore>(EVENT_STORE, { strict: false });
    ({ items } = await productWithItems(t, alice, 3));
    packageId = (await t.api().post('/api/inventory/createpackage').set(alice.auth).send(PACKAGE).expect(201)).body.packege.display_id;
  });
  beforeEach(() => {
    ip = newIp();
  });

  it('records a report about one of our items on its stream, in its verified provenance', async () => {
    const res = await complain({ address: ADDRESS, item: items[0], query: 'Different owner detected' }).expect(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), msg: 'complaint successfully registered' });
    const stream = await store.readStream(`stockitem-${items[0]}`);
    expect(stream.at(-1)).toMatchObject({
      type: 'CounterfeitReported',
      data: { complaintId: res.body.id, displayId: items[0], reason: 'Different owner detected', address: ADDRESS, known: true, ownerId: alice.id },
    });
    const provenance = await t.api().get(`/api/provenance/${items[0]}`).expect(200);
    expect(provenance.body.verified).toBe(true);
    expect(provenance.body.events.at(-1).type).toBe('CounterfeitReported');
    // The reporter's location stays private, even for signed-in viewers of the history.
    const signedIn = await t.api().get(`/api/provenance/${items[0]}`).set(alice.auth).expect(200);
    expect(signedIn.body.verified).toBe(true);
    expect(signedIn.body.events.at(-1).data).toMatchObject({ reason: 'Different owner detected' });
    expect(signedIn.body.events.at(-1).data).not.toHaveProperty('address');
  });

  it('accepts a report about an id we never issued, on a stream of its own; the id is trimmed and upper-cased', async () => {
    const res = await complain({ address: '', item: '  inve999999 ', query: 'Others' }).expect(201);
    expect(await store.readStream(`stockitem-INVE999999`)).toEqual([]);
    const own = await store.readStream(`complaint-${res.body.id}`);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ type: 'CounterfeitReported', data: { displayId: 'INVE999999', known: false, ownerId: '', reason: 'Others' } });
  });

  it('accepts a missing or null address (the device location may be refused)', async () => {
    await complain({ item: items[1], query: 'Location-based issue' }).expect(201);
    await complain({ item: items[1], query: 'Batch ID related issue', address: null }).expect(201);
  });

  it('refuses bad inputs with field messages and stores nothing', async () => {
    const before = await eventCount();
    expect((await complain({}).expect(400)).body).toEqual({ item: ['This field is required.'], query: ['This field is required.'] });
    expect((await complain({ item: 'ABC123', query: 'Others' }).expect(400)).body.item).toEqual([
      'Enter a valid product id (starting with INVE or PACK).',
    ]);
    expect((await complain({ item: items[0], query: 'Too cheap' }).expect(400)).body.query).toEqual(['"Too cheap" is not a valid choice.']);
    expect((await complain({ item: items[0], query: 'Others', address: 'x'.repeat(501) }).expect(400)).body.address).toEqual([
      'Ensure this field has no more than 500 characters.',
    ]);
    expect((await complain({ item: 42, query: 'Others' }).expect(400)).body.item).toEqual(['Not a valid string.']);
    expect((await complain([]).expect(400)).body).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] });
    expect(await eventCount()).toBe(before);
  });

  it('limits reports per IP with 429 and Retry-After, other addresses unaffected', async () => {
    for (let i = 0; i < 6; i += 1) await complain({ item: items[2], query: 'Others' });
    const limited = await complain({ item: items[2], query: 'Others' }).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.detail).toMatch(/throttled/);
    await complain({ item: items[2], query: 'Others' }, newIp()).expect(201);
  });

  it('lists complaints to the brand newest first, paged, and to nobody else', async () => {
    await t.api().get('/api/inventory/complain').expect(401);
    const all = await t.api().get('/api/inventory/complain').set(alice.auth).expect(200);
    const total = Number(all.headers['x-total-count']);
    expect(total).toBe(all.body.length);
    expect(total).toBeGreaterThanOrEqual(10);
    // The report about an unknown id belongs to nobody.
    expect(all.body.some((c: { item: string }) => c.item === 'INVE999999')).toBe(false);
    const dates = all.body.map((c: { created_at: string }) => c.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.body.at(-1)).toEqual({
      id: expect.any(String),
      item: items[0],
      display_id: items[0],
      kind: 'item',
      query: 'Different owner detected',
      reason: 'Different owner detected',
      address: ADDRESS,
      created_at: expect.any(String),
      status: 'open',
      relation: 'brand_owner',
    });
    const page = await t.api().get('/api/inventory/complain?limit=2&offset=1').set(alice.auth).expect(200);
    expect(page.body.map((c: { id: string }) => c.id)).toEqual(all.body.slice(1, 3).map((c: { id: string }) => c.id));
    await t.api().get('/api/inventory/complain?limit=0').set(alice.auth).expect(400);
    expect((await t.api().get('/api/inventory/complain').set(bob.auth).expect(200)).body).toEqual([]);
  });

  it('moves an item’s complaints to its new owner (the brand keeps them) and pushes report:updated live', async () => {
    const bobLive = new LiveClient(t.url, '/live', bob.access);
    const aliceLive = new LiveClient(t.url, '/live', alice.access);
    sockets.push(bobLive, aliceLive);
    await Promise.all([bobLive.connected(), aliceLive.connected()]);
    await t.api().post('/api/inventory/makeowner').set(alice.auth).send({ email: 'bob@shop.example', inventory_id: items[0] }).expect(200);
    expect(await bobLive.next('report:updated')).toEqual({ report: 'counterfeit' });
    const bobs = await t.api().get('/api/inventory/complain').set(bob.auth).expect(200);
    expect(bobs.body).toHaveLength(1);
    expect(bobs.body[0]).toMatchObject({ item: items[0], relation: 'owner' });
    const alices = await t.api().get('/api/inventory/complain').set(alice.auth).expect(200);
    expect(alices.body.find((c: { item: string }) => c.item === items[0]).relation).toBe('brand');

    aliceLive.clear();
    bobLive.clear();
    await complain({ item: items[0], query: 'Location-based issue', address: 'Connaught Place, New Delhi' }).expect(201);
    expect(await aliceLive.next('report:updated')).toEqual({ report: 'counterfeit' });
    expect(await bobLive.next('report:updated')).toEqual({ report: 'counterfeit' });
    expect((await t.api().get('/api/inventory/complain').set(bob.auth).expect(200)).body[0]).toMatchObject({
      item: items[0],
      reason: 'Location-based issue',
      address: 'Connaught Place, New Delhi',
    });
    expect((await t.api().get('/api/inventory/complain').set(carol.auth).expect(200)).body).toEqual([]);
  });

  it('records reports about packages on the package stream', async () => {
    await complain({ item: packageId.toLowerCase(), query: 'Batch ID related issue', address: ADDRESS }).expect(201);
    expect((await store.readStream(`package-${packageId}`)).at(-1)?.type).toBe('CounterfeitReported');
    const list = await t.api().get('/api/inventory/complain?limit=1').set(alice.auth).expect(200);
    expect(list.body[0]).toMatchObject({ item: packageId, kind: 'package', reason: 'Batch ID related issue' });
  });

  it('summarises the counterfeit report per user: totals by reason and by month, latest first', async () => {
    await t.api().get('/api/reports/counterfeit').expect(401);
    const alices = (await t.api().get('/api/reports/counterfeit').set(alice.auth).expect(200)).body;
    const list = (await t.api().get('/api/inventory/complain').set(alice.auth).expect(200)).body as { reason: string; created_at: string }[];
    expect(alices.report).toBe('counterfeit');
    expect(alices.total).toBe(list.length);
    expect(alices.by_reason.map((r: { reason: string }) => r.reason)).toEqual([
      'Location-based issue',
      'Different owner detected',
      'Batch ID related issue',
      'Others',
    ]);
    for (const { reason, count } of alices.by_reason) expect(count).toBe(list.filter((c) => c.reason === reason).length);
    const month = new Date().toISOString().slice(0, 7);
    expect(alices.by_month).toEqual([{ month, count: list.length }]);
    expect(alices.latest).toHaveLength(5);
    expect(alices.latest[0]).toEqual((await t.api().get('/api/inventory/complain?limit=1').set(alice.auth)).body[0]);

    const bobs = (await t.api().get('/api/reports/counterfeit').set(bob.auth).expect(200)).body;
    expect(bobs.total).toBe(2);
    expect(bobs.by_reason).toContainEqual({ reason: 'Different owner detected', count: 1 });
    expect(bobs.by_reason).toContainEqual({ reason: 'Location-based issue', count: 1 });
    const carols = (await t.api().get('/api/reports/counterfeit').set(carol.auth).expect(200)).body;
    expect(carols).toMatchObject({ total: 0, by_month: [], latest: [] });
  });
});
