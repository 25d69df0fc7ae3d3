import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { LiveClient } from '../support/live-client';
import { PRODUCT, Session, signIn } from '../support/test-app';

const PACKAGE = { brand_name: 'Rolex', total_product: 2, manufecture_date: '2026-01-10', expire_date: '2036-01-10', details: 'Boutique shipment' };
const LOCATION = '28.4595&77.0266';

const now = new Date();
const thisMonth = now.toISOString().slice(0, 7);
const monthAfter = (n: number) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + n, 1));
  return d.toISOString().slice(0, 7);
};
const inDays = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10);

type Activity = { id: string; at: string; type: string; summary: string; display_id?: string; count: number; actor: { id: string; fullname: string; you: boolean } | null };

describe('reports: the dashboard, inventory report and activity timeline from read models, scoped, live', () => {
  const { t, live, alice, bob, carol } = apiSuite({ alice: ['alice@reports.example', 'Alice Brand'], bob: ['bob@reports.example', 'Bob Retail'], carol: ['carol@reports.example', 'Carol Elsewhere'] });
  let watch: { id: string; items: string[] };
  let bag: { id: string; items: string[] };
  let inner: string;
  let outer: string;

  const product = async (who: Session, name: string, count: number) => {
    const p = await t.api().post('/api/product/addproduct').set(who.auth).send({ ...PRODUCT, name }).expect(201);
    const added = await t.api().post('/api/inventory/additem').set(who.auth).send({ product_id: p.body.id, no_of_item: count, location: LOCATION }).expect(201);
    return { id: p.body.id as string, items: added.body.items.map((i: { display_id: string }) => i.display_id) as string[] };
  };
  const matrix = async (who: Session) => (await t.api().get('/api/product/matrix').set(who.auth).expect(200)).body;
  const inventory = async (who: Session, query = '') => (await t.api().get(`/api/reports/inventory${query}`).set(who.auth).expect(200)).body;
  const activities = async (who: Session, query = ''): Promise<Activity[]> =>
    (await t.api().get(`/api/reports/activities${query}`).set(who.auth).expect(200)).body;
  const reportUpdated = (client: LiveClient, report: string) =>
    client.next<{ report: string }>('report:updated', (p) => p.report === report);

  beforeAll(async () => {
    watch = await product(alice, 'Submariner', 3);
    bag = await product(alice, 'Speedy 30', 2);
    // Another company's goods: never in Alice's or Bob's figures.
    await product(carol, 'Carol Watch', 4);
    inner = (await t.api().post('/api/inventory/createpackage').set(alice.auth).send(PACKAGE).expect(201)).body.packege.display_id;
    outer = (await t.api().post('/api/inventory/createpackage').set(alice.auth).send(PACKAGE).expect(201)).body.packege.display_id;
    await t.api().post('/api/inventory/additemtopackage').set(alice.auth).send({ package: inner, content_data: [{ type: 'item', id: watch.items[0] }] }).expect(200);
    await t.api().post('/api/inventory/additemtopackage').set(alice.auth).send({ package: outer, content_data: [{ type: 'package', id: inner }] }).expect(200);
  });

  it('the dashboard counts exactly what the user registered and holds, nothing of another company', async () => {
    const m = await matrix(alice);
    expect(m).toMatchObject({
      total_products: 2,
      inventories: { total: 5, in_stock: 4, packed: 1, in_warehouse: 0, in_transit: 0, transferred: 0 },
      packages: { total: 2, level1: 1, level2: 1 },
      ownership: { received_pending: 0, sent_pending: 0, transfers_30d: 0 },
      counterfeit_reports_30d: 0,
    });
    expect(m.products_by_month).toHaveLength(12);
    expect(m.products_by_month.at(-1)).toEqual({ month: thisMonth, count: 2 });
    expect(m.items_by_product).toEqual([
      { product: watch.id, name: 'Submariner', count: 3 },
      { product: bag.id, name: 'Speedy 30', count: 2 },
    ]);
    expect(m.transfers_by_month.at(-1)).toEqual({ month: thisMonth, received: 0, sent: 0 });
    expect(await matrix(carol)).toMatchObject({ total_products: 1, inventories: { total: 4, in_stock: 4 }, packages: { total: 0 } });
    expect(await matrix(bob)).toMatchObject({ total_products: 0, inventories: { total: 0 }, items_by_product: [] });
    await t.api().get('/api/product/matrix').expect(401);
  });

  it('the inventory report: by product, state and month, expiring within 90 days, under warranty', async () => {
    // Two bags expire within 90 days; one watch's warranty has ended.
    await t.api().post('/api/inventory/updatebatch').set(alice.auth)
      .send({ items: bag.items, batch: 'B1', status: 'active', manufecture_date: '2026-01-01', expire_date: inDays(30), warranty: inDays(400) })
      .expect(200);
    await t.api().post('/api/inventory/updatebatch').set(alice.auth)
      .send({ items: [watch.items[2]], batch: 'W9', status: 'active', manufecture_date: '2020-01-01', expire_date: inDays(4000), warranty: inDays(-5) })
      .expect(200);
    const r = await inventory(alice);
    expect(r.range).toEqual({ from: thisMonth, to: thisMonth });
    expect(r.by_product).toEqual([
      { product: watch.id, name: 'Submariner', count: 3 },
      { product: bag.id, name: 'Speedy 30', count: 2 },
    ]);
    expect(r.by_status).toEqual([
      { status: 'in_stock', count: 4 },
      { status: 'packed', count: 1 },
      { status: 'in_warehouse', count: 0 },
      { status: 'in_transit', count: 0 },
    ]);
    expect(r.by_month).toEqual([{ month: thisMonth, count: 5 }]);
    expect(r.expiring_90d).toMatchObject({ count: 2, by_product: [{ product: bag.id, name: 'Speedy 30', count: 2 }] });
    expect(r.under_warranty).toMatchObject({ count: 4, by_product: [{ product: watch.id, count: 2 }, { product: bag.id, count: 2 }] });
    expect(r.by_warehouse).toEqual([]);
    expect((await inventory(carol)).by_product).toEqual([{ product: expect.any(String), name: 'Carol Watch', count: 4 }]);
  });

  it('ranges are UTC months, both ends included; bad ranges are refused', async () => {
    const inRange = await inventory(alice, `?from=${monthAfter(-2)}&to=${thisMonth}`);
    expect(inRange.by_month).toEqual([
      { month: monthAfter(-2), count: 0 },
      { month: monthAfter(-1), count: 0 },
      { month: thisMonth, count: 5 },
    ]);
    expect(inRange.by_product).toHaveLength(2);
    const before = await inventory(alice, `?to=${monthAfter(-1)}`);
    expect(before.by_product).toEqual([]);
    expect(before.by_status.every((s: { count: number }) => s.count === 0)).toBe(true);
    expect(before.expiring_90d.count).toBe(0);
    const later = await inventory(alice, `?from=${monthAfter(1)}&to=${monthAfter(1)}`);
    expect(later.by_month).toEqual([{ month: monthAfter(1), count: 0 }]);
    expect(later.under_warranty.count).toBe(0);

    const bad = (query: string) => t.api().get(`/api/reports/inventory${query}`).set(alice.auth).expect(400);
    expect((await bad('?from=2026-13')).body).toEqual({ from: ['Enter a month as YYYY-MM (UTC).'] });
    expect((await bad('?to=november')).body).toEqual({ to: ['Enter a month as YYYY-MM (UTC).'] });
    expect((await bad('?from=2026-05&to=2026-04')).body).toEqual({ non_field_errors: ['"from" must not be after "to".'] });
    expect((await bad('?from=2000-01&to=2026-01')).body).toEqual({ non_field_errors: ['A range covers at most 120 months.'] });
    await t.api().get('/api/reports/inventory').expect(401);
  });

  it('a request, then an approval, change both sides at once, with live report:updated to each', async () => {
    const aliceLive = await live(alice);
    const bobLive = await live(bob);
    const carolLive = await live(carol);
    const request = await t.api().post('/api/inventory/requiststockitemowner').set(bob.auth).send({ stock_item: watch.items[1] }).expect(201);
    await Promise.all([reportUpdated(aliceLive, 'dashboard'), reportUpdated(bobLive, 'dashboard'), reportUpdated(bobLive, 'activities')]);
    expect((await matrix(alice)).ownership).toEqual({ received_pending: 1, sent_pending: 0, transfers_30d: 0 });
    expect((await matrix(bob)).ownership).toEqual({ received_pending: 0, sent_pending: 1, transfers_30d: 0 });

    aliceLive.clear();
    bobLive.clear();
    await t.api().post('/api/inventory/approveitemowner').set(alice.auth).send({ request_id: request.body.request_id }).expect(200);
    await Promise.all([reportUpdated(aliceLive, 'inventory'), reportUpdated(bobLive, 'inventory'), reportUpdated(bobLive, 'dashboard')]);
    const a = await matrix(alice);
    expect(a.inventories).toEqual({ total: 4, in_stock: 3, packed: 1, in_warehouse: 0, in_transit: 0, transferred: 1 });
    expect(a.ownership).toEqual({ received_pending: 0, sent_pending: 0, transfers_30d: 1 });
    expect(a.items_by_product).toEqual([
      { product: watch.id, name: 'Submariner', count: 2 },
      { product: bag.id, name: 'Speedy 30', count: 2 },
    ]);
    expect(a.transfers_by_month.at(-1)).toEqual({ month: thisMonth, received: 0, sent: 1 });
    const b = await matrix(bob);
    expect(b.inventories).toEqual({ total: 1, in_stock: 1, packed: 0, in_warehouse: 0, in_transit: 0, transferred: 0 });
    expect(b.ownership).toEqual({ received_pending: 0, sent_pending: 0, transfers_30d: 1 });
    expect(b.items_by_product).toEqual([{ product: watch.id, name: 'Submariner', count: 1 }]);
    expect(b.transfers_by_month.at(-1)).toEqual({ month: thisMonth, received: 1, sent: 0 });
    // Bob's stock counts from the month he got it; its product is the brand's.
    const bi = await inventory(bob);
    expect(bi.by_month).toEqual([{ month: thisMonth, count: 1 }]);
    expect(bi.by_product).toEqual([{ product: watch.id, name: 'Submariner', count: 1 }]);
    expect(bi.under_warranty.count).toBe(1);
    // Nobody else heard of it.
    expect(carolLive.received.filter((r) => r.event === 'report:updated')).toEqual([]);
  });

  it('a package changes hands with everything inside it: packages, packed items and transfers on both sides', async () => {
    const request = await t.api().post('/api/inventory/requistpackageowner').set(bob.auth).send({ package: outer }).expect(201);
    await t.api().post('/api/inventory/approvepackageowner').set(alice.auth).send({ request_id: request.body.request_id }).expect(200);
    const a = await matrix(alice);
    expect(a.inventories).toEqual({ total: 3, in_stock: 3, packed: 0, in_warehouse: 0, in_transit: 0, transferred: 2 });
    expect(a.packages).toEqual({ total: 0, level1: 0, level2: 0 });
    expect(a.ownership.transfers_30d).toBe(2);
    const b = await matrix(bob);
    expect(b.inventories).toEqual({ total: 2, in_stock: 1, packed: 1, in_warehouse: 0, in_transit: 0, transferred: 0 });
    expect(b.packages).toEqual({ total: 2, level1: 1, level2: 1 });
    expect(b.ownership.transfers_30d).toBe(2);
    expect(b.transfers_by_month.at(-1)).toEqual({ month: thisMonth, received: 2, sent: 0 });
    // The receiver hands one on: it stays "transferred" for Alice (she no longer owns it) and becomes so for Bob.
    await t.api().post('/api/inventory/makeowner').set(bob.auth).send({ email: 'carol@reports.example', inventory_id: watch.items[1] }).expect(200);
    expect((await matrix(alice)).inventories.transferred).toBe(2);
    expect((await matrix(bob)).inventories).toMatchObject({ total: 1, transferred: 1 });
    expect((await matrix(carol)).inventories).toMatchObject({ total: 5, transferred: 0 });
    expect((await matrix(carol)).items_by_product).toContainEqual({ product: watch.id, name: 'Submariner', count: 1 });
  });

  it('counterfeit reports of the last 30 days count for the brand and the owner, not for others', async () => {
    await t.api().post('/api/inventory/complain').set('X-Forwarded-For', '203.0.113.77').send({ item: bag.items[0], query: 'Others', address: '' }).expect(201);
    expect((await matrix(alice)).counterfeit_reports_30d).toBe(1);
    expect((await matrix(bob)).counterfeit_reports_30d).toBe(0);
    expect((await matrix(carol)).counterfeit_reports_30d).toBe(0);
  });

  it('the activity timeline: own actions and what happened to the goods, newest first, one line each', async () => {
    const a = await activities(alice);
    expect(a.map((e) => e.type)).toEqual([
      'counterfeit_reported',
      'approved',
      'requested',
      'approved',
      'requested',
      'batch_recorded',
      'batch_recorded',
      'packed',
      'packed',
      'package_created',
      'package_created',
      'registered',
      'product_registered',
      'registered',
      'product_registered',
    ]);
    const ats = a.map((e) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    expect(a[0]).toMatchObject({ summary: `Suspected counterfeit reported for ${bag.items[0]}: Others`, display_id: bag.items[0], actor: null });
    expect(a[1]).toMatchObject({ summary: `You approved Bob Retail's request: ${outer} is theirs now`, display_id: outer, actor: { id: alice.id, fullname: 'Alice Brand', you: true } });
    expect(a[2]).toMatchObject({ summary: `Bob Retail requested ownership of ${outer}`, actor: { id: bob.id, you: false } });
    // One line for a registration of many items.
    expect(a.at(-2)).toMatchObject({ type: 'registered', count: 3, display_id: watch.items[0], summary: `You registered 3 stock items of Submariner (${watch.items[0]} – ${watch.items[2]})` });
    expect(a[7]).toMatchObject({ summary: `You packed 1 entry into ${outer}`, display_id: outer });

    const b = await activities(bob);
    expect(b.map((e) => e.type)).toEqual(['handed_over', 'approved', 'requested', 'approved', 'requested']);
    expect(b[0].summary).toBe(`You handed ${watch.items[1]} over to Carol Elsewhere`);
    expect(b[1].summary).toBe(`Alice Brand approved your request: ${outer} is yours now`);
    expect(b[4].summary).toBe(`You requested ownership of ${watch.items[1]} from Alice Brand`);
    const c = await activities(carol);
    expect(c[0]).toMatchObject({ type: 'handed_over', summary: `Bob Retail handed ${watch.items[1]} over to you` });
    expect(c.some((e) => e.display_id === outer || e.display_id === bag.items[0])).toBe(false);
  });

  it('pages with before (an entry id or a time) and refuses bad paging', async () => {
    const all = await activities(alice, '?limit=100');
    const first = await activities(alice, '?limit=4');
    expect(first.map((e) => e.id)).toEqual(all.slice(0, 4).map((e) => e.id));
    const second = await activities(alice, `?limit=4&before=${first.at(-1)!.id}`);
    expect(second.map((e) => e.id)).toEqual(all.slice(4, 8).map((e) => e.id));
    const rest = await activities(alice, `?limit=100&before=${second.at(-1)!.id}`);
    expect(rest.map((e) => e.id)).toEqual(all.slice(8).map((e) => e.id));
    expect(await activities(alice, `?before=${all.at(-1)!.id}`)).toEqual([]);
    expect(await activities(alice, `?before=${encodeURIComponent('2000-01-01T00:00:00Z')}`)).toEqual([]);
    const byTime = await activities(alice, `?before=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}&limit=3`);
    expect(byTime.map((e) => e.id)).toEqual(all.slice(0, 3).map((e) => e.id));

    const bad = (query: string) => t.api().get(`/api/reports/activities${query}`).set(alice.auth).expect(400);
    expect((await bad('?limit=0')).body).toEqual({ limit: ['Ensure this value is greater than or equal to 1.'] });
    expect((await bad('?limit=101')).body).toEqual({ limit: ['Ensure this value is less than or equal to 100.'] });
    expect((await bad('?before=yesterday')).body).toEqual({ before: ['Enter the id of an entry or a time (ISO 8601).'] });
    await t.api().get('/api/reports/activities').expect(401);
  });

  it('pages across the timeline’s page documents (100 entries each) without gaps or repeats', async () => {
    const dora = await signIn(t, 'dora@reports.example', 'Dora Many');
    for (let i = 0; i < 130; i += 1) {
      await t.api().post('/api/product/addproduct').set(dora.auth).send({ ...PRODUCT, name: `Piece ${i}` }).expect(201);
    }
    const seen: Activity[] = [];
    let before = '';
    for (let round = 0; round < 10; round += 1) {
      const page = await activities(dora, `?limit=45${before ? `&before=${before}` : ''}`);
      if (page.length === 0) break;
      seen.push(...page);
      before = page.at(-1)!.id;
    }
    expect(seen).toHaveLength(130);
    expect(seen.map((e) => e.summary)).toEqual(Array.from({ length: 130 }, (_, i) => `You registered the product Piece ${129 - i}`));
    expect(seen.map((e) => Number(e.id))).toEqual(Array.from({ length: 130 }, (_, i) => 130 - i));
    expect((await matrix(dora)).total_products).toBe(130);
  });

  it('a stock file is one line: its rows registered with their batch data, not a line per row and event', async () => {
    const erin = await signIn(t, 'erin@reports.example', 'Erin Files');
    const p = await t.api().post('/api/product/addproduct').set(erin.auth).send({ ...PRODUCT, name: 'Filed' }).expect(201);
    const rows = [1, 2, 3].map((i) => `${p.body.id},active,F${i},2026-01-01,2031-01-01,2028-01-01`);
    const csv = Buffer.from(`product,status,batch,manufecture_date,expire_date,warranty\n${rows.join('\n')}\n`);
    const upload = await t.api().post('/api/inventory/uploadcsvtostock').set(erin.auth).attach('csv_file', csv, { filename: 'stock.csv', contentType: 'text/csv' }).expect(201);
    const [line, ...before] = await activities(erin);
    expect(before.map((e) => e.type)).toEqual(['product_registered']);
    expect(line).toMatchObject({ type: 'registered', count: 3, display_id: upload.body.first_display_id });
    // A later batch update of those items is a line of its own.
    await t.api().post('/api/inventory/updatebatch').set(erin.auth)
      .send({ items: [upload.body.first_display_id], batch: 'F9', status: 'active', manufecture_date: '2026-01-01', expire_date: '2031-01-01', warranty: '2028-01-01' })
      .expect(200);
    expect((await activities(erin)).map((e) => e.type)).toEqual(['batch_recorded', 'registered', 'product_registered']);
  });
});
