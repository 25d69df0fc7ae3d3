import { beforeAll, describe, expect, it } from 'vitest';
import { OWNED_GOODS } from '../../services/inventory/projections/owned-goods.projection';
import { STOCK_ITEMS } from '../../services/inventory/projections/stock-items.projection';
import { EmbeddedReadStore } from '../../services/platform/read-store/embedded-read-store.adapter';
import { READ_STORE } from '../../services/platform/read-store/read-store.port';
import { apiSuite } from '../support/api-suite';
import { productWithItems } from '../support/test-app';

/** Issue 20: a brand with this many stock items. */
const ITEMS = 100_000;
/**
 * What a page may read and parse: its own documents and a few more (the user, the product). Before page indexes,
 * each of these requests read and parsed all 100,000 of the brand's documents (and sorted them), 0.4-0.8 s of
 * the event loop per request, during which no other request (health, tracking) was answered.
 */
const PAGE_READS = 300;

/**
 * The lists that page over a brand's whole stock: the owner's items (`getitems`), owned goods (`owned`, also by
 * type and searched) and the explorer's streams (`allstreams`). The read models of 100,000 items are written
 * straight through the read store (as the projections write them), beside three items made through the API.
 */
describe('lists of 100,000 items: a page reads its own documents, not the whole stock', () => {
  const { t, brand } = apiSuite({ brand: ['brand@list-pages.example', 'Brand'] });
  let store: EmbeddedReadStore;
  let productId: string;
  let made: string[];

  beforeAll(async () => {
    ({ productId, items: made } = await productWithItems(t, brand, 3));
    store = t.app.get(READ_STORE, { strict: false });
    expect(store).toBeInstanceOf(EmbeddedReadStore);
    const time = '2026-01-01T00:00:00.000Z';
    for (let from = 0; from < ITEMS; from += 10_000) {
      await store.applyBatch(
        {},
        async (w) => {
          for (let i = from; i < from + 10_000; i += 1) {
            const id = `SEEDED${String(i).padStart(7, '0')}`;
            // Ten items per second: many ties on the time, broken by id.
            const created = new Date(Date.parse(time) + Math.floor(i / 10) * 1000).toISOString();
            await w.updateOne(
              STOCK_ITEMS,
              { _id: id },
              {
                $set: {
                  display_id: id, product_id: productId, owner_id: brand.id, location: '28.4595&77.0266', address_location: '', created_at: created,
                  batch: `B${i}`, status: 'active', manufecture_date: '2026-01-01', expire_date: '2031-01-01', warranty: '2028-01-01', packed_in: '',
                  owners: [{ owner_id: brand.id, from_date: created }],
                },
              },
              { upsert: true },
            );
            await w.updateOne(
              OWNED_GOODS,
              { _id: id },
              {
                $set: {
                  type: i % 10 === 0 ? 'package' : 'item', display_id: id, owner_id: brand.id, product_id: productId, name: 'Seeded watch',
                  brand: 'Brand', packed_in: '', since: created, created_at: created, location: '', address_location: '', search: `${id.toLowerCase()} seeded watch brand`,
                },
              },
              { upsert: true },
            );
          }
        },
        { defer: true },
      );
    }
    await store.flush();
  }, 300_000);

  /**
   * One request: what it read and parsed (the figure held), and, printed, how long it took and the longest gap
   * between ticks of a 5 ms timer meanwhile (the event loop held, plus whatever this busy machine adds).
   */
  const measure = async (path: string) => {
    const before = store.readStats.documents;
    let last = performance.now();
    let held = 0;
    const tick = setInterval(() => {
      const now = performance.now();
      held = Math.max(held, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const res = await t.api().get(path).set(brand.auth).expect(200);
    const ms = performance.now() - started;
    clearInterval(tick);
    const reads = store.readStats.documents - before;
    console.log(`${path}: ${ms.toFixed(0)} ms, ${reads} documents read, longest timer gap ${held.toFixed(0)} ms`);
    return { res, reads };
  };

  it('getitems: the newest page, a deep page and one product, with the total', async () => {
    const first = await measure('/api/inventory/getitems?limit=50');
    expect(first.res.headers['x-total-count']).toBe(String(ITEMS + 3));
    // The three made through the API are the newest.
    expect(first.res.body.slice(0, 3).map((i: { display_id: string }) => i.display_id).sort()).toEqual([...made].sort());
    expect(first.res.body[3].display_id).toBe(`SEEDED${String(ITEMS - 1).padStart(7, '0')}`);
    expect(first.reads).toBeLessThan(PAGE_READS);
    const deep = await measure(`/api/inventory/getitems?limit=50&offset=${ITEMS}`);
    expect(deep.res.body.map((i: { display_id: string }) => i.display_id)).toEqual(['SEEDED0000002', 'SEEDED0000001', 'SEEDED0000000']);
    expect(deep.reads).toBeLessThan(PAGE_READS);
    const product = await measure(`/api/inventory/getitems?limit=20&offset=100&product=${productId}`);
    expect(product.res.headers['x-total-count']).toBe(String(ITEMS + 3));
    expect(product.res.body).toHaveLength(20);
    expect(product.reads).toBeLessThan(PAGE_READS);
  });

  it('owned goods: a page of all, of one type and of a search, with their counts', async () => {
    const all = await measure('/api/inventory/owned?limit=50');
    expect(all.res.body.count).toBe(ITEMS + 3);
    expect(all.res.body.results).toHaveLength(50);
    expect(all.reads).toBeLessThan(PAGE_READS);
    const packages = await measure('/api/inventory/owned?type=package&limit=50&offset=50');
    expect(packages.res.body.count).toBe(ITEMS / 10);
    expect(packages.res.body.results[0].display_id).toBe(`SEEDED${String(ITEMS - 510).padStart(7, '0')}`);
    expect(packages.reads).toBeLessThan(PAGE_READS);
    const searched = await measure('/api/inventory/owned?q=seeded00012&limit=50');
    expect(searched.res.body.count).toBe(100);
    expect(searched.res.body.results.map((r: { display_id: string }) => r.display_id)).toEqual(
      Array.from({ length: 50 }, (_, i) => `SEEDED00012${String(99 - i).padStart(2, '0')}`),
    );
    expect(searched.reads).toBeLessThan(PAGE_READS);
  });

  it("allstreams: a page of the user's own streams, from ids", async () => {
    const streams = await measure('/api/blockchain/allstreams?category=items&limit=25');
    // The seeded items have read models but no events: the streams are the three made through the API.
    expect(streams.res.body.count).toBe(3);
    expect(streams.res.body.streams.map((s: { display_id: string }) => s.display_id).sort()).toEqual([...made].sort());
    expect(streams.reads).toBeLessThan(PAGE_READS);
  });

  it('exportstock: every item, each turn of the event loop reading at most a page of them', async () => {
    // Documents read from the store between two turns of the event loop (a probe that runs once per turn).
    let last = store.readStats.documents;
    let mostInOneTurn = 0;
    let probing = true;
    const probe = () => {
      mostInOneTurn = Math.max(mostInOneTurn, store.readStats.documents - last);
      last = store.readStats.documents;
      if (probing) setImmediate(probe);
    };
    setImmediate(probe);
    const before = store.readStats.documents;
    const exported = await measure('/api/inventory/exportstock');
    probing = false;
    const lines = exported.res.text.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(ITEMS + 3);
    expect(lines[3].split(',')[0]).toBe(`SEEDED${String(ITEMS - 1).padStart(7, '0')}`);
    expect(lines[ITEMS + 2].split(',')[0]).toBe('SEEDED0000000');
    console.log(`exportstock: ${store.readStats.documents - before} documents read, at most ${mostInOneTurn} in one turn`);
    // One query of the whole stock read all 100,000 in one turn; a page is 1,000 (plus the product and the user).
    expect(mostInOneTurn).toBeLessThanOrEqual(1_000 + PAGE_READS);
  });
});
