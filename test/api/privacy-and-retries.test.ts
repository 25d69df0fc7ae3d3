import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { EVENT_STORE, EventStore } from '../../services/platform/event-store/event-store.port';
import { IdempotencyAnswers } from '../../services/platform/http/idempotency.interceptor';
import { PRODUCT, Session, productWithItems, signIn } from '../support/test-app';

const HEADER = 'product,status,batch,manufecture_date,expire_date,warranty';

describe('requests show the other party by name and company, never by e-mail', () => {
  const { t, brand, stranger } = apiSuite({ brand: ['ceo@luxury-brand.example', 'Brand Owner'], stranger: ['harvester@nowhere.example'] });
  beforeAll(async () => {
    await t.api().post('/api/account/addcompany').set(brand.auth).send({ name: 'Luxury Brand SA', registration_number: 'CH-123', address: 'Geneva' }).expect(201);
  });

  it("a new account requesting any public tracking id learns the owner's name and company, not the e-mail", async () => {
    const { items } = await productWithItems(t, brand, 2);
    await t.api().post('/api/inventory/requiststockitemowner').set(stranger.auth).send({ stock_item: items[0] }).expect(201);
    const pkg = await t.api().post('/api/inventory/createpackage').set(brand.auth).send({ brand_name: 'Rolex', total_product: 1, manufecture_date: '2026-01-01', expire_date: '2030-01-01', details: '' }).expect(201);
    await t.api().post('/api/inventory/requistpackageowner').set(stranger.auth).send({ package: pkg.body.packege.display_id }).expect(201);

    const leaks: string[] = [];
    for (const path of ['/api/inventory/getallitemownerrequestsend', '/api/inventory/getallpackageownerrequestsend', '/api/product/getallsendownerrequest']) {
      const res = await t.api().get(path).set(stranger.auth).expect(200);
      expect(res.body.length, path).toBeGreaterThan(0);
      if (JSON.stringify(res.body).includes(brand.email)) leaks.push(path);
      expect(res.body[0].owner).toEqual({ id: brand.id, fullname: 'Brand Owner', company: 'Luxury Brand SA' });
    }
    expect(leaks).toEqual([]);

    // The owner sees the requester without the e-mail too; each side still sees its own address.
    const received = await t.api().get('/api/inventory/getallitemownerrequest').set(brand.auth).expect(200);
    expect(JSON.stringify(received.body)).not.toContain(stranger.email);
    expect(received.body[0].new_item_owner).toEqual({ id: stranger.id, fullname: '', company: '' });
    const sent = await t.api().get('/api/inventory/getallitemownerrequestsend').set(stranger.auth).expect(200);
    expect(sent.body[0].new_item_owner.email).toBe(stranger.email);
  });
});

describe('CSV duplicate detection is per uploader', () => {
  const { t } = apiSuite();

  it('the same bytes from two brands are two imports, each of its own products', async () => {
    const a = await signIn(t, 'a@brand-a.example');
    const b = await signIn(t, 'b@brand-b.example');
    for (const who of [a, b]) await t.api().post('/api/product/addproduct').set(who.auth).send({ ...PRODUCT, sku: 'SHARED-SKU' }).expect(201);
    const csv = Buffer.from(`${HEADER}\nSHARED-SKU,active,B-1,2026-01-01,2031-01-01,2028-01-01\n`);
    const upload = (who: Session) => t.api().post('/api/inventory/uploadcsvtostock').set(who.auth).attach('csv_file', csv, { filename: 'stock.csv', contentType: 'text/csv' });
    const first = await upload(a).expect(201);
    const second = await upload(b).expect(201);
    expect(second.body).toMatchObject({ created: 1, duplicate: false });
    expect(second.body.first_display_id).not.toBe(first.body.first_display_id);
    const mine = await t.api().get('/api/inventory/getitems').set(b.auth).expect(200);
    expect(mine.body.map((i: { display_id: string }) => i.display_id)).toEqual([second.body.first_display_id]);
    // A re-send by the same brand is still recognised.
    expect((await upload(b).expect(200)).body).toMatchObject({ created: 0, duplicate: true, first_display_id: second.body.first_display_id });
  });
});

describe('additem: one atomic append, Idempotency-Key honoured', () => {
  const { t, owner } = apiSuite({ owner: ['retry@brand.example'] });
  let store: EventStore;
  let productId: string;
  beforeAll(async () => {
    store = t.app.get<EventStore>(EVENT_STORE, { strict: false });
    productId = (await t.api().post('/api/product/addproduct').set(owner.auth).send(PRODUCT).expect(201)).body.id;
  });

  const add = (count: number, key?: string) => {
    const call = t.api().post('/api/inventory/additem').set(owner.auth);
    if (key) call.set('Idempotency-Key', key);
    return call.send({ product_id: productId, no_of_item: count, location: '28.4595&77.0266' });
  };

  it('a retry with the same key answers the first answer and creates nothing; then more items can be added', async () => {
    const first = await add(10, 'retry-key-0001').expect(201);
    expect(first.body.items).toHaveLength(10);
    const before = (await store.readAll(undefined, 100_000)).length;
    const again = await add(10, 'retry-key-0001').expect(201);
    expect(again.body).toEqual(first.body);
    expect((await store.readAll(undefined, 100_000)).length).toBe(before);
    // Concurrent retries too: one command, one answer.
    const racing = await Promise.all([add(3, 'retry-key-0002'), add(3, 'retry-key-0002'), add(3, 'retry-key-0002')]);
    expect(racing.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(racing.map((r) => JSON.stringify(r.body))).size).toBe(1);

    // Afterwards: additem and CSV uploads go on working, with fresh ids.
    const more = await add(5).expect(201);
    const csv = Buffer.from(`${HEADER}\n${productId},active,B-9,2026-01-01,2031-01-01,2028-01-01\n`);
    await t.api().post('/api/inventory/uploadcsvtostock').set(owner.auth).attach('csv_file', csv, { filename: 's.csv', contentType: 'text/csv' }).expect(201);
    const all = (await t.api().get('/api/inventory/getitems').query({ limit: 5000 }).set(owner.auth).expect(200)).body as { display_id: string }[];
    expect(all).toHaveLength(10 + 3 + 5 + 1);
    expect(new Set(all.map((i) => i.display_id)).size).toBe(all.length);
    expect(more.body.items.map((i: { display_id: string }) => i.display_id).every((id: string) => !first.body.items.some((f: { display_id: string }) => f.display_id === id))).toBe(true);
  });

  it('the same key with another body is refused with 422, and nothing is stored', async () => {
    await add(2, 'other-body-key-1').expect(201);
    const before = (await store.readAll(undefined, 100_000)).length;
    const res = await add(4, 'other-body-key-1').expect(422);
    expect(res.body.detail).toMatch(/Idempotency-Key/);
    expect((await store.readAll(undefined, 100_000)).length).toBe(before);
  });

  it('a command whose answer was lost (server restarted) is found again by its key: the same items, nothing twice', async () => {
    const first = await add(4, 'lost-answer-key-1').expect(201);
    // What a restart loses: the first answers kept in memory.
    t.app.get(IdempotencyAnswers).clear();
    const before = (await store.readAll(undefined, 100_000)).length;
    const again = await add(4, 'lost-answer-key-1').expect(201);
    expect(again.body).toEqual(first.body);
    expect((await store.readAll(undefined, 100_000)).length).toBe(before);
  });

  it('each call is one append: the sequence and all its items together', async () => {
    const res = await add(6).expect(201);
    const ids = res.body.items.map((i: { display_id: string }) => i.display_id);
    const events = (await store.readAll(undefined, 100_000)).filter((e) => ids.includes(e.data.displayId as string) || (e.stream === 'sequence-inve' && e.data.first === Number(ids[0].slice(4))));
    expect(new Set(events.map((e) => e.metadata.correlationId)).size).toBe(1);
    const positions = events.map((e) => e.position).sort((x, y) => (x < y ? -1 : 1));
    expect(Number(positions[positions.length - 1] - positions[0])).toBe(positions.length - 1);
  });
});
