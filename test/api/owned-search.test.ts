import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { OWNED_GOODS } from '../../services/inventory/projections/owned-goods.projection';
import { EmbeddedReadStore } from '../../services/platform/read-store/embedded-read-store.adapter';
import { READ_STORE } from '../../services/platform/read-store/read-store.port';
import { apiSuite } from '../support/api-suite';
import { productWithItems } from '../support/test-app';

/** Goods of one brand written straight through the read store, as the projection writes them. */
const SEEDED = 3_000;

type Owned = { count: number; results: { type: string; display_id: string }[] };

/**
 * Issue 20: `owned?q=` tested the text against every one of the user's page entries (SQL `instr` over the
 * entry's JSON), so a brand of 100,000 goods had 100,000 entries tested per search, twice (the page and its
 * count). The search now looks the text up in a trigram index of the goods' search texts and tests only the
 * entries holding it. What is counted here is SQLite's `instr` calls on the store's connection: the entries a
 * search tested one by one (the function is replaced by one that counts and answers the same for the `> 0`
 * tests the store makes).
 */
describe('owned goods search: a search tests the entries holding the text, not every entry of the user', () => {
  const { t, brand } = apiSuite({ brand: ['brand@owned-search.example', 'Brand'] });
  let made: string[];
  let tested = 0;

  beforeAll(async () => {
    ({ items: made } = await productWithItems(t, brand, 3));
    const store: EmbeddedReadStore = t.app.get(READ_STORE, { strict: false });
    expect(store).toBeInstanceOf(EmbeddedReadStore);
    const time = Date.parse('2026-01-01T00:00:00.000Z');
    await store.applyBatch(
      {},
      async (w) => {
        for (let i = 0; i < SEEDED; i += 1) {
          const id = `SEEDED${String(i).padStart(7, '0')}`;
          const since = new Date(time + i * 1000).toISOString();
          const [type, name] = i % 10 === 0 ? ['package', 'Crate Co'] : ['item', i % 500 === 7 ? 'Rare Oyster' : 'Seeded watch'];
          await w.updateOne(
            OWNED_GOODS,
            { _id: id },
            {
              $set: {
                type, display_id: id, owner_id: brand.id, product_id: type === 'item' ? 'p-seeded' : '', name, brand: 'Brand', packed_in: '', since,
                created_at: since, location: '', address_location: '', search: [id, name, 'Brand'].join(' ').toLowerCase(),
              },
            },
            { upsert: true },
          );
        }
      },
      { defer: true },
    );
    await store.flush();
    const db = (store as unknown as { db: Database.Database }).db;
    db.function('instr', { deterministic: true }, (text: unknown, part: unknown) => {
      tested += 1;
      return text === null || part === null ? null : String(text).indexOf(String(part)) + 1;
    });
  }, 120_000);

  const owned = async (query: string) => {
    const before = tested;
    const body = (await t.api().get(`/api/inventory/owned?${query}`).set(brand.auth).expect(200)).body as Owned;
    console.log(`owned?${query}: ${tested - before} entries tested`);
    return { body, tested: tested - before };
  };
  const seeded = (i: number) => `SEEDED${String(i).padStart(7, '0')}`;

  it('a text a few goods hold: the page and its count, newest first, testing about those goods', async () => {
    const { body, tested: n } = await owned('q=seeded000123&limit=5');
    expect(body.count).toBe(10);
    expect(body.results.map((r) => r.display_id)).toEqual([1239, 1238, 1237, 1236, 1235].map(seeded));
    // Before: every one of the brand's 3,003 entries, for the page and again for the count.
    expect(n).toBeLessThan(100);
    const deeper = await owned('q=seeded000123&limit=5&offset=5');
    expect(deeper.body.results.map((r) => r.display_id)).toEqual([1234, 1233, 1232, 1231, 1230].map(seeded));
    expect(deeper.tested).toBeLessThan(100);
  });

  it('by name, upper case, of one type, and the goods made through the API', async () => {
    const rare = await owned('q=Rare%20OYSTER&limit=50');
    expect(rare.body.results.map((r) => r.display_id)).toEqual([2507, 2007, 1507, 1007, 507, 7].map(seeded));
    expect(rare.body.count).toBe(6);
    expect(rare.tested).toBeLessThan(100);
    const crates = await owned('type=package&q=crate%20co&limit=3&offset=1');
    expect(crates.body.count).toBe(SEEDED / 10);
    expect(crates.body.results.map((r) => r.display_id)).toEqual([2980, 2970, 2960].map(seeded));
    expect(crates.tested).toBeLessThan(2_000);
    const submariners = await owned('q=submariner&limit=50');
    expect(submariners.body.results.map((r) => r.display_id).sort()).toEqual([...made].sort());
    expect(submariners.body.count).toBe(3);
    expect(submariners.tested).toBeLessThan(100);
    const none = await owned('q=no%20such%20watch');
    expect(none.body).toEqual({ count: 0, results: [] });
    expect(none.tested).toBeLessThan(100);
  });

  it('texts too short for the index, or held by most goods, are still found (the entries tested one by one)', async () => {
    const short = await owned('q=ee&limit=2');
    expect(short.body.results.map((r) => r.display_id)).toEqual([2999, 2998].map(seeded));
    expect(short.body.count).toBe(SEEDED);
    const common = await owned('q=seeded0&limit=2&offset=1');
    expect(common.body.count).toBe(SEEDED);
    expect(common.body.results.map((r) => r.display_id)).toEqual([2998, 2997].map(seeded));
  });
});
