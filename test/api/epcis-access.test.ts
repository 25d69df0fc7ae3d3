import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { PACKAGE } from '../support/goods';
import { Session, productWithItems } from '../support/test-app';

type EpcisEvent = { type: string; bizStep?: string; epcList?: string[]; parentID?: string; childEPCs?: string[] };
type QueryDocument = { epcisBody: { queryResults: { resultsBody: { eventList: EpcisEvent[] } } } };

/**
 * The EPCIS query pages a user's events from an access list the projection keeps (issue 20: a brand of 100,000
 * goods waited 12-14 s for every page). That list must follow ownership as the query used to compute it: the
 * registrant and the owner now see a good's whole history, a former owner sees it no longer.
 */
describe('EPCIS query: who sees which events follows ownership', () => {
  const { t, alice, bob, carol } = apiSuite({ alice: ['alice@epcis-access.example', 'Alice Brand'], bob: ['bob@epcis-access.example', 'Bob Retail'], carol: ['carol@epcis-access.example', 'Carol'] });
  let items: string[];
  let pkg: string;
  const events = async (who: Session, q = '') => ((await t.api().get(`/api/epcis/events${q}`).set(who.auth).expect(200)).body as QueryDocument).epcisBody.queryResults.resultsBody.eventList;
  const about = (list: EpcisEvent[], id: string) => list.filter((e) => e.epcList?.some((epc) => epc.endsWith(`/${id}`)) || e.parentID?.endsWith(`/${id}`) || e.childEPCs?.some((epc) => epc.endsWith(`/${id}`)));

  beforeAll(async () => {
    ({ items } = await productWithItems(t, alice, 3));
    pkg = (await t.api().post('/api/inventory/createpackage').set(alice.auth).send(PACKAGE).expect(201)).body.packege.display_id;
    await t.api().post('/api/inventory/additemtopackage').set(alice.auth).send({ package: pkg, content_data: [{ type: 'item', id: items[0] }] }).expect(200);
    // items[1]: Alice → Bob → Carol.
    await t.api().post('/api/inventory/makeowner').set(alice.auth).send({ email: 'bob@epcis-access.example', inventory_id: items[1] }).expect(200);
    await t.api().post('/api/inventory/makeowner').set(bob.auth).send({ email: 'carol@epcis-access.example', inventory_id: items[1] }).expect(200);
    // The package, with items[0] in it, to Bob.
    const requested = await t.api().post('/api/inventory/requistpackageowner').set(bob.auth).send({ package: pkg }).expect(201);
    await t.api().post('/api/inventory/approvepackageowner').set(alice.auth).send({ request_id: requested.body.request_id }).expect(200);
  });

  it('shows the owner now the whole history, the registrant everything, and a former owner nothing more', async () => {
    const carols = await events(carol);
    expect(about(carols, items[1]).map((e) => e.bizStep ?? e.type)).toEqual(['commissioning', 'TransactionEvent', 'TransactionEvent']);
    expect(carols).toHaveLength(3);

    const bobs = await events(bob);
    // Bob handed items[1] on: none of its events through it any more.
    expect(about(bobs, items[1])).toEqual([]);
    // He owns the package and what is in it: their commissioning, the packing (once), the package's transfer.
    expect(about(bobs, items[0]).map((e) => e.bizStep ?? e.type)).toEqual(['commissioning', 'packing']);
    expect(about(bobs, pkg).map((e) => e.bizStep ?? e.type)).toEqual(['commissioning', 'packing', 'TransactionEvent']);
    expect(about(bobs, items[2])).toEqual([]);
    expect(bobs).toHaveLength(4);

    const alices = await events(alice);
    // The registrant: all of it (3 goods + the package commissioned, the packing, 3 transfers).
    expect(alices).toHaveLength(8);
    expect(new Set(alices.map((e) => JSON.stringify(e))).size).toBe(8);
  });

  it('counts an event once per party, however many of its goods they see it through, and pages it once', async () => {
    const page1 = await t.api().get('/api/epcis/events?perPage=2').set(bob.auth).expect(200);
    const next = /<([^>]+)>; rel="next"/.exec(page1.headers.link ?? '')![1];
    const page2 = await t.api().get(new URL(next).pathname + new URL(next).search).set(bob.auth).expect(200);
    const ids = [page1, page2].flatMap((r) => (r.body as QueryDocument).epcisBody.queryResults.resultsBody.eventList.map((e) => JSON.stringify(e)));
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    expect(page2.headers.link).toBeUndefined();
    expect(await events(bob, '?eventType=AggregationEvent')).toHaveLength(1);
    expect(await events(carol, '?eventType=AggregationEvent,TransactionEvent')).toHaveLength(2);
  });
});
