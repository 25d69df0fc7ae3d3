import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STOCK_ITEMS } from '../../services/inventory/projections/stock-items.projection';
import { READ_STORE, ReadStore } from '../../services/platform/read-store/read-store.port';
import { apiSuite } from '../support/api-suite';
import { PRODUCT } from '../support/test-app';

const HEADER = 'product,status,batch,manufecture_date,expire_date,warranty';
/** More than two of the export's streamed pages (2,000 rows each), so a per-page query shows. */
const ROWS = 4_500;

/**
 * Issue 20, "one request that stalls everyone": the CSV export of a large stock queried the store once per
 * streamed page, and each query read and sorted every matching item, so the export's work grew with the square
 * of the stock (100,000 items: 40 s of back-to-back one-second event-loop blocks). The stock is read once now.
 */
describe('stock export: the stock is read once, however many pages it streams', () => {
  const { t, alice } = apiSuite({ alice: ['brand@export-work.example', 'Brand'] });
  let store: ReadStore;

  beforeAll(async () => {
    const sku = 'EXPORT-WORK-SKU';
    await t.api().post('/api/product/addproduct').set(alice.auth).send({ ...PRODUCT, sku }).expect(201);
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

  it('streams every item, newest first, from one query of the stock items', async () => {
    // Counts the queries of the real store (each answered by it unchanged).
    const queries: unknown[] = [];
    const collection = store.collection.bind(store);
    vi.spyOn(store, 'collection').mockImplementation(((name: string) => {
      const real = collection(name);
      if (name !== STOCK_ITEMS) return real;
      return new Proxy(real, {
        get(target, prop) {
          const value = Reflect.get(target, prop, target) as unknown;
          if (typeof value !== 'function') return value;
          const method = value as (...args: unknown[]) => unknown;
          return prop === 'find' ? (...args: unknown[]) => (queries.push(args[0]), method.apply(target, args)) : method.bind(target);
        },
      });
    }) as ReadStore['collection']);

    const res = await t.api().get('/api/inventory/exportstock').set(alice.auth).expect(200);
    const lines = res.text.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(ROWS);
    const ids = lines.map((line) => line.split(',')[0]);
    expect(new Set(ids).size).toBe(ROWS);
    // Newest first: the import numbers its items in row order, all with one time.
    expect(ids).toEqual([...ids].sort().reverse());
    expect(queries).toHaveLength(1);
  });
});
