import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Metrics } from '../../services/platform/metrics/metrics.service';
import { Session, TestApp, productWithItems, signIn, startTestApp } from '../support/test-app';

const HEADER = 'product,status,batch,manufecture_date,expire_date,warranty';

describe('stock imports: oversized cells refused where met, one import per user at a time, exports in full', () => {
  let t: TestApp;
  let brand: Session;
  let productId: string;
  const upload = (who: Session, csv: Buffer) =>
    t.api().post('/api/inventory/uploadcsvtostock').set(who.auth).attach('csv_file', csv, { filename: 'stock.csv', contentType: 'text/csv' });
  const rows = (n: number, batch = 'B') => Buffer.from(`${HEADER}\n${Array.from({ length: n }, (_, i) => `${productId},active,${batch}-${i},2026-01-01,2031-01-01,2028-01-01`).join('\n')}\n`);

  beforeAll(async () => {
    t = await startTestApp();
    brand = await signIn(t, 'limits@brand.example');
    productId = (await productWithItems(t, brand, 1)).productId;
  });
  afterAll(async () => t.close());

  it('refuses a file with an oversized cell at that cell, naming the row, and stores nothing', async () => {
    const huge = Buffer.from(`${HEADER}\n${productId},active,B-1,2026-01-01,2031-01-01,2028-01-01\n${productId},active,${'x'.repeat(5_000_000)},2026-01-01,2031-01-01,2028-01-01\n`);
    const started = performance.now();
    const res = await upload(brand, huge).expect(400);
    expect(res.body.csv_file[0]).toMatch(/^Row 3: a cell longer than 256 characters/);
    expect(performance.now() - started).toBeLessThan(3_000);
    const mine = await t.api().get('/api/inventory/getitems').set(brand.auth).expect(200);
    expect(mine.body).toHaveLength(1);
  });

  it('a second import of the same user while one runs answers 429; another user is not held up', async () => {
    const other = await signIn(t, 'other@brand.example');
    const otherProduct = (await productWithItems(t, other, 1)).productId;
    const otherFile = Buffer.from(`${HEADER}\n${otherProduct},active,O-1,2026-01-01,2031-01-01,2028-01-01\n`);
    const [first, second, third] = await Promise.all([upload(brand, rows(20_000, 'P')), upload(brand, rows(3, 'Q')), upload(other, otherFile)]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    expect(third.status).toBe(201);
    // Once it is done, the next import goes through.
    await upload(brand, rows(3, 'R')).expect(201);
    const metrics = t.app.get(Metrics);
    expect((await metrics.registry.getSingleMetricAsString('stock_imports_total'))).toMatch(/outcome="busy"\} 1/);
  });

  it('exports every item, a page at a time', async () => {
    const res = await t.api().get('/api/inventory/exportstock').set(brand.auth).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.text.trim().split('\r\n');
    expect(lines.length).toBe(1 + 1 + 20_000 + 3);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(lines.length - 1);
  });
});
