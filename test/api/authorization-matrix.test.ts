import type { Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import COMPANY_A_SECRETS from '../fixtures/company-a-secrets.json';
import { LiveClient } from '../support/live-client';
import { PRODUCT, Session, TestApp, signIn, startTestApp } from '../support/test-app';

/**
 * The authorization matrix, generated from the routes Express really serves: every route × {no token, another
 * company's resource}. Company A owns goods, a product, a package, logistics records, a ticket, a key…, each
 * holding a private marker; company B calls every route against A's resources. An authenticated route must refuse
 * the anonymous call (401) and answer B with a refusal (403/404/409/400) or only public fields; a public route
 * (`@Public()`) must answer both only public fields. A served route missing from the table fails the first test.
 */

const PUBLIC_URL = 'https://provenance.example.com';
const GTIN13 = '9506000134352';

/**
 * Private values of company A: none may ever reach company B or an anonymous caller (shared with the attacks'
 * re-run, `scripts/attacks/rerun.mjs`).
 */
const SECRET = COMPANY_A_SECRETS;

interface World {
  a: Session;
  b: Session;
  c: Session;
  productId: string;
  /** A's items: i0 loose (batch data), i1 packed in `pkg`, i2 on a planned shipment, i3 in A's warehouse. */
  items: string[];
  pkg: string;
  warehouse: string;
  carrier: string;
  shipment: string;
  nextOwner: string;
  ticket: string;
  apiKey: string;
  /** A's IoT tag on its package. */
  tag: string;
  /** The key itself (A's read key). */
  apiKeyValue: string;
  /** C's pending request for A's item i0 (A decides it). */
  itemRequest: string;
  packageRequest: string;
  eventHash: string;
  /** Stream names of A's that the explorer must not list to B. */
  privateStreams: string[];
}

type Api = TestAgent<Test>;
/** How to call a route against company A's resources (the runner adds B's token, or none). */
type Call = (api: Api, w: World) => Test;
interface Row {
  call: Call;
  /** Statuses acceptable for company B (or, on a public route, for anyone). */
  b: number[];
  /** Anonymous callers of a public route, when not the same as `b`. */
  anonymous?: number[];
  /** Further assertions on B's answer. */
  check?: (body: unknown, w: World, text: string) => void;
  /** Public: `@Public()`, so no 401 expected. */
  public?: true;
}

const DENIED = [403, 404];
const REFUSED = [400, 403, 404, 409];
const get = (path: (w: World) => string, b: number[], check?: Row['check']): Row => ({ call: (api, w) => api.get(path(w)), b, check });
const post = (path: string | ((w: World) => string), body: (w: World) => object, b: number[], check?: Row['check']): Row => ({
  call: (api, w) => api.post(typeof path === 'string' ? path : path(w)).send(body(w)),
  b,
  check,
});
const patch = (path: (w: World) => string, body: (w: World) => object, b: number[]): Row => ({ call: (api, w) => api.patch(path(w)).send(body(w)), b });
const pub = (row: Row, anonymous?: number[]): Row => ({ ...row, public: true, ...(anonymous ? { anonymous } : {}) });
const content = (w: World, i = 0) => [{ type: 'item', id: w.items[i] }];

/** Lists of B's own: nothing of A's in them (the marker scan does the rest). */
const emptyList = (body: unknown) => expect(body).toEqual([]);
const noEventData = (body: unknown) => {
  const events = (body as { events?: Record<string, unknown>[] }).events ?? [];
  expect(events.length).toBeGreaterThan(0);
  for (const e of events) expect(Object.keys(e)).not.toContain('data');
};

/** Every served route, `METHOD /api/path/:param` as Express knows it. */
const MATRIX: Record<string, Row> = {
  // Identity and account: B's own profile, sessions and keys; A's profile only as its public profile.
  'GET /api/account/getuser': get(() => '/api/account/getuser', [200]),
  'GET /api/account/getuser/:id': get((w) => `/api/account/getuser/${w.a.id}`, [200], (body) => expect(body).not.toHaveProperty('email')),
  'GET /api/account/getemailuser': get((w) => `/api/account/getemailuser?email=${encodeURIComponent(w.a.email)}`, [200]),
  'GET /api/account/allusers': get(() => '/api/account/allusers', [200]),
  'GET /api/account/newuser': get(() => '/api/account/newuser', [200]),
  'GET /api/account/sessions': get(() => '/api/account/sessions', [200]),
  'PATCH /api/account/updateuser': patch(() => '/api/account/updateuser', () => ({ fullname: 'Bob B' }), [200]),
  'POST /api/account/deleteprofileimage': post('/api/account/deleteprofileimage', () => ({}), [200, 201]),
  'POST /api/account/addcompany': post('/api/account/addcompany', () => ({ name: 'Rival B', registration_number: 'B-1', address: 'Elsewhere' }), [200, 201]),
  // B signs out with A's refresh token: refused, and A stays signed in (checked at the end).
  'POST /api/account/logout': post('/api/account/logout', (w) => ({ refresh_token: w.a.refresh }), [400, 401, 403]),
  'GET /api/account/apikeys': get(() => '/api/account/apikeys', [200], emptyList),
  'POST /api/account/apikeys': post('/api/account/apikeys', () => ({ name: 'B key', scopes: ['read'] }), [201]),
  'DELETE /api/account/apikeys/:id': { call: (api, w) => api.delete(`/api/account/apikeys/${w.apiKey}`), b: DENIED },
  'POST /api/account/sendotp': pub(post('/api/account/sendotp', () => ({ email: 'nobody@matrix.example' }), [200])),
  'POST /api/account/login': pub(post('/api/account/login', (w) => ({ email: w.a.email, otp: '000000' }), [400])),
  'POST /api/account/refresh': pub(post('/api/account/refresh', () => ({ refresh: 'not-a-token' }), [400, 401])),
  'POST /api/account/subscriber': pub(post('/api/account/subscriber', () => ({ email: 'reader@matrix.example' }), [201])),
  'POST /api/account/adduserquery': pub(post('/api/account/adduserquery', () => ({ fullname: 'V', email: 'v@matrix.example', query: 'q', mobile: '1' }), [201])),
  'POST /api/account/contact': pub(post('/api/account/contact', () => ({ fullname: 'V', email: 'v@matrix.example', message: 'hello' }), [201])),

  // Catalogue: A's product shows B only what tracking shows of it; changes refused.
  'GET /api/product/getproduct/:id': get((w) => `/api/product/getproduct/${w.productId}`, [200, 403, 404]),
  'GET /api/product/getproductdetail/:id': get((w) => `/api/product/getproductdetail/${w.productId}`, [200, 403, 404]),
  'GET /api/product/getproducts': get(() => '/api/product/getproducts', [200], emptyList),
  'GET /api/product/getcategory': get(() => '/api/product/getcategory', [200]),
  'GET /api/product/getcolor': get(() => '/api/product/getcolor', [200]),
  'POST /api/product/addproduct': post('/api/product/addproduct', () => ({ ...PRODUCT, sku: 'B-SKU' }), [201]),
  'PATCH /api/product/updateproduct/:id': patch((w) => `/api/product/updateproduct/${w.productId}`, () => ({ name: 'Hijacked', brand: 'B', sku: 'B' }), DENIED),
  'POST /api/product/addproductdetail': post('/api/product/addproductdetail', (w) => ({ product: w.productId, detail: [{ key: 'k', value: 'v' }] }), DENIED),
  'PATCH /api/product/updateproductdetail/:id': patch((w) => `/api/product/updateproductdetail/${w.productId}`, () => ({ detail: [] }), DENIED),
  'POST /api/product/addproductimage': {
    call: (api, w) => api.post('/api/product/addproductimage').field('product', w.productId).attach('image', Buffer.from('not an image'), 'x.png'),
    b: REFUSED,
  },
  'GET /api/product/getqrcode/:display_id': pub(get((w) => `/api/product/getqrcode/${w.items[0]}`, [200])),
  'POST /api/product/uploadqrcode': pub({ call: (api) => api.post('/api/product/uploadqrcode').attach('image', Buffer.from('not an image'), 'x.png'), b: [400] }),
  'GET /api/product/matrix': get(() => '/api/product/matrix', [200], (body) => expect((body as { total_products: number }).total_products).toBe(0)),

  // Stock items.
  'GET /api/inventory/getitem/:id': pub(get((w) => `/api/inventory/getitem/${w.items[0]}`, [200])),
  'GET /api/inventory/getitems': get(() => '/api/inventory/getitems', [200], emptyList),
  'GET /api/inventory/exportstock': get(() => '/api/inventory/exportstock', [200], (_b, w, text) => expect(text).not.toContain(w.items[0])),
  'GET /api/inventory/owned': get(() => '/api/inventory/owned', [200], (body) => expect((body as { count: number }).count).toBe(0)),
  'POST /api/inventory/additem': post('/api/inventory/additem', (w) => ({ product_id: w.productId, no_of_item: 1, location: '1&1' }), DENIED),
  'POST /api/inventory/uploadcsvtostock': {
    call: (api, w) =>
      api
        .post('/api/inventory/uploadcsvtostock')
        .attach('csv_file', Buffer.from(`product,status,batch,manufecture_date,expire_date,warranty\n${w.productId},active,X,2026-01-01,2030-01-01,2028-01-01\n`), {
          filename: 'stock.csv',
          contentType: 'text/csv',
        }),
    // A's product is not one of B's: the row is refused.
    b: [400],
    check: (body) => expect(JSON.stringify(body)).not.toContain('"created"'),
  },
  'POST /api/inventory/updatebatch': post(
    '/api/inventory/updatebatch',
    (w) => ({ items: [w.items[0]], batch: 'B', status: 'active', manufecture_date: '2026-01-01', expire_date: '2030-01-01', warranty: '2028-01-01' }),
    REFUSED,
  ),
  'POST /api/inventory/makeowner': post('/api/inventory/makeowner', (w) => ({ email: w.c.email, inventory_id: w.items[0] }), REFUSED),
  'POST /api/inventory/complain': pub(post('/api/inventory/complain', (w) => ({ address: 'Street', item: w.items[0], query: 'Others' }), [201])),
  'GET /api/inventory/complain': get(() => '/api/inventory/complain', [200], emptyList),
  'GET /api/inventory/notificationcount': get(() => '/api/inventory/notificationcount', [200], (body) => expect(body).toMatchObject({ inventory: 0, package: 0 })),

  // Ownership: the owner chain is for its parties; requests are anyone's to send (ids are public), decisions the owner's.
  'GET /api/inventory/getstockitemowner/:id': get((w) => `/api/inventory/getstockitemowner/${w.items[0]}`, [200, 403, 404], (body) => {
    const owners = (body as { owners?: { owner: Record<string, unknown> }[] }).owners;
    if (owners) for (const o of owners) expect(Object.keys(o.owner).sort()).toEqual(['fullname']);
  }),
  'GET /api/inventory/getpackageowner/:id': get((w) => `/api/inventory/getpackageowner/${w.pkg}`, [200, 403, 404], (body) => {
    const owners = (body as { owners?: Record<string, Record<string, unknown>>[] }).owners;
    if (owners) for (const o of owners) for (const party of [o.owner, o.package_owner].filter(Boolean)) expect(Object.keys(party).sort()).toEqual(['fullname']);
  }),
  'POST /api/inventory/requiststockitemowner': post('/api/inventory/requiststockitemowner', (w) => ({ stock_item: w.items[0] }), [201]),
  'POST /api/inventory/requistpackageowner': post('/api/inventory/requistpackageowner', (w) => ({ package: w.pkg }), [201]),
  'GET /api/inventory/getitemownerrequeststatus/:id': get((w) => `/api/inventory/getitemownerrequeststatus/${w.items[3]}`, [200]),
  'GET /api/inventory/getpackageownerrequeststatus/:id': get((w) => `/api/inventory/getpackageownerrequeststatus/${w.pkg}`, [200]),
  'GET /api/inventory/getallitemownerrequest': get(() => '/api/inventory/getallitemownerrequest', [200], emptyList),
  'GET /api/inventory/getallitemownerrequestsend': get(() => '/api/inventory/getallitemownerrequestsend', [200]),
  'GET /api/inventory/getallpackageownerrequistget': get(() => '/api/inventory/getallpackageownerrequistget', [200], emptyList),
  'GET /api/inventory/getallpackageownerrequestsend': get(() => '/api/inventory/getallpackageownerrequestsend', [200]),
  'POST /api/inventory/approveitemowner': post('/api/inventory/approveitemowner', (w) => ({ request_id: w.itemRequest }), DENIED),
  'POST /api/inventory/rejectitemowner': post('/api/inventory/rejectitemowner', (w) => ({ request_id: w.itemRequest }), DENIED),
  'POST /api/inventory/approvepackageowner': post('/api/inventory/approvepackageowner', (w) => ({ request_id: w.packageRequest }), DENIED),
  'POST /api/inventory/rejectpackageowner': post('/api/inventory/rejectpackageowner', (w) => ({ request_id: w.packageRequest }), DENIED),
  'POST /api/product/requistowner': post('/api/product/requistowner', (w) => ({ product: w.items[3] }), [201, 409]),
  'POST /api/product/approveowner': post('/api/product/approveowner', (w) => ({ request_id: w.itemRequest }), DENIED),
  'GET /api/product/getownerrequeststatus/:id': get((w) => `/api/product/getownerrequeststatus/${w.items[3]}`, [200]),
  'GET /api/product/getallownerrequest': get(() => '/api/product/getallownerrequest', [200], emptyList),
  'GET /api/product/getallsendownerrequest': get(() => '/api/product/getallsendownerrequest', [200]),

  // Packages: A's package shows B its public fields only (no private details); changes refused.
  'GET /api/inventory/getpackage': get(() => '/api/inventory/getpackage', [200], emptyList),
  'GET /api/inventory/getpackage/:id': get((w) => `/api/inventory/getpackage/${w.pkg}`, [200, 403, 404]),
  'GET /api/inventory/getpackagecontent/:id': get((w) => `/api/inventory/getpackagecontent/${w.pkg}`, [200, 403, 404], (body) => {
    const entries = (body as { content_data?: Record<string, unknown>[] }).content_data ?? [];
    for (const e of entries) expect(Object.keys(e).sort()).toEqual(['display_id', 'id', 'type']);
  }),
  'POST /api/inventory/createpackage': post(
    '/api/inventory/createpackage',
    () => ({ brand_name: 'B', total_product: 1, manufecture_date: '2026-01-01', expire_date: '2030-01-01', details: '' }),
    [201],
  ),
  'PATCH /api/inventory/updatepackage/:id': patch(
    (w) => `/api/inventory/updatepackage/${w.pkg}`,
    () => ({ brand_name: 'B', total_product: 1, manufecture_date: '2026-01-01', expire_date: '2030-01-01', details: 'hijack' }),
    DENIED,
  ),
  'POST /api/inventory/additemtopackage': post('/api/inventory/additemtopackage', (w) => ({ package: w.pkg, content_data: content(w) }), REFUSED),
  'POST /api/inventory/unpackage': post('/api/inventory/unpackage', (w) => ({ package_id: w.pkg }), DENIED),
  'GET /api/inventory/outsourcepackaging': get(() => '/api/inventory/outsourcepackaging', [200], emptyList),
  'POST /api/inventory/outsourcepackaging': post('/api/inventory/outsourcepackaging', () => ({ vendor_name: 'V', vendor_contact: 'c', quantity: 1 }), [201]),

  // Logistics: A's records are A's alone (404 to others), moves of A's goods refused.
  'GET /api/account/getwarehousetypes': get(() => '/api/account/getwarehousetypes', [200]),
  'GET /api/account/getwarehouse': get(() => '/api/account/getwarehouse', [200], emptyList),
  'GET /api/account/getwarehouse/:id': get((w) => `/api/account/getwarehouse/${w.warehouse}`, DENIED),
  'POST /api/account/addwarehouse': post('/api/account/addwarehouse', () => ({ ...WAREHOUSE, name: 'B hub', contact: 'B desk' }), [201]),
  'PATCH /api/account/updatewarehouse/:id': patch((w) => `/api/account/updatewarehouse/${w.warehouse}`, () => ({ ...WAREHOUSE, name: 'Hijacked', contact: 'B desk' }), DENIED),
  'POST /api/account/warehousestock': post('/api/account/warehousestock', (w) => ({ warehouse: w.warehouse, content_data: content(w) }), REFUSED),
  'POST /api/account/warehouserelease': post('/api/account/warehouserelease', (w) => ({ warehouse: w.warehouse, content_data: content(w, 3) }), REFUSED),
  'GET /api/logistics/transportmodes': get(() => '/api/logistics/transportmodes', [200]),
  'GET /api/logistics/outsource': get(() => '/api/logistics/outsource', [200], emptyList),
  'GET /api/logistics/outsource/:id': get((w) => `/api/logistics/outsource/${w.carrier}`, DENIED),
  'POST /api/logistics/outsource': post('/api/logistics/outsource', () => ({ ...CARRIER, company_name: 'B freight' }), [201]),
  'GET /api/logistics/transport': get(() => '/api/logistics/transport', [200], emptyList),
  'GET /api/logistics/transport/:id': get((w) => `/api/logistics/transport/${w.shipment}`, DENIED),
  'POST /api/logistics/transport': post(
    '/api/logistics/transport',
    (w) => ({ mode: 'road', carrier: 'own', vehicle_number: 'B 1', expected_delivery: '2099-01-01', destination: { address: 'B street', address_location: '1&1' }, content_data: content(w) }),
    REFUSED,
  ),
  'POST /api/logistics/transport/:id/dispatch': post((w) => `/api/logistics/transport/${w.shipment}/dispatch`, () => ({}), DENIED),
  'POST /api/logistics/transport/:id/location': post((w) => `/api/logistics/transport/${w.shipment}/location`, () => ({ location: '1&1' }), DENIED),
  'POST /api/logistics/transport/:id/deliver': post((w) => `/api/logistics/transport/${w.shipment}/deliver`, () => ({}), DENIED),
  'GET /api/logistics/locations': get((w) => `/api/logistics/locations?ids=${w.items.join(',')}`, [200]),
  'GET /api/account/getnextowner': get(() => '/api/account/getnextowner', [200], emptyList),
  'GET /api/account/getnextowner/:id': get((w) => `/api/account/getnextowner/${w.nextOwner}`, DENIED),
  'GET /api/logistics/iottags': get((w) => `/api/logistics/iottags?package=${w.pkg}`, [200], emptyList),
  'POST /api/logistics/iottags': post('/api/logistics/iottags', (w) => ({ package: w.pkg, device_id: 'B-DEVICE', kind: 'gps' }), DENIED),
  // The device's route: public to the user guard, it needs the tag's own secret (a user's token is not one).
  'POST /api/logistics/iottags/:id/positions': pub(post((w) => `/api/logistics/iottags/${w.tag}/positions`, () => ({ location: '1&1' }), [401])),
  'POST /api/account/addnextowner': post('/api/account/addnextowner', (w) => ({ email: w.c.email }), [201]),
  'POST /api/account/delivery': post('/api/account/delivery', (w) => ({ next_owner: w.nextOwner, content_data: content(w) }), REFUSED),

  // Reports: B's own figures, nothing of A's.
  'GET /api/reports/inventory': get(() => '/api/reports/inventory', [200]),
  'GET /api/reports/logistics': get(() => '/api/reports/logistics', [200]),
  'GET /api/reports/counterfeit': get(() => '/api/reports/counterfeit', [200]),
  'GET /api/reports/activities': get(() => '/api/reports/activities', [200], (body, w) => expect(JSON.stringify(body)).not.toContain(w.items[0])),
  'GET /api/public/stats': pub(get(() => '/api/public/stats', [200])),

  // Support and warranty.
  'GET /api/support/ticket': get(() => '/api/support/ticket', [200], emptyList),
  'GET /api/support/ticket/:id': get((w) => `/api/support/ticket/${w.ticket}`, DENIED),
  'POST /api/support/ticket': post('/api/support/ticket', () => ({ subject: 'B', category: 'general', message: 'hello' }), [201]),
  'POST /api/support/ticket/:id/read': post((w) => `/api/support/ticket/${w.ticket}/read`, () => ({}), DENIED),
  'GET /api/support/message': get((w) => `/api/support/message?ticket=${w.ticket}`, DENIED),
  'POST /api/support/message': post('/api/support/message', (w) => ({ ticket: w.ticket, message: 'let me in' }), DENIED),
  'POST /api/support/adminmessage': post('/api/support/adminmessage', (w) => ({ ticket: w.ticket, message: 'x' }), [403]),
  'GET /api/support/unread': get(() => '/api/support/unread', [200]),
  'GET /api/product/getwarrantypartners': get(() => '/api/product/getwarrantypartners', [200], emptyList),
  'POST /api/product/addwarrantypartner': post(
    '/api/product/addwarrantypartner',
    (w) => ({ name: 'P', email: 'p@matrix.example', phone: '1', address: 'a', service_area: 's', products: [w.productId] }),
    [400, 403, 404],
  ),
  'POST /api/product/warrantypartneruploadcsv': {
    call: (api, w) =>
      api
        .post('/api/product/warrantypartneruploadcsv')
        .field('products', w.productId)
        .attach('csv_file', Buffer.from('name,email,phone,address,service_area\nP,p@matrix.example,1,a,s\n'), { filename: 'p.csv', contentType: 'text/csv' }),
    b: [400, 403, 404],
  },

  // Integrations.
  'GET /api/epcis/events': get(() => '/api/epcis/events', [200], (body) => expect((body as { epcisBody: { queryResults: { resultsBody: { eventList: unknown[] } } } }).epcisBody.queryResults.resultsBody.eventList).toEqual([])),
  'POST /api/epcis/capture': post(
    '/api/epcis/capture',
    (w) => ({
      '@context': ['https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld'],
      type: 'EPCISDocument',
      schemaVersion: '2.0',
      creationDate: new Date().toISOString(),
      epcisBody: {
        eventList: [
          {
            type: 'AggregationEvent',
            action: 'DELETE',
            eventTime: new Date().toISOString(),
            eventTimeZoneOffset: '+00:00',
            parentID: `${PUBLIC_URL}/productTracking/${w.pkg}`,
            childEPCs: [],
          },
        ],
      },
    }),
    [400, 403, 404],
  ),
  'GET /api/01/:gtin/21/:serial': pub(get((w) => `/api/01/${'0' + GTIN13}/21/${w.items[0]}`, [302])),

  // Public tracking and provenance: public fields for everyone who is not a party, signed in or not.
  'GET /api/tracking/:id': pub(get((w) => `/api/tracking/${w.pkg}`, [200])),
  'GET /api/provenance/:id': pub(get((w) => `/api/provenance/${w.items[0]}`, [200], noEventData)),
  'GET /api/provenance/:id/bundle': pub(get((w) => `/api/provenance/${w.pkg}/bundle`, [200], noEventData)),
  'GET /api/blockchain/allstreams': get(() => '/api/blockchain/allstreams?limit=100', [200], (body, w) => {
    const listed = ((body as { streams: { stream: string }[] }).streams ?? []).map((s) => s.stream);
    expect(listed.filter((s) => w.privateStreams.includes(s))).toEqual([]);
  }),
  'GET /api/blockchain/search': get((w) => `/api/blockchain/search?q=${w.items[0]}`, [200], noEventData),
  'GET /api/blockchain/checkpoint': pub(get(() => '/api/blockchain/checkpoint', [200])),
  'GET /api/blockchain/checkpoints': pub(get(() => '/api/blockchain/checkpoints', [200])),
  'GET /api/blockchain/publickey': pub(get(() => '/api/blockchain/publickey', [200])),
  'GET /api/blockchain/proof/:hash': pub(get((w) => `/api/blockchain/proof/${w.eventHash}`, [200])),
  'GET /api/blockchain/consistency': pub(get(() => '/api/blockchain/consistency?first=1&second=1', [200, 400])),

  // Operations and the reference.
  'GET /api/health': pub(get(() => '/api/health', [200])),
  'GET /api/health/live': pub(get(() => '/api/health/live', [200])),
  'GET /api/metrics': pub(get(() => '/api/metrics', [200])),
  'GET /api/openapi.json': pub(get(() => '/api/openapi.json', [200])),
  'GET /api/docs': pub(get(() => '/api/docs', [200, 301])),
  'GET /api/docs/': pub(get(() => '/api/docs/', [200])),
  'GET /api/docs/index.html': pub(get(() => '/api/docs/index.html', [200])),
  'GET /api/docs/swagger-ui-init.js': pub(get(() => '/api/docs/swagger-ui-init.js', [200])),
  'GET /api/docs/docs/swagger-ui-init.js': pub(get(() => '/api/docs/docs/swagger-ui-init.js', [200])),
  'GET /api/docs/LICENSE': pub(get(() => '/api/docs/LICENSE', [200, 404])),
};

const WAREHOUSE = {
  name: SECRET.warehouse,
  capacity: 5,
  contact: SECRET.warehouseContact,
  verification: 'yes',
  address: 'Rue du Rhône 1, Geneva',
  address_location: '46.2044&6.1432',
  details: [{ key: 'dock', value: 'B' }],
  type: 'bonded',
};
const CARRIER = { company_name: SECRET.carrier, contact_person: 'Ana Ruiz', email: 'ops@swift.example', phone: '+1 555 0100', address: 'Dock 4, Rotterdam', modes: ['road', 'sea'] };

function servedRoutes(t: TestApp): string[] {
  const instance = t.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } };
  const routes = new Set<string>();
  for (const layer of instance.router.stack) {
    if (!layer.route || !layer.route.path.startsWith('/api/')) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') routes.add(`${method.toUpperCase()} ${layer.route.path}`);
  }
  return [...routes].sort();
}

describe('authorization matrix: every served route × {no token, another company’s resource}', () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL });
    const a = await signIn(t, 'owner@maison-a.example', 'Alice A');
    const b = await signIn(t, 'rival@company-b.example', 'Bob B');
    const c = await signIn(t, 'buyer@company-c.example', 'Carol C');
    const api = () => t.api();
    await api().post('/api/account/addcompany').set(a.auth).send({ name: 'Maison A', registration_number: SECRET.registration, address: SECRET.address }).expect(201);
    await api().patch('/api/account/updateuser').set(a.auth).send({ address: SECRET.address, mobile: SECRET.mobile, social_link: SECRET.socialLink, Linkedin: SECRET.linkedin }).expect(200);
    const productId = (
      await api().post('/api/product/addproduct').set(a.auth).send({ ...PRODUCT, sku: SECRET.sku, location: SECRET.productLocation, gtin: GTIN13 }).expect(201)
    ).body.id as string;
    await api().post('/api/product/addproductdetail').set(a.auth).send({ product: productId, detail: [{ key: 'Material', value: SECRET.detail }] }).expect(201);
    const items = (await api().post('/api/inventory/additem').set(a.auth).send({ product_id: productId, no_of_item: 4, location: '28.4595&77.0266' }).expect(201)).body.items.map(
      (i: { display_id: string }) => i.display_id,
    ) as string[];
    await api()
      .post('/api/inventory/updatebatch')
      .set(a.auth)
      .send({ items: [items[0]], batch: SECRET.batch, status: 'active', manufecture_date: '2026-01-01', expire_date: '2030-01-01', warranty: '2028-01-01' })
      .expect(200);
    const pkg = (
      await api()
        .post('/api/inventory/createpackage')
        .set(a.auth)
        .send({ brand_name: 'Rolex', total_product: 1, manufecture_date: '2026-01-01', expire_date: '2030-01-01', details: SECRET.packageDetails })
        .expect(201)
    ).body.packege.display_id as string;
    await api().post('/api/inventory/additemtopackage').set(a.auth).send({ package: pkg, content_data: [{ type: 'item', id: items[1] }] }).expect(200);
    const warehouse = (await api().post('/api/account/addwarehouse').set(a.auth).send(WAREHOUSE).expect(201)).body.id as string;
    await api().post('/api/account/warehousestock').set(a.auth).send({ warehouse, content_data: [{ type: 'item', id: items[3] }] }).expect(201);
    const carrier = (await api().post('/api/logistics/outsource').set(a.auth).send(CARRIER).expect(201)).body.id as string;
    const shipment = (
      await api()
        .post('/api/logistics/transport')
        .set(a.auth)
        .send({
          mode: 'road',
          carrier,
          vehicle_number: SECRET.vehicle,
          driver_name: SECRET.driver,
          expected_delivery: '2099-01-01',
          destination: { address: 'Somewhere', address_location: '1&1' },
          content_data: [{ type: 'item', id: items[2] }],
        })
        .expect(201)
    ).body.id as string;
    const tag = (await api().post('/api/logistics/iottags').set(a.auth).send({ package: pkg, device_id: SECRET.device, kind: 'gps' }).expect(201)).body.id as string;
    const nextOwner = (await api().post('/api/account/addnextowner').set(a.auth).send({ email: c.email, note: SECRET.nextOwnerNote }).expect(201)).body.id as string;
    const ticket = (await api().post('/api/support/ticket').set(a.auth).send({ subject: SECRET.ticket, category: 'general', message: SECRET.ticketMessage }).expect(201)).body
      .id as string;
    const createdKey = (await api().post('/api/account/apikeys').set(a.auth).send({ name: SECRET.apiKeyName, scopes: ['read'] }).expect(201)).body as { id: string; key: string };
    const apiKey = createdKey.id;
    await api()
      .post('/api/product/addwarrantypartner')
      .set(a.auth)
      .send({ name: 'TimeCare', email: 'service@timecare.example', phone: '+91 124 400 0000', address: SECRET.partnerAddress, service_area: 'NCR', products: [productId] })
      .expect(201);
    await api().post('/api/inventory/outsourcepackaging').set(a.auth).send({ vendor_name: SECRET.vendor, vendor_contact: 'c', quantity: 10 }).expect(201);
    const itemRequest = (await api().post('/api/inventory/requiststockitemowner').set(c.auth).send({ stock_item: items[0] }).expect(201)).body.request_id as string;
    const packageRequest = (await api().post('/api/inventory/requistpackageowner').set(c.auth).send({ package: pkg }).expect(201)).body.request_id as string;
    const history = (await api().get(`/api/provenance/${items[0]}`).expect(200)).body as { events: { hash: string }[] };
    // The proof route needs a checkpoint covering the event: the bundle waits for one.
    await api().get(`/api/provenance/${items[0]}/bundle`).expect(200);
    w = {
      a,
      b,
      c,
      productId,
      items,
      pkg,
      warehouse,
      carrier,
      shipment,
      nextOwner,
      ticket,
      apiKey,
      apiKeyValue: createdKey.key,
      tag,
      itemRequest,
      packageRequest,
      eventHash: history.events[0].hash,
      privateStreams: [`product-${productId}`, `user-${a.id}`],
    };
    // Shipments are named by uuid streams: find A's through A's own list.
    const shipments = (await api().get('/api/blockchain/allstreams?category=shipments&limit=100').set(a.auth).expect(200)).body.streams as { stream: string }[];
    w.privateStreams.push(...shipments.map((s) => s.stream));
  }, 120_000);
  afterAll(async () => t?.close());

  const leaks = (text: string): string[] => [...Object.values(SECRET), w.a.email].filter((secret) => text.includes(secret));

  it('has a row for every route the server answers, and none for a route it does not', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(servedRoutes(t));
  });

  const routes = Object.keys(MATRIX).sort();

  describe('no token', () => {
    it.each(routes)('%s', async (key) => {
      const row = MATRIX[key];
      const res = await row.call(t.api(), w);
      if (row.public) {
        expect(row.anonymous ?? row.b, `${key} answered ${res.status}: ${(res.text ?? '').slice(0, 200)}`).toContain(res.status);
        expect(leaks(res.text ?? ''), key).toEqual([]);
        row.check?.(res.body, w, res.text);
      } else {
        expect(res.status, key).toBe(401);
        expect(res.body).toMatchObject({ detail: expect.any(String) });
      }
    });
  });

  describe('another company’s resource', () => {
    it.each(routes)('%s', async (key) => {
      const row = MATRIX[key];
      const res = await row.call(t.api(), w).set(w.b.auth);
      expect(row.b, `${key} answered ${res.status}: ${(res.text ?? '').slice(0, 200)}`).toContain(res.status);
      expect(leaks(res.text ?? ''), `${key} showed company A's private data`).toEqual([]);
      row.check?.(res.body, w, res.text);
    });
  });

  it('public routes show the data to the parties, by token or API key, and not to a signed-out session', async () => {
    const withData = (res: { body: { events: Record<string, unknown>[] } }) => res.body.events.every((e) => 'data' in e);
    expect(withData(await t.api().get(`/api/provenance/${w.items[0]}`).set(w.a.auth).expect(200))).toBe(true);
    expect(withData(await t.api().get(`/api/provenance/${w.pkg}/bundle`).set('X-API-Key', w.apiKeyValue).expect(200))).toBe(true);
    const other = await signIn(t, w.a.email);
    await t.api().post('/api/account/logout').set(other.auth).send({ refresh_token: other.refresh }).expect(200);
    const signedOut = await t.api().get(`/api/provenance/${w.items[0]}`).set(other.auth).expect(200);
    noEventData(signedOut.body);
  });

  it("live: /track watchers of A's goods get public fields only, and B's /live room nothing of A's", async () => {
    const watcher = new LiveClient(t.url, '/track');
    const rival = new LiveClient(t.url, '/live', w.b.access);
    try {
      await Promise.all([watcher.connected(), rival.connected()]);
      await watcher.socket.emitWithAck('watch', w.items[3]);
      rival.clear();
      await t.api().post('/api/account/warehouserelease').set(w.a.auth).send({ warehouse: w.warehouse, content_data: [{ type: 'item', id: w.items[3] }] }).expect(200);
      const update = await watcher.next<Record<string, unknown>>('tracking:updated', (p) => p.display_id === w.items[3]);
      expect(update).toEqual({ display_id: w.items[3] });
      expect(leaks(JSON.stringify(watcher.received))).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(JSON.stringify(rival.received)).not.toContain(w.items[3]);
    } finally {
      watcher.close();
      rival.close();
    }
  });

  it("leaves company A's goods, product, package and session as they were", async () => {
    const product = (await t.api().get(`/api/product/getproduct/${w.productId}`).set(w.a.auth).expect(200)).body;
    expect(product).toMatchObject({ name: PRODUCT.name, sku: SECRET.sku, detail: [{ key: 'Material', value: SECRET.detail }] });
    const pkg = (await t.api().get(`/api/inventory/getpackage/${w.pkg}`).set(w.a.auth).expect(200)).body;
    expect(pkg).toMatchObject({ details: SECRET.packageDetails, packegecontent: { content_data: [{ type: 'item', id: w.items[1] }] } });
    const owners = (await t.api().get(`/api/inventory/getstockitemowner/${w.items[0]}`).set(w.a.auth).expect(200)).body.owners;
    expect(owners).toEqual([expect.objectContaining({ owner: expect.objectContaining({ id: w.a.id }) })]);
    await t.api().post('/api/account/refresh').send({ refresh: w.a.refresh }).expect(200);
  });
});
