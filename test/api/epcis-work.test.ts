import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EPCIS_EVENTS, EPCIS_SUBJECTS, grant } from '../../services/integrations/projections/epcis.projection';
import { EmbeddedReadStore } from '../../services/platform/read-store/embedded-read-store.adapter';
import { READ_STORE } from '../../services/platform/read-store/read-store.port';
import { countStoreAnswers } from '../support/store-answers';
import { apiSuite } from '../support/api-suite';
import { productWithItems } from '../support/test-app';

/** Other companies' EPCIS events in the store beside the user's own. */
const OTHERS = 5_000;
/** Goods of one brand: more than the query looks up one by one through the `subjects` index. */
const MANY = 2_500;

type Body = { epcisBody: { queryResults: { resultsBody: { eventList: { eventID: string; eventTime: string; epcList?: string[] }[] } } } };
const eventsOf = (body: Body) => body.epcisBody.queryResults.resultsBody.eventList;

/**
 * Issue 20: the EPCIS query of a brand holding 100,000 items held the event loop for minutes (its
 * `subjects: {$in: <every id>}` filter compared each stored event with the whole list), and every user's query
 * read and parsed every stored EPCIS event. The read models are written straight through the read store, as the
 * projection writes them, beside goods made through the API.
 */
describe('EPCIS query work: what a query reads grows with the user\'s goods, not with the whole store', () => {
  const { t, small, big } = apiSuite({ small: ['small@epcis-work.example', 'Small Brand'], big: ['big@epcis-work.example', 'Big Brand'] });
  let store: EmbeddedReadStore;
  let mine: string[];

  beforeAll(async () => {
    ({ items: mine } = await productWithItems(t, small, 2));
    store = t.app.get(READ_STORE, { strict: false });
    expect(store).toBeInstanceOf(EmbeddedReadStore);
    const seed = async (owner: string, label: string, prefix: string, n: number, from: number) =>
      store.applyBatch(
        {},
        async (w) => {
          for (let i = 0; i < n; i += 1) {
            const id = `${prefix}${String(i).padStart(7, '0')}`; // INVE + 8 digits: a display id the query accepts
            // Two goods per second, so the order breaks ties by event id.
            const time = new Date(from + Math.floor(i / 2) * 1000).toISOString();
            await w.updateOne(EPCIS_SUBJECTS, { _id: id }, { $set: { kind: 'item', registrant_id: owner, owner_id: owner, gtin: '', warehouse_id: '' } }, { upsert: true });
            await w.updateOne(
              EPCIS_EVENTS,
              { _id: `urn:uuid:${label}-${i}` },
              { $set: { type: 'ObjectEvent', action: 'ADD', biz_step: 'commissioning', disposition: 'active', subjects: [id], event_time: time } },
              { upsert: true },
            );
            await grant(w, owner, { _id: `urn:uuid:${label}-${i}`, event_time: time, type: 'ObjectEvent' }, 1);
          }
        },
        { defer: true },
      );
    await seed('someone-else', 'others', 'INVE8', OTHERS, Date.parse('2026-01-01T00:00:00.000Z'));
    await seed(big.id, 'bigbrand', 'INVE9', MANY, Date.parse('2025-01-01T00:00:00.000Z'));
    await store.flush();
  }, 120_000);

  it("reads the events of a few goods through the index, not every stored event", async () => {
    const before = store.readStats.documents;
    const res = await t.api().get('/api/epcis/events').set(small.auth).expect(200);
    const read = store.readStats.documents - before;
    const events = eventsOf(res.body as Body);
    expect(events.length).toBeGreaterThanOrEqual(2);
    for (const id of mine) expect(events.some((e) => e.epcList?.some((epc) => epc.endsWith(`/${id}`)))).toBe(true);
    expect(events.every((e) => !e.epcList?.some((epc) => /INVE[89]\d{7}$/.test(epc)))).toBe(true);
    // Before: every stored EPCIS event (more than OTHERS + MANY) was read and parsed for this one query.
    expect(read).toBeLessThan(200);
  });

  it('pages through the many goods of a brand in order, no event lost or repeated', async () => {
    const seen: string[] = [];
    let times: string[] = [];
    // Printed, not asserted (timings on a shared machine): the longest the event loop went without turning.
    let last = performance.now();
    let held = 0;
    const timer = setInterval(() => {
      held = Math.max(held, performance.now() - last);
      last = performance.now();
    }, 5);
    const started = performance.now();
    for (let next: string | undefined = '/api/epcis/events?perPage=1000'; next; ) {
      const res = await t.api().get(next).set(big.auth).expect(200);
      const page = eventsOf(res.body as Body);
      seen.push(...page.map((e) => e.eventID));
      times = times.concat(page.map((e) => e.eventTime));
      const link = /^<([^>]+)>; rel="next"$/.exec(res.headers.link ?? '');
      next = link ? new URL(link[1]).pathname + new URL(link[1]).search : undefined;
      expect(seen.length).toBeLessThanOrEqual(MANY);
    }
    clearInterval(timer);
    console.log(`EPCIS pages of ${MANY} goods: ${Math.round(performance.now() - started)} ms, event loop held at most ${Math.round(held)} ms`);
    expect(seen).toHaveLength(MANY);
    expect(new Set(seen).size).toBe(MANY);
    expect(seen.every((id) => id.startsWith('urn:uuid:bigbrand-'))).toBe(true);
    expect(times).toEqual([...times].sort());
    // Ties on the time are ordered by event id.
    expect(seen.slice(0, 2)).toEqual(['urn:uuid:bigbrand-0', 'urn:uuid:bigbrand-1'].sort());
  });

  afterEach(() => vi.restoreAllMocks());

  it("reads only a page's events for a page of a brand's history, first, deep or from a time", async () => {
    const answers = countStoreAnswers(store);
    const read = async (url: string) => {
      const before = answers.returned;
      const res = await t.api().get(url).set(big.auth).expect(200);
      return { read: answers.returned - before, events: eventsOf(res.body as Body), link: res.headers.link as string | undefined };
    };
    const first = await read('/api/epcis/events?perPage=50');
    expect(first.events[0].eventID).toBe('urn:uuid:bigbrand-0');
    expect(first.events).toHaveLength(50);
    // Before: the ids of all the brand's 2,500 goods and every one of their events, for any page.
    expect(first.read).toBeLessThan(250);
    // A deep page by its token, and a page from a time in the middle of the history.
    const token = Buffer.from(JSON.stringify(['2025-01-01T00:20:00.000Z', 'urn:uuid:bigbrand-2400'])).toString('base64url');
    const deep = await read(`/api/epcis/events?perPage=50&nextPageToken=${token}`);
    expect(deep.events[0].eventID).toBe('urn:uuid:bigbrand-2401');
    expect(deep.events).toHaveLength(50);
    expect(deep.read).toBeLessThan(250);
    const middle = await read('/api/epcis/events?perPage=50&GE_eventTime=2025-01-01T00:10:00Z&LT_eventTime=2025-01-01T00:10:05Z');
    expect(middle.events.map((e) => e.eventID).sort()).toEqual([1200, 1201, 1202, 1203, 1204, 1205, 1206, 1207, 1208, 1209].map((i) => `urn:uuid:bigbrand-${i}`).sort());
    expect(middle.link).toBeUndefined();
    expect(middle.read).toBeLessThan(250);
    const typed = await read('/api/epcis/events?perPage=50&eventType=ObjectEvent,TransactionEvent');
    expect(typed.events).toHaveLength(50);
    expect(typed.read).toBeLessThan(250);
    expect((await read('/api/epcis/events?perPage=50&eventType=AggregationEvent')).events).toHaveLength(0);
  });

  it('answers one good of the brand by its EPC without the others', async () => {
    const res = await t.api().get('/api/epcis/events?MATCH_epc=INVE90001234').set(big.auth).expect(200);
    expect(eventsOf(res.body as Body).map((e) => e.eventID)).toEqual(['urn:uuid:bigbrand-1234']);
  });
});
