import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { LiveClient } from '../support/live-client';
import { productWithItems } from '../support/test-app';

describe('ownership flow: request, live badge, approve, history, tracking', () => {
  const { t, sockets, alice, bob, carol } = apiSuite({ alice: ['alice@brand.example', 'Alice Brand'], bob: ['bob@shop.example', 'Bob Buyer'], carol: ['carol@resale.example', 'Carol Reseller'] });
  let items: string[];
  const live = (namespace: '/live' | '/track', token?: string) => {
    const client = new LiveClient(t.url, namespace, token);
    sockets.push(client);
    return client;
  };

  beforeAll(async () => {
    ({ items } = await productWithItems(t, alice, 3));
  });

  it('gives stock items unique, zero-padded INVE display ids', () => {
    expect(items).toHaveLength(3);
    for (const id of items) expect(id).toMatch(/^INVE\d{6}$/);
    expect(new Set(items).size).toBe(3);
  });

  it('shows the owner history of a new item: only the brand', async () => {
    const res = await t.api().get(`/api/inventory/getstockitemowner/${items[0]}`).set(alice.auth).expect(200);
    expect(res.body.owners).toEqual([{ owner: { id: alice.id, fullname: 'Alice Brand' }, from_date: expect.any(String) }]);
    // Someone outside the item's chain sees who owns it now, by name, as on public tracking (visibility policy).
    const stranger = await t.api().get(`/api/inventory/getstockitemowner/${items[0]}`).set(bob.auth).expect(200);
    expect(stranger.body.owners).toEqual([{ owner: { fullname: 'Alice Brand' }, from_date: expect.any(String) }]);
  });

  it('request → live badge for the owner → lists of both sides → approve → history newest first → live tracking', async () => {
    const aliceLive = live('/live', alice.access);
    const bobLive = live('/live', bob.access);
    const watcher = live('/track');
    await Promise.all([aliceLive.connected(), bobLive.connected(), watcher.connected()]);
    expect(await aliceLive.next('notification:count')).toEqual({ inventory: 0, package: 0 });
    const ack = await watcher.socket.emitWithAck('watch', items[0]);
    expect(ack).toEqual({ ok: true });

    const requested = await t.api().post('/api/inventory/requiststockitemowner').set(bob.auth).send({ stock_item: items[0] }).expect(201);
    const requestId = requested.body.request_id as string;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await aliceLive.next('notification:count', (c: { inventory: number }) => c.inventory === 1)).toEqual({ inventory: 1, package: 0 });

    const received = await t.api().get('/api/inventory/getallitemownerrequest').set(alice.auth).expect(200);
    expect(received.body).toHaveLength(1);
    expect(received.body[0]).toMatchObject({
      id: requestId,
      request_id: requestId,
      status: 'request',
      stock_item: { display_id: items[0], product: { brand: 'Rolex' } },
      // The requester by name and company: the owner never sees the requester's e-mail (nor the other way round).
      new_item_owner: { id: bob.id, fullname: expect.any(String), company: expect.any(String) },
    });
    expect(received.body[0].new_item_owner).not.toHaveProperty('email');
    expect(JSON.stringify(received.body)).not.toContain('bob@shop.example');
    const sent = await t.api().get('/api/inventory/getallitemownerrequestsend').set(bob.auth).expect(200);
    expect(sent.body.map((r: { request_id: string }) => r.request_id)).toEqual([requestId]);
    const status = await t.api().get(`/api/inventory/getitemownerrequeststatus/${items[0]}`).set(bob.auth).expect(200);
    expect(status.body).toEqual({ owners: { status: 'request' } });

    // Looked up twice before the change (the second answer may be a kept one): the change must still show below.
    for (let i = 0; i < 2; i += 1) {
      const before = await t.api().get(`/api/tracking/${items[0]}`).expect(200);
      expect(before.body.owner).toEqual({ fullname: 'Alice Brand' });
    }

    await t.api().post('/api/inventory/approveitemowner').set(alice.auth).send({ request_id: requestId }).expect(200);
    expect(await aliceLive.next('notification:count', (c: { inventory: number }) => c.inventory === 0)).toEqual({ inventory: 0, package: 0 });
    expect(await bobLive.next('ownership:changed', (p: { status: string }) => p.status === 'approved')).toEqual({
      kind: 'item',
      request_id: requestId,
      status: 'approved',
      display_id: items[0],
    });
    expect(await watcher.next('tracking:updated')).toEqual({ display_id: items[0] });

    // The chain's parties (the new owner, the brand) see it whole; anyone else only the current owner's name.
    for (const party of [bob, alice]) {
      const owners = await t.api().get(`/api/inventory/getstockitemowner/${items[0]}`).set(party.auth).expect(200);
      expect(owners.body.owners.map((o: { owner: { id: string } }) => o.owner.id)).toEqual([bob.id, alice.id]);
    }
    const outsider = await t.api().get(`/api/inventory/getstockitemowner/${items[0]}`).set(carol.auth).expect(200);
    expect(outsider.body.owners).toEqual([{ owner: { fullname: 'Bob Buyer' }, from_date: expect.any(String) }]);
    const tracking = await t.api().get(`/api/tracking/${items[0]}`).expect(200);
    expect(tracking.body.owner).toEqual({ fullname: 'Bob Buyer' });
    const afterStatus = await t.api().get(`/api/inventory/getitemownerrequeststatus/${items[0]}`).set(bob.auth).expect(200);
    expect(afterStatus.body).toEqual({ owners: { status: 'approved' } });
  });

  it('only the current owner decides (403), and a request is decided once (409)', async () => {
    const requested = await t.api().post('/api/inventory/requiststockitemowner').set(carol.auth).send({ stock_item: items[1] }).expect(201);
    const requestId = requested.body.request_id;
    const byRequester = await t.api().post('/api/inventory/approveitemowner').set(carol.auth).send({ request_id: requestId }).expect(403);
    expect(byRequester.body.detail).toBeTruthy();
    await t.api().post('/api/inventory/approveitemowner').set(bob.auth).send({ request_id: requestId }).expect(403);
    await t.api().post('/api/inventory/rejectitemowner').set(alice.auth).send({ request_id: requestId }).expect(200);
    const twice = await t.api().post('/api/inventory/approveitemowner').set(alice.auth).send({ request_id: requestId }).expect(409);
    expect(twice.body.detail).toMatch(/already rejected/);
    const owners = await t.api().get(`/api/inventory/getstockitemowner/${items[1]}`).set(alice.auth).expect(200);
    expect(owners.body.owners).toHaveLength(1);
    const status = await t.api().get(`/api/inventory/getitemownerrequeststatus/${items[1]}`).set(carol.auth).expect(200);
    expect(status.body).toEqual({ owners: { status: 'rejected' } });
  });

  it('refuses requests by the owner, duplicates, unknown items and unknown requests', async () => {
    await t.api().post('/api/inventory/requiststockitemowner').set(alice.auth).send({ stock_item: items[2] }).expect(409);
    await t.api().post('/api/inventory/requiststockitemowner').set(carol.auth).send({ stock_item: items[2] }).expect(201);
    await t.api().post('/api/inventory/requiststockitemowner').set(carol.auth).send({ stock_item: items[2] }).expect(409);
    const unknown = await t.api().post('/api/inventory/requiststockitemowner').set(carol.auth).send({ stock_item: 'INVE999999' }).expect(404);
    expect(unknown.body.msg).toBe('Invalid Product id');
    await t.api().post('/api/inventory/approveitemowner').set(alice.auth).send({ request_id: '00000000-0000-4000-8000-000000000000' }).expect(404);
    const bad = await t.api().post('/api/inventory/requiststockitemowner').set(carol.auth).send({ stock_item: { $ne: null } }).expect(400);
    expect(bad.body.stock_item).toBeDefined();
    await t.api().post('/api/inventory/approveitemowner').set(alice.auth).send({ request_id: { $ne: null } }).expect(400);
    await t.api().post('/api/inventory/requiststockitemowner').send({ stock_item: items[2] }).expect(401);
  });

  it('makeowner hands an item over by e-mail, closing pending requests', async () => {
    await t.api().post('/api/inventory/makeowner').set(bob.auth).send({ email: 'carol@resale.example', inventory_id: items[2] }).expect(403);
    await t.api().post('/api/inventory/makeowner').set(alice.auth).send({ email: 'nobody@x.example', inventory_id: items[2] }).expect(400);
    await t.api().post('/api/inventory/makeowner').set(alice.auth).send({ email: 'bob@shop.example', inventory_id: items[2] }).expect(200);
    const owners = await t.api().get(`/api/inventory/getstockitemowner/${items[2]}`).set(alice.auth).expect(200);
    expect(owners.body.owners[0].owner.id).toBe(bob.id);
    const carolsRequest = await t.api().get(`/api/inventory/getitemownerrequeststatus/${items[2]}`).set(carol.auth).expect(200);
    expect(carolsRequest.body).toEqual({ owners: { status: 'rejected' } });
    const counts = await t.api().get('/api/inventory/notificationcount').set(alice.auth).expect(200);
    expect(counts.body).toEqual({ inventory: 0, package: 0 });
  });

  it('public tracking and getitem show public fields only; unknown ids answer 404 "Invalid Product id"', async () => {
    const res = await t.api().get(`/api/inventory/getitem/${items[0].toLowerCase()}`).expect(200);
    expect(res.body).toEqual({
      display_id: items[0],
      created_at: expect.any(String),
      address_location: null,
      location: '28.4595&77.0266',
      product: { name: 'Submariner Date', brand: 'Rolex', images: [] },
      owner: { fullname: 'Bob Buyer' },
      packed_in: null,
      packegecontent: { content_data: [] },
    });
    expect(JSON.stringify(res.body)).not.toContain(bob.id);
    expect(JSON.stringify(res.body)).not.toContain('@');
    for (const path of ['/api/tracking/INVE999999', '/api/tracking/FAKE000001', '/api/inventory/getitem/PACK000001', '/api/provenance/INVE999999']) {
      const missing = await t.api().get(path).expect(404);
      expect(missing.body).toMatchObject({ msg: 'Invalid Product id', detail: expect.any(String) });
    }
  });

  it('provenance lists the item’s events with a verifying hash chain; data only for signed-in users', async () => {
    const pub = await t.api().get(`/api/provenance/${items[0]}`).expect(200);
    expect(pub.body.verified).toBe(true);
    expect(pub.body.events.map((e: { type: string }) => e.type)).toEqual(['StockItemRegistered', 'OwnershipRequested', 'OwnershipApproved']);
    expect(pub.body.events[0].prev_hash).toBe('0'.repeat(64));
    for (let i = 1; i < pub.body.events.length; i += 1) expect(pub.body.events[i].prev_hash).toBe(pub.body.events[i - 1].hash);
    expect(pub.body.head_hash).toBe(pub.body.events[2].hash);
    expect(pub.body.events[0]).not.toHaveProperty('data');
    const signed = await t.api().get(`/api/provenance/${items[0]}`).set(alice.auth).expect(200);
    expect(signed.body.events[0].data).toMatchObject({ displayId: items[0] });
    const search = await t.api().get('/api/blockchain/search').query({ q: pub.body.head_hash }).set(alice.auth).expect(200);
    expect(search.body).toMatchObject({ kind: 'event', stream: `stockitem-${items[0]}`, type: 'OwnershipApproved' });
    const streams = await t.api().get('/api/blockchain/allstreams').set(alice.auth).expect(200);
    expect(streams.body.streams.find((s: { stream: string }) => s.stream === `stockitem-${items[0]}`)).toMatchObject({ length: 3, head_hash: pub.body.head_hash });
  });

  it('/live refuses a bad token with connect_error "unauthorized"', async () => {
    const intruder = live('/live', 'not-a-token');
    await expect(intruder.connected()).rejects.toThrow('unauthorized');
    const anonymous = live('/live');
    await expect(anonymous.connected()).rejects.toThrow('unauthorized');
  });

  it('a reconnecting client gets the current count at once', async () => {
    await t.api().post('/api/inventory/requiststockitemowner').set(carol.auth).send({ stock_item: items[0] }).expect(201);
    const bobAgain = live('/live', bob.access);
    await bobAgain.connected();
    expect(await bobAgain.next('notification:count')).toEqual({ inventory: 1, package: 0 });
  });

  it('/track only delivers updates of watched items, with public fields only', async () => {
    const watcher = live('/track');
    await watcher.connected();
    await watcher.socket.emitWithAck('watch', items[1]);
    expect(await watcher.socket.emitWithAck('watch', { $ne: null })).toEqual({ ok: false });
    await t.api().post('/api/inventory/makeowner').set(alice.auth).send({ email: 'carol@resale.example', inventory_id: items[1] }).expect(200);
    expect(await watcher.next('tracking:updated')).toEqual({ display_id: items[1] });
    expect(watcher.received.every((r) => JSON.stringify(r.payload) === JSON.stringify({ display_id: items[1] }))).toBe(true);
  });
});
