import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StockItemViews } from '../../services/inventory/inventory.public';
import { STOCK_ITEMS } from '../../services/inventory/projections/stock-items.projection';
import { FindOptions, READ_STORE, ReadStore } from '../../services/platform/read-store/read-store.port';
import { apiSuite } from '../support/api-suite';
import { PRODUCT } from '../support/test-app';

const HEADER = 'product,status,batch,manufecture_date,expire_date,warranty';
/** Several of the export's streamed pages (1,000 rows each), so a per-page query shows. */
const ROWS = 4_500;

/** The export's page (stock-item.controller's EXPORT_PAGE). */
const PAGE = 1_000;

/**
 * Issue 20, "one request that stalls everyone": the CSV export of a large stock queried the store once per
 * streamed page, and each query read and sorted every matching item, so the export's work grew with the square
 * of the stock (100,000 items: 40 s of back-to-back one-second event-loop blocks). Reading the whole stock in
 * one query instead still held the event loop for all of it at once (~0.6 s at 100,000 items). Each query now
 * reads one page by keyset, with a turn of the event loop between pages: the work per query and per turn is
 * bounded by the page, and the whole export reads each item once.
 */
describe('stock export: a page of the stock per query and per turn of the event loop, each item read once', () => {
  const { t, alice } = apiSuite({ alice: ['brand@export-work.example', 'Brand'] });
  let store: ReadStore;

  let productId: string;

  beforeAll(async () => {
    const sku = 'EXPORT-WORK-SKU';
    productId = (await t.api().post('/api/product/addproduct').set(alice.auth).send({ ...PRODUCT, sku }).expect(201)).body.id;
    const rows = Array.from({ length: ROWS }, (_, i) => `${sku},active,B${i},2026-01-01,2031-01-01,2028-01-01`);
    await t
      .api()
      .post('/api/inventory/uploadcsvtostock')
      .set(alice.auth)
      .attach('csv_file', Buffer.from(`${HEADER}\n${rows.join('\n')}\n`), { filename: 'stock.csv', contentType: 'text/csv' })
      .expect(201);
    store = t.app.get<ReadStore>(READ_STORE, { strict: false });
  });

  afterEach(() => vi.restoreAllMocks());

  it('streams every item once, newest first, each query and each turn reading at most a page of items', async () => {
    // Records the queries of the real store (each answered by it unchanged): their limits and what they return.
    const queries: { limit: number | undefined; returned: number }[] = [];
    let sinceTurn = 0;
    const collection = store.collection.bind(store);
    vi.spyOn(store, 'collection').mockImplementation(((name: string) => {
      const real = collection(name);
      if (name !== STOCK_ITEMS) return real;
      return new Proxy(real, {
        get(target, prop) {
          const value = Reflect.get(target, prop, target) as unknown;
          if (typeof value !== 'function') return value;
          const method = value as (...args: unknown[]) => Promise<unknown[]>;
          if (prop !== 'find') return method.bind(target);
          return async (...args: unknown[]) => {
            const found = await method.apply(target, args);
            queries.push({ limit: (args[1] as FindOptions | undefined)?.limit, returned: found.length });
            sinceTurn += found.length;
            return found;
          };
        },
      });
    }) as ReadStore['collection']);
    // The most items queries returned between two turns of the event loop (a probe that runs once per turn).
    let mostInOneTurn = 0;
    let probing = true;
    const probe = () => {
      mostInOneTurn = Math.max(mostInOneTurn, sinceTurn);
      sinceTurn = 0;
      if (probing) setImmediate(probe);
    };
    setImmediate(probe);

    const res = await t.api().get('/api/inventory/exportstock').set(alice.auth).expect(200);
    probing = false;
    const lines = res.text.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(ROWS);
    const ids = lines.map((line) => line.split(',')[0]);
    expect(new Set(ids).size).toBe(ROWS);
    // Newest first: the import numbers its items in row order, all with one time.
    expect(ids).toEqual([...ids].sort().reverse());
    // A page per query (no query of the whole stock), and every item read once: ROWS / PAGE queries, not pages x stock.
    expect(queries.every((q) => q.limit !== undefined && q.limit <= PAGE && q.returned <= PAGE)).toBe(true);
    expect(queries.reduce((n, q) => n + q.returned, 0)).toBe(ROWS);
    expect(queries).toHaveLength(Math.ceil(ROWS / PAGE));
    expect(mostInOneTurn).toBeGreaterThan(0);
    expect(mostInOneTurn).toBeLessThanOrEqual(PAGE);
  });

  it('lists every item once when items are added while it streams (keyset, not offsets)', async () => {
    const views = t.app.get(StockItemViews);
    const listed: string[] = [];
    const added: string[] = [];
    for await (const page of views.ownedPages(alice.id, productId, PAGE)) {
      listed.push(...page.map((i) => i.display_id));
      if (added.length > 0) continue;
      // Newer than every item listed so far: with offsets, they would push the next page back and repeat items.
      const res = await t.api().post('/api/inventory/additem').set(alice.auth).send({ product_id: productId, no_of_item: 3, location: '28.4595&77.0266' }).expect(201);
      added.push(...res.body.items.map((i: { display_id: string }) => i.display_id));
      expect(await views.countOwnedBy(alice.id, productId)).toBe(ROWS + 3);
    }
    expect(added).toHaveLength(3);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.filter((id) => !added.includes(id))).toHaveLength(ROWS);
  });
});
