import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { PRODUCT, Session } from '../support/test-app';

const HEADER = 'product,status,batch,manufecture_date,expire_date,warranty';

describe('bulk stock upload (CSV)', () => {
  const { t, alice, bob } = apiSuite({ alice: ['alice@csv.example', 'Alice'], bob: ['bob@csv.example', 'Bob'] });
  let productId: string;
  let sku: string;

  const upload = (who: Session, csv: string | Buffer, name = 'stock.csv') =>
    t.api().post('/api/inventory/uploadcsvtostock').set(who.auth).attach('csv_file', Buffer.isBuffer(csv) ? csv : Buffer.from(csv), { filename: name, contentType: 'text/csv' });
  const itemsOf = async (who: Session) =>
    (await t.api().get('/api/inventory/getitems').query({ limit: 5000 }).set(who.auth).expect(200)).body as { display_id: string; batch: string }[];

  beforeAll(async () => {
    sku = 'CSV-SKU-1';
    productId = (await t.api().post('/api/product/addproduct').set(alice.auth).send({ ...PRODUCT, sku }).expect(201)).body.id;
  });

  it('creates every row as a stock item with display ids and batch data (BOM and CRLF are fine)', async () => {
    const csv = `\ufeff${HEADER}\r\n${productId},active,B-1,2026-01-01,2031-01-01,2028-01-01\r\n${sku},Active,B-2,2026-02-01,2031-02-01,2028-02-01\r\n`;
    const res = await upload(alice, csv).expect(201);
    expect(res.body).toMatchObject({ created: 2, duplicate: false, first_display_id: expect.stringMatching(/^INVE\d{6}$/) });
    expect(res.body.items).toHaveLength(2);
    const mine = await itemsOf(alice);
    const byId = new Map(mine.map((i) => [i.display_id, i]));
    expect(byId.get(res.body.items[0].display_id)).toMatchObject({ batch: 'B-1', status: 'active', manufecture_date: '2026-01-01' });
    expect(byId.get(res.body.items[1].display_id)).toMatchObject({ batch: 'B-2' });
    const history = await t.api().get(`/api/provenance/${res.body.items[0].display_id}`).expect(200);
    expect(history.body.events.map((e: { type: string }) => e.type)).toEqual(['StockItemRegistered', 'StockItemBatchRecorded']);
  });

  it('recognises a re-sent file and creates nothing twice', async () => {
    const csv = `${HEADER}\n${productId},active,RETRY,2026-01-01,2031-01-01,2028-01-01\n`;
    const first = await upload(alice, csv).expect(201);
    const before = (await itemsOf(alice)).length;
    const again = await upload(alice, csv, 'renamed.csv').expect(200);
    expect(again.body).toMatchObject({ created: 0, duplicate: true, first_display_id: first.body.first_display_id });
    expect((await itemsOf(alice)).length).toBe(before);
  });

  it('refuses the whole file when any row is bad, listing each bad row, and stores nothing', async () => {
    const before = (await itemsOf(alice)).length;
    const csv = [
      HEADER,
      `${productId},active,B-1,2026-01-01,2031-01-01,2028-01-01`,
      `00000000-0000-4000-8000-000000000000,active,B-1,2026-01-01,2031-01-01,2028-01-01`,
      `${productId},active,B-1,01/02/2026,2031-01-01,2028-01-01`,
      `${productId},active,B-1`,
    ].join('\n');
    const res = await upload(alice, csv).expect(400);
    expect(res.body.csv_file[0]).toMatch(/3 row\(s\) have errors; nothing was stored/);
    expect(res.body.row_errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [3, 'product'],
      [4, 'manufecture_date'],
      [5, 'row'],
    ]);
    expect((await itemsOf(alice)).length).toBe(before);
  });

  it('accepts only its own products: another brand’s product is unknown', async () => {
    const res = await upload(bob, `${HEADER}\n${productId},active,B,2026-01-01,2031-01-01,2028-01-01\n`).expect(400);
    expect(res.body.row_errors[0]).toMatchObject({ row: 2, field: 'product' });
  });

  it('demands the exact header, a file, and a signed-in user', async () => {
    const res = await upload(alice, `product,batch,status,manufecture_date,expire_date,warranty\n`).expect(400);
    expect(res.body.csv_file[0]).toMatch(/header must be exactly/);
    const none = await t.api().post('/api/inventory/uploadcsvtostock').set(alice.auth).field('x', 'y').expect(400);
    expect(none.body.csv_file).toBeDefined();
    await t.api().post('/api/inventory/uploadcsvtostock').attach('csv_file', Buffer.from(HEADER), 'a.csv').expect(401);
  });

  it('imports 100,000 rows in one atomic step, and refuses 100,001 with 413', async () => {
    const row = `${productId},active,BULK,2026-01-01,2031-01-01,2028-01-01\n`;
    const tooMany = await upload(alice, HEADER + '\n' + row.repeat(100_001)).expect(413);
    expect(tooMany.body.detail).toMatch(/100000/);
    const started = Date.now();
    const res = await upload(alice, HEADER + '\n' + row.repeat(100_000)).expect(201);
    expect(res.body.created).toBe(100_000);
    expect(res.body.items).toBeUndefined();
    const first = Number(res.body.first_display_id.slice(4));
    expect(Number(res.body.last_display_id.slice(4))).toBe(first + 99_999);
    const last = await t.api().get(`/api/tracking/${res.body.last_display_id}`).expect(200);
    expect(last.body.product.name).toBe(PRODUCT.name);
    const product = await t.api().get(`/api/product/getproduct/${productId}`).set(alice.auth).expect(200);
    expect(product.body.items_count).toBeGreaterThanOrEqual(100_000);
    console.log(`100,000-row upload answered in ${Date.now() - started} ms`);
    const page = await t.api().get('/api/inventory/getitems').query({ product: productId, limit: 10, offset: 5 }).set(alice.auth).expect(200);
    expect(page.body).toHaveLength(10);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(100_000);
    const byDefault = await t.api().get('/api/inventory/getitems').set(alice.auth).expect(200);
    expect(byDefault.body).toHaveLength(1000);
    await t.api().get('/api/inventory/getitems').query({ limit: 5001 }).set(alice.auth).expect(400);
  }, 180_000);

  it('updatebatch changes the batch data of the registering brand’s items, all or none', async () => {
    const res = await upload(alice, `${HEADER}\n${productId},active,OLD,2026-03-01,2031-01-01,2028-01-01\n${productId},active,OLD,2026-03-01,2031-01-01,2028-01-01\n`).expect(201);
    const ids = res.body.items.map((i: { display_id: string }) => i.display_id);
    const body = { items: ids, batch: 'NEW', status: 'recalled', manufecture_date: '2026-03-02', expire_date: '2031-01-01', warranty: '2028-01-01' };
    await t.api().post('/api/inventory/updatebatch').set(bob.auth).send(body).expect(403);
    await t.api().post('/api/inventory/updatebatch').set(alice.auth).send({ ...body, items: [...ids, 'INVE999999'] }).expect(404);
    let mine = await itemsOf(alice);
    expect(mine.filter((i) => ids.includes(i.display_id)).map((i) => i.batch)).toEqual(['OLD', 'OLD']);
    await t.api().post('/api/inventory/updatebatch').set(alice.auth).send(body).expect(200);
    mine = await itemsOf(alice);
    expect(mine.filter((i) => ids.includes(i.display_id)).map((i) => i.batch)).toEqual(['NEW', 'NEW']);
    await t.api().post('/api/inventory/updatebatch').set(alice.auth).send({ ...body, warranty: 'never' }).expect(400);
  });

  it('exports stock as CSV with formula cells escaped', async () => {
    const evil = (await t.api().post('/api/product/addproduct').set(alice.auth).send({ ...PRODUCT, name: '=HYPERLINK("x")', sku: 'EVIL' }).expect(201)).body.id;
    await upload(alice, `${HEADER}\n${evil},active,@batch,2026-01-01,2031-01-01,2028-01-01\n`).expect(201);
    const res = await t.api().get('/api/inventory/exportstock').query({ product: evil }).set(alice.auth).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('display_id,product,brand,batch,status,manufecture_date,expire_date,warranty,created_at');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain(`'@batch`);
  });
});
