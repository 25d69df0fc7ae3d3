import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../services/platform/event-store/event-store.port';
import { streams } from '../../services/platform/event-store/streams.rules';
import { READ_STORE, ReadStore } from '../../services/platform/read-store/read-store.port';
import { productWithItems, signIn } from '../support/test-app';

describe('newsletter, contact queries and the landing figures (public)', () => {
  const { t } = apiSuite({}, { PUBLIC_FORMS_PER_IP: '5', TRUST_PROXY: 'loopback' });
  let store: EventStore;
  let ipCounter = 0;
  let ip = '';
  const post = (path: string, body: unknown, from = ip) => t.api().post(`/api/account/${path}`).set('X-Forwarded-For', from).send(body as object);
  const allEvents = async () => store.readAll(undefined, 100_000);
  const ofType = async (type: string) => (await allEvents()).filter((e: RecordedEvent) => e.type === type);

  beforeAll(async () => {
    store = t.app.get<EventStore>(EVENT_STORE, { strict: false });
  });
  beforeEach(() => {
    ip = `198.51.100.${++ipCounter}`;
  });

  describe('subscribe', () => {
    it('subscribes an address once: a repeat (any case, any spaces) answers the same and stores nothing', async () => {
      const first = await post('subscriber', { email: 'Ann@Example.com' }).expect(201);
      expect(first.body).toEqual({ email: 'ann@example.com', msg: 'You are successfully subscribed' });
      const again = await post('subscriber', { email: '  ann@example.COM ' }).expect(201);
      expect(again.body).toEqual(first.body);
      const stream = await store.readStream(streams.subscriber('ann@example.com'));
      expect(stream.map((e) => e.type)).toEqual(['NewsletterSubscribed']);
      expect(stream[0].data).toEqual({ email: 'ann@example.com' });
      expect(stream[0].stream).not.toContain('ann');
    });

    it('refuses a missing, blank or malformed address and stores nothing', async () => {
      const before = (await allEvents()).length;
      expect((await post('subscriber', {}).expect(400)).body).toEqual({ email: ['This field is required.'] });
      expect((await post('subscriber', { email: '   ' }).expect(400)).body).toEqual({ email: ['This field may not be blank.'] });
      expect((await post('subscriber', { email: 'not-an-email' }).expect(400)).body).toEqual({ email: ['Enter a valid email address.'] });
      expect((await post('subscriber', { email: `${'a'.repeat(250)}@x.io` }).expect(400)).body.email).toEqual([
        'Ensure this field has no more than 254 characters.',
      ]);
      expect(await t.api().post('/api/account/subscriber').set('Content-Type', 'application/json').send('{"email":').expect(400)).toBeTruthy();
      expect((await allEvents()).length).toBe(before);
    });
  });

  describe('landing "Write to us" (adduserquery)', () => {
    const query = { fullname: 'Ravi Kumar', email: 'ravi at example', query: 'Do you support NFC tags?', mobile: '98 1234 5678' };

    it('stores the query as typed: no format check on e-mail or phone', async () => {
      const res = await post('adduserquery', query).expect(201);
      expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), msg: 'Query successfully sent' });
      const stored = await store.readStream(streams.contactQuery(res.body.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        type: 'ContactQueryReceived',
        data: { source: 'landing', fullname: 'Ravi Kumar', email: 'ravi at example', mobile: '98 1234 5678', message: 'Do you support NFC tags?' },
      });
    });

    it('requires all four fields, non-blank, and caps their lengths', async () => {
      const before = (await ofType('ContactQueryReceived')).length;
      expect((await post('adduserquery', {}).expect(400)).body).toEqual({
        fullname: ['This field is required.'],
        email: ['This field is required.'],
        query: ['This field is required.'],
        mobile: ['This field is required.'],
      });
      expect((await post('adduserquery', { ...query, mobile: '  ' }).expect(400)).body).toEqual({ mobile: ['This field may not be blank.'] });
      expect((await post('adduserquery', { ...query, query: 'x'.repeat(2001) }).expect(400)).body).toEqual({
        query: ['Ensure this field has no more than 2000 characters.'],
      });
      expect((await ofType('ContactQueryReceived')).length).toBe(before);
    });
  });

  describe('contact page (contact)', () => {
    it('stores the message with whatever name and e-mail were typed, even none', async () => {
      const res = await post('contact', { fullname: 'Meera', email: 'meera@example.com', message: 'Please call me about a demo.' }).expect(201);
      expect(res.body.msg).toBe('Query successfully sent');
      expect((await store.readStream(streams.contactQuery(res.body.id)))[0].data).toEqual({
        source: 'contact_page',
        fullname: 'Meera',
        email: 'meera@example.com',
        mobile: '',
        message: 'Please call me about a demo.',
      });
      const bare = await post('contact', { message: 'Anonymous hello' }).expect(201);
      expect((await store.readStream(streams.contactQuery(bare.body.id)))[0].data).toMatchObject({ fullname: '', email: '', message: 'Anonymous hello' });
    });

    it('requires a message and caps the lengths', async () => {
      expect((await post('contact', { fullname: 'Meera', email: 'm@x.io' }).expect(400)).body).toEqual({ message: ['This field is required.'] });
      expect((await post('contact', { message: ' ' }).expect(400)).body).toEqual({ message: ['This field may not be blank.'] });
      expect((await post('contact', { message: 'hi', fullname: 'x'.repeat(121) }).expect(400)).body).toEqual({
        fullname: ['Ensure this field has no more than 120 characters.'],
      });
      expect((await post('contact', { message: 'x'.repeat(5001) }).expect(400)).body.message).toEqual([
        'Ensure this field has no more than 5000 characters.',
      ]);
    });
  });

  it('limits the public forms per IP (429 with Retry-After); other addresses are unaffected', async () => {
    await post('subscriber', { email: 'one@example.com' }).expect(201);
    await post('adduserquery', { fullname: 'A', email: 'a', query: 'q', mobile: '1' }).expect(201);
    await post('contact', { message: 'm' }).expect(201);
    await post('subscriber', { email: 'two@example.com' }).expect(201);
    await post('contact', { message: 'm' }).expect(201);
    const limited = await post('contact', { message: 'm' }).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await post('subscriber', { email: 'three@example.com' }).expect(429);
    await post('subscriber', { email: 'three@example.com' }, '198.51.100.250').expect(201);
  });

  it('the landing figures are public and never below the specification’s 1030 / 300 / 300', async () => {
    const alice = await signIn(t, 'alice@stats.example');
    await productWithItems(t, alice, 2);
    const res = await t.api().get('/api/public/stats').expect(200);
    expect(res.body).toEqual({ companies: 1030, inventories: 300, trackings: 300 });
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    // The real counts behind them: accounts, stock items + packages, ownership requests + hand-overs.
    const readStore = t.app.get<ReadStore>(READ_STORE, { strict: false });
    expect(await readStore.collection('public_stats').findOne({ _id: 'totals' })).toMatchObject({ companies: 1, inventories: 2 });
  });
});
