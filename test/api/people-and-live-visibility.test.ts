import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PAYLOADS, LiveEventName } from '../../services/platform/domain/visibility.policy';
import { LivePublisher } from '../../services/platform/live/live.publisher';
import { LiveClient } from '../support/live-client';
import { Session, TestApp, productWithItems, signIn, startTestApp } from '../support/test-app';

/**
 * The visibility policy on people and on /live: another user's profile is a business card to everyone but
 * themself (a stranger, a party of a chain they share, a colleague who claims the same company alike), and a
 * live message reaches only the users it concerns, with only the fields its message may carry.
 */

const PRIVATE = {
  mobile: '+41 79 555 0142',
  address: 'Chemin Privé 7, Cologny',
  social: 'https://social.example/alice-private',
  linkedin: 'https://linkedin.example/in/alice-private',
  facebook: 'https://facebook.example/alice-private',
  registration: 'CHE-REG-PRIVATE-42',
  tax: 'TAX-PRIVATE-42',
  companyAddress: 'Quai Privé 1, Geneva',
  position: 'Head of Secrets',
};
const CARD_KEYS = ['bio', 'companyInfo', 'created_at', 'fullname', 'id', 'profile_image', 'role'];
const COMPANY = { name: 'Maison Alice', registration_number: PRIVATE.registration, tax_id: PRIVATE.tax, website: 'https://maison-alice.example', industry: 'Watches', address: PRIVATE.companyAddress, position: PRIVATE.position };

describe('profiles: a business card to everyone but the person', () => {
  let t: TestApp;
  let alice: Session;
  let stranger: Session;
  let party: Session;
  let colleague: Session;
  beforeAll(async () => {
    t = await startTestApp();
    alice = await signIn(t, 'alice@maison-alice.example', 'Alice Brand');
    stranger = await signIn(t, 'stranger@elsewhere.example', 'Sam Stranger');
    party = await signIn(t, 'buyer@collector.example', 'Carl Collector');
    colleague = await signIn(t, 'claims@maison-alice.example', 'Claimed Colleague');
    await t
      .api()
      .patch('/api/account/updateuser')
      .set(alice.auth)
      .send({ mobile: PRIVATE.mobile, address: PRIVATE.address, social_link: PRIVATE.social, Linkedin: PRIVATE.linkedin, facebook: PRIVATE.facebook, bio: 'Watchmaker', role: 'Brand' })
      .expect(200);
    await t.api().post('/api/account/addcompany').set(alice.auth).send(COMPANY).expect(201);
    // A party of a shared chain: Alice hands an item over to Carl.
    const { items } = await productWithItems(t, alice, 1);
    await t.api().post('/api/inventory/makeowner').set(alice.auth).send({ email: party.email, inventory_id: items[0] }).expect(200);
    // A colleague by claim: the same company name and registration number (companies are self-declared).
    await t.api().post('/api/account/addcompany').set(colleague.auth).send({ ...COMPANY, position: 'Intern' }).expect(201);
  }, 60_000);
  afterAll(async () => t?.close());

  const reads = (s: Session) => ({
    'getuser/{id}': () => t.api().get(`/api/account/getuser/${alice.id}`).set(s.auth),
    getemailuser: () => t.api().get('/api/account/getemailuser').query({ email: alice.email }).set(s.auth),
    allusers: () => t.api().get('/api/account/allusers').set(s.auth),
    newuser: () => t.api().get('/api/account/newuser').set(s.auth),
  });

  it.each([
    ['a stranger', () => stranger],
    ['a party of a chain they share', () => party],
    ['a colleague who claims the same company', () => colleague],
  ])('%s gets the card only: no e-mail, mobile, address, social accounts or company registration', async (_who, viewer) => {
    for (const [route, read] of Object.entries(reads(viewer()))) {
      const res = await read().expect(200);
      const card = (Array.isArray(res.body) ? (res.body as { id: string }[]).find((u) => u.id === alice.id) : res.body) as Record<string, unknown>;
      expect(card, route).toMatchObject({ id: alice.id, fullname: 'Alice Brand', role: 'Brand', bio: 'Watchmaker' });
      expect(Object.keys(card).sort(), route).toEqual(CARD_KEYS);
      expect(card.companyInfo, route).toEqual({ name: COMPANY.name, website: COMPANY.website, industry: COMPANY.industry });
      const text = JSON.stringify(res.body);
      for (const secret of [alice.email, ...Object.values(PRIVATE)]) expect(text, `${route} showed ${secret}`).not.toContain(secret);
    }
  });

  it('the person sees the whole profile; nobody without a token sees any', async () => {
    const me = await t.api().get('/api/account/getuser').set(alice.auth).expect(200);
    expect(me.body).toMatchObject({ email: alice.email, mobile: PRIVATE.mobile, address: PRIVATE.address, social_link: PRIVATE.social, Linkedin: PRIVATE.linkedin, facebook: PRIVATE.facebook });
    expect(me.body.companyInfo).toMatchObject({ registration_number: PRIVATE.registration, tax_id: PRIVATE.tax, address: PRIVATE.companyAddress, position: PRIVATE.position });
    for (const read of Object.values(reads({ ...alice, auth: {} } as unknown as Session))) {
      const res = await read().expect(401);
      expect(res.body).toMatchObject({ detail: expect.any(String) });
    }
  });
});

describe('/live: each message to the users it concerns, with the fields its message may carry', () => {
  let t: TestApp;
  let brand: Session;
  let buyer: Session;
  let rival: Session;
  const sockets: LiveClient[] = [];
  const connect = async (s: Session) => {
    const client = new LiveClient(t.url, '/live', s.access);
    sockets.push(client);
    await client.connected();
    return client;
  };
  beforeAll(async () => {
    t = await startTestApp();
    brand = await signIn(t, 'brand@maison.example', 'Brand');
    buyer = await signIn(t, 'buyer@collector.example', 'Buyer');
    rival = await signIn(t, 'rival@other-company.example', 'Rival');
  }, 60_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t?.close();
  });

  it('refuses a socket without a token or with a forged one', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const client = new LiveClient(t.url, '/live', token);
      sockets.push(client);
      await expect(client.connected()).rejects.toThrow('unauthorized');
    }
  });

  it("another company's socket gets nothing of a request, approval, shipment, ticket or key it is not a party of", async () => {
    const [brandLive, buyerLive, rivalLive] = [await connect(brand), await connect(buyer), await connect(rival)];
    const { items } = await productWithItems(t, brand, 2);
    const request = await t.api().post('/api/inventory/requiststockitemowner').set(buyer.auth).send({ stock_item: items[0] }).expect(201);
    await brandLive.next('ownership:changed', (p: { status: string }) => p.status === 'request');
    await t.api().post('/api/inventory/approveitemowner').set(brand.auth).send({ request_id: request.body.request_id }).expect(200);
    await buyerLive.next('ownership:changed', (p: { status: string }) => p.status === 'approved');
    const shipment = await t
      .api()
      .post('/api/logistics/transport')
      .set(brand.auth)
      .send({ mode: 'road', carrier: 'own', vehicle_number: 'GE 1234', driver_name: 'Driver D', expected_delivery: '2099-01-01', destination: { address: 'Depot', address_location: '46.2&6.1' }, content_data: [{ type: 'item', id: items[1] }] })
      .expect(201);
    await t.api().post(`/api/logistics/transport/${shipment.body.id}/dispatch`).set(brand.auth).expect(200);
    await t.api().post(`/api/logistics/transport/${shipment.body.id}/location`).set(brand.auth).send({ location: '46.3&6.2' }).expect(201);
    await t.api().post(`/api/logistics/transport/${shipment.body.id}/deliver`).set(brand.auth).expect(200);
    await brandLive.next('shipment:updated', (p: { status: string }) => p.status === 'delivered');
    const ticket = await t.api().post('/api/support/ticket').set(brand.auth).send({ subject: 'Help', category: 'general', message: 'first' }).expect(201);
    await t.api().post('/api/support/message').set(brand.auth).send({ ticket: ticket.body.id, message: 'second' }).expect(201);
    await brandLive.next('support:message');
    await t.api().post('/api/account/apikeys').set(brand.auth).send({ name: 'ERP', scopes: ['read'] }).expect(201);
    await brandLive.next('apikeys:changed');
    await new Promise((resolve) => setTimeout(resolve, 300));

    // The rival got only its own badge figures, at connection.
    expect(rivalLive.received).toEqual([{ event: 'notification:count', payload: { inventory: 0, package: 0 } }]);
    // What the parties got carries only the fields of its message.
    for (const { event, payload } of [...brandLive.received, ...buyerLive.received]) {
      const allowed = Object.keys(LIVE_PAYLOADS[event as LiveEventName] ?? {});
      expect(allowed.length, `${event} has a policy`).toBeGreaterThan(0);
      for (const key of Object.keys(payload as object)) expect(allowed, `${event}.${key}`).toContain(key);
    }
    expect(JSON.stringify(brandLive.received)).not.toContain('Driver D');
  });

  it('a field a notifier adds beyond its message never reaches the socket', async () => {
    const live = await connect(buyer);
    const publisher = t.app.get(LivePublisher);
    const leaky = { id: 'shipment-1', status: 'in_transit', driver_name: 'Driver D', vehicle_number: 'GE 1234' };
    publisher.toUser(buyer.id, 'shipment:updated', leaky as never);
    expect(await live.next('shipment:updated', (p: { id: string }) => p.id === 'shipment-1')).toEqual({ id: 'shipment-1', status: 'in_transit' });
  });
});
