import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STOCK_ITEMS } from '../../services/inventory/projections/stock-items.projection';
import { PARTY_STREAMS } from '../../services/provenance/projections/party-streams.projection';
import { EmbeddedReadStore } from '../../services/platform/read-store/embedded-read-store.adapter';
import { READ_STORE } from '../../services/platform/read-store/read-store.port';
import { countStoreAnswers } from '../support/store-answers';
import { apiSuite } from '../support/api-suite';
import { productWithItems } from '../support/test-app';

/** Items of one brand written straight through the read store, as the projections write them. */
const SEEDED = 3_000;

type Listed = { count: number; streams: { stream: string; category: string; display_id?: string; length: number; head_hash: string }[] };

/**
 * Issue 20: `allstreams` looked up every stream name of the user (a brand's 100,000 items: 100,000 ids from the
 * items' index, then 100,000 names in the log's stream table) for a page of 25. It now reads the page from the
 * page index of (party, stream): what the store hands the request is the page and its count.
 */
describe('explorer (allstreams): a page of the user\'s streams reads the page, not every stream of the user', () => {
  const { t, brand, buyer } = apiSuite({ brand: ['brand@explorer-pages.example', 'Brand'], buyer: ['buyer@explorer-pages.example', 'Buyer'] });
  let store: EmbeddedReadStore;
  let made: string[];

  beforeAll(async () => {
    ({ items: made } = await productWithItems(t, brand, 3));
    await t.api().post('/api/inventory/makeowner').set(brand.auth).send({ email: buyer.email, inventory_id: made[0] }).expect(200);
    store = t.app.get(READ_STORE, { strict: false });
    expect(store).toBeInstanceOf(EmbeddedReadStore);
    await store.applyBatch(
      {},
      async (w) => {
        for (let i = 0; i < SEEDED; i += 1) {
          const id = `SEEDED${String(i).padStart(7, '0')}`;
          await w.updateOne(STOCK_ITEMS, { _id: id }, { $set: { display_id: id, owner_id: brand.id, created_at: '2026-01-01T00:00:00.000Z', owners: [{ owner_id: brand.id, from_date: '2026-01-01T00:00:00.000Z' }] } }, { upsert: true });
          // Older than anything made through the API (log positions start at 1).
          const stream = `stockitem-${id}`;
          await w.updateOne(PARTY_STREAMS, { _id: `${brand.id}|${stream}` }, { $set: { party: brand.id, stream, category: 'stockitem', last: `0.${String(i).padStart(7, '0')}` } }, { upsert: true });
        }
      },
      { defer: true },
    );
    await store.flush();
  }, 120_000);

  afterEach(() => vi.restoreAllMocks());

  it('lists a page newest first with its count, the store handing over about the page', async () => {
    const answers = countStoreAnswers(store);
    const page = (await t.api().get('/api/blockchain/allstreams?category=items&limit=25').set(brand.auth).expect(200)).body as Listed;
    expect(page.count).toBe(SEEDED + 3);
    expect(page.streams).toHaveLength(25);
    // The items made through the API are the newest, the one handed over first (its transfer came last).
    expect(page.streams.slice(0, 3).map((s) => s.display_id)).toEqual([made[0], made[2], made[1]]);
    expect(page.streams[0]).toMatchObject({ stream: `stockitem-${made[0]}`, category: 'stockitem', length: 2 });
    expect(page.streams[3].display_id).toBe(`SEEDED${String(SEEDED - 1).padStart(7, '0')}`);
    // Before: the ids of all 3,003 items of the brand.
    expect(answers.returned).toBeLessThan(100);
    const deep = (await t.api().get(`/api/blockchain/allstreams?category=items&limit=25&offset=${SEEDED}`).set(brand.auth).expect(200)).body as Listed;
    expect(deep.streams.map((s) => s.display_id)).toEqual(['SEEDED0000002', 'SEEDED0000001', 'SEEDED0000000']);
    expect(answers.returned).toBeLessThan(200);
  });

  it('lists a former owner\'s and a new owner\'s streams, each category and the account', async () => {
    const bought = (await t.api().get('/api/blockchain/allstreams').set(buyer.auth).expect(200)).body as Listed;
    expect(bought.streams.map((s) => s.stream).sort()).toEqual([`stockitem-${made[0]}`, `user-${buyer.id}`].sort());
    expect(bought.count).toBe(2);
    const products = (await t.api().get('/api/blockchain/allstreams?category=products').set(brand.auth).expect(200)).body as Listed;
    expect(products.streams.map((s) => s.category)).toEqual(['product']);
    const users = (await t.api().get('/api/blockchain/allstreams?category=users').set(brand.auth).expect(200)).body as Listed;
    expect(users.streams.map((s) => s.stream)).toEqual([`user-${brand.id}`]);
    expect((await t.api().get('/api/blockchain/allstreams?category=items').set(brand.auth).expect(200)).body.streams.map((s: { display_id: string }) => s.display_id)).toContain(made[0]);
  });
});
