import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { item, pack, packageWith as packageOf } from '../support/goods';
import { LiveClient } from '../support/live-client';
import { Session, productWithItems } from '../support/test-app';

type Tag = { id: string; package: string; device_id: string; kind: string; secret?: string; secret_prefix: string; last_location: string | null; reports: number };

describe('IoT tags: registered on a package, their positions move it on the public map', () => {
  const { t, sockets, alice, bob, mallory } = apiSuite({ alice: ['alice@tags.example', 'Alice Brand'], bob: ['bob@tags.example', 'Bob Retail'], mallory: ['mallory@tags.example', 'Mallory'] });

  const packageWith = (who: Session, content: { type: string; id: string }[]) => packageOf(t, who, content);
  const register = (who: Session, body: Record<string, unknown>) => t.api().post('/api/logistics/iottags').set(who.auth).send(body);
  const report = (tagId: string, secret: string | undefined, body: Record<string, unknown>) => {
    const req = t.api().post(`/api/logistics/iottags/${tagId}/positions`);
    if (secret !== undefined) req.set('Authorization', `Tag ${secret}`);
    return req.send(body);
  };
  const tags = async (who: Session, pkg?: string) => (await t.api().get('/api/logistics/iottags').query(pkg ? { package: pkg } : {}).set(who.auth).expect(200)).body as Tag[];
  const tracking = async (id: string) => (await t.api().get(`/api/tracking/${id}`).expect(200)).body as { status: string; location?: string; address_location?: string; route?: { location: string }[] };

  it('registers a device on the owner’s package, shows the secret once, and refuses others’ packages, unknown ones and the same device twice', async () => {
    const { items } = await productWithItems(t, alice, 1);
    const pkg = await packageWith(alice, [item(items[0])]);
    const created = await register(alice, { package: pkg.toLowerCase(), device_id: 'TRK-0042', kind: 'gps' }).expect(201);
    expect(created.body).toMatchObject({ id: expect.any(String), package: pkg, device_id: 'TRK-0042', kind: 'gps', secret: expect.stringMatching(/^tag_[A-Za-z0-9_-]{43}$/) });
    expect(created.body.secret_prefix).toBe(created.body.secret.slice(0, 10));
    const listed = await tags(alice, pkg);
    expect(listed).toEqual([expect.objectContaining({ id: created.body.id, device_id: 'TRK-0042', kind: 'gps', last_location: null, reports: 0 })]);
    expect(JSON.stringify(listed)).not.toContain(created.body.secret);

    expect((await register(alice, { package: pkg, device_id: 'TRK-0042', kind: 'ble' }).expect(409)).body.code).toBe('TAG.EXISTS');
    expect((await register(mallory, { package: pkg, device_id: 'MAL-1', kind: 'gps' }).expect(403)).body.code).toBe('TAG.NOT_OWNER');
    expect((await register(alice, { package: 'PACK999999', device_id: 'TRK-9', kind: 'gps' }).expect(404)).body.code).toBe('TAG.PACKAGE_NOT_FOUND');
    const bad = await register(alice, { package: items[0], device_id: '', kind: 'radio' }).expect(400);
    expect(Object.keys(bad.body).sort()).toEqual(['device_id', 'kind', 'package']);
    await t.api().post('/api/logistics/iottags').send({ package: pkg, device_id: 'X', kind: 'gps' }).expect(401);
    // Another company sees none of it.
    expect(await tags(mallory)).toEqual([]);
    expect(await tags(mallory, pkg)).toEqual([]);
    expect(await tags(alice, pkg)).toHaveLength(1);
  });

  it('a position from the tag moves the package on the public map, live; bad or foreign reports change nothing', async () => {
    const { items } = await productWithItems(t, alice, 1);
    const pkg = await packageWith(alice, [item(items[0])]);
    const tag = (await register(alice, { package: pkg, device_id: 'TRK-LIVE', kind: 'lorawan' }).expect(201)).body as Tag & { secret: string };
    const mallorys = await packageWith(mallory, (await productWithItems(t, mallory, 1)).items.map(item));
    const foreign = (await register(mallory, { package: mallorys, device_id: 'TRK-LIVE', kind: 'gps' }).expect(201)).body as Tag & { secret: string };
    expect(foreign.id).not.toBe(tag.id);

    const watcher = new LiveClient(t.url, '/track');
    sockets.push(watcher);
    await watcher.connected();
    await watcher.socket.emitWithAck('watch', pkg);

    const moved = await report(tag.id, tag.secret, { location: '46.2044 & 6.1432', recorded_at: '2026-11-24T01:00:00Z' }).expect(201);
    expect(moved.body).toEqual({ location: '46.2044&6.1432', recorded_at: '2026-11-24T01:00:00.000Z', recorded: true });
    await watcher.next('tracking:updated', (p: { display_id: string }) => p.display_id === pkg);
    expect(await tracking(pkg)).toMatchObject({ status: 'in_stock', location: '46.2044&6.1432' });
    // The same reading again (a device retry) is recorded once.
    expect((await report(tag.id, tag.secret, { location: '46.2044&6.1432', recorded_at: '2026-11-24T01:00:00Z' }).expect(201)).body.recorded).toBe(false);
    // The secret in X-Tag-Secret works as well; without recorded_at the server's time is the reading's.
    await t.api().post(`/api/logistics/iottags/${tag.id}/positions`).set('X-Tag-Secret', tag.secret).send({ location: '46.5191&6.6323' }).expect(201);
    expect((await tracking(pkg)).location).toBe('46.5191&6.6323');

    // Refused, and nothing changes.
    expect((await report(tag.id, undefined, { location: '1&1' }).expect(401)).body.code).toBe('TAG.BAD_SECRET');
    expect((await report(tag.id, 'tag_wrong', { location: '1&1' }).expect(401)).body.code).toBe('TAG.BAD_SECRET');
    await report(tag.id, foreign.secret, { location: '1&1' }).expect(401);
    await t.api().post(`/api/logistics/iottags/${tag.id}/positions`).set(alice.auth).send({ location: '1&1' }).expect(401);
    expect((await report('00000000-0000-4000-8000-000000000000', tag.secret, { location: '1&1' }).expect(404)).body.code).toBe('TAG.NOT_FOUND');
    await report('not-a-tag', tag.secret, { location: '1&1' }).expect(404);
    expect((await report(tag.id, tag.secret, { location: '91&0' }).expect(400)).body.location).toEqual([expect.stringContaining('latitude&longitude')]);
    await report(tag.id, tag.secret, { location: 'somewhere' }).expect(400);
    await report(tag.id, tag.secret, {}).expect(400);
    expect((await report(tag.id, tag.secret, { location: '1&1', recorded_at: '2999-01-01T00:00:00Z' }).expect(400)).body.recorded_at).toBeDefined();
    expect((await report(tag.id, tag.secret, { location: '1&1', recorded_at: '2026-11-24T00:00:00Z' }).expect(409)).body.code).toBe('TAG.OUT_OF_ORDER');
    expect((await tracking(pkg)).location).toBe('46.5191&6.6323');
    expect(await tags(alice, pkg)).toEqual([expect.objectContaining({ last_location: '46.5191&6.6323', reports: 2 })]);
    expect(await tags(mallory, mallorys)).toEqual([expect.objectContaining({ last_location: null, reports: 0 })]);
    expect((await tracking(mallorys)).location).not.toBe('1&1');
  });

  it('in transit the tag’s positions join the shipment’s route (everything aboard moves); once handed over, the tag no longer counts', async () => {
    const { items } = await productWithItems(t, alice, 2);
    const pkg = await packageWith(alice, [item(items[0])]);
    const tag = (await register(alice, { package: pkg, device_id: 'TRK-SHIP', kind: 'nbiot' }).expect(201)).body as Tag & { secret: string };
    const nextOwner = (await t.api().post('/api/account/addnextowner').set(alice.auth).send({ email: 'bob@tags.example' }).expect(201)).body.id as string;
    const planned = await t.api()
      .post('/api/logistics/transport')
      .set(alice.auth)
      .send({ mode: 'road', carrier: 'own', vehicle_number: 'GE 1', expected_delivery: '2099-01-01', destination: { next_owner: nextOwner }, content_data: [pack(pkg), item(items[1])] })
      .expect(201);
    const shipmentId = planned.body.id as string;
    await t.api().post(`/api/logistics/transport/${shipmentId}/dispatch`).set(alice.auth).expect(200);

    const watcher = new LiveClient(t.url, '/track');
    sockets.push(watcher);
    await watcher.connected();
    await watcher.socket.emitWithAck('watch', items[1]);
    await report(tag.id, tag.secret, { location: '45.4642&9.19' }).expect(201);
    await watcher.next('tracking:updated', (p: { display_id: string }) => p.display_id === items[1]);
    for (const id of [pkg, items[0], items[1]]) {
      expect(await tracking(id)).toMatchObject({ status: 'in_transit', location: '45.4642&9.19', route: [{ location: '45.4642&9.19', recorded_at: expect.any(String) }] });
    }
    expect((await t.api().get(`/api/logistics/transport/${shipmentId}`).set(alice.auth).expect(200)).body.route).toEqual([expect.objectContaining({ location: '45.4642&9.19' })]);

    await t.api().post(`/api/logistics/transport/${shipmentId}/deliver`).set(alice.auth).expect(200);
    expect((await report(tag.id, tag.secret, { location: '41.9&12.5' }).expect(403)).body.code).toBe('TAG.PACKAGE_HANDED_OVER');
    expect((await tracking(pkg)).location).not.toBe('41.9&12.5');
    // The new owner can fix a tag of their own to it.
    await register(bob, { package: pkg, device_id: 'BOB-1', kind: 'ble' }).expect(201);
  });
});
