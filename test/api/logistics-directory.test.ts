import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';

export const WAREHOUSE = {
  name: 'Geneva hub',
  capacity: 5,
  contact: '+41 22 000 00 00',
  verification: 'yes',
  address: 'Rue du Rhône 1, Geneva',
  address_location: '46.2044&6.1432',
  details: [{ key: 'dock', value: 'B' }],
  type: 'bonded',
};

const CARRIER = { company_name: 'Swift Freight', contact_person: 'Ana Ruiz', email: 'ops@swift.example', phone: '+1 555 0100', address: 'Dock 4, Rotterdam', modes: ['road', 'sea'] };

describe('logistics directory: warehouses, carriers, next owners', () => {
  const { t, alice, bob } = apiSuite({ alice: ['alice@logi.example', 'Alice Brand'], bob: ['bob@logi.example', 'Bob Retail'] });

  it('lists the warehouse types and transport modes', async () => {
    const types = await t.api().get('/api/account/getwarehousetypes').set(alice.auth).expect(200);
    expect(types.body.map((x: { id: string }) => x.id)).toEqual(['distribution_centre', 'cold_storage', 'bonded', 'fulfilment_centre', 'retail_store', 'factory']);
    expect(types.body[0]).toEqual({ id: 'distribution_centre', name: 'Distribution centre', description: expect.any(String) });
    const modes = await t.api().get('/api/logistics/transportmodes').set(alice.auth).expect(200);
    expect(modes.body.map((m: { id: string }) => m.id)).toEqual(['road', 'rail', 'air', 'sea', 'courier']);
    await t.api().get('/api/account/getwarehousetypes').expect(401);
    await t.api().get('/api/logistics/transportmodes').expect(401);
  });

  it('adds a warehouse, lists own warehouses newest first with stock count and capacity, shows one with contents', async () => {
    const first = await t.api().post('/api/account/addwarehouse').set(alice.auth).send(WAREHOUSE).expect(201);
    expect(first.body).toMatchObject({ id: expect.any(String), name: 'Geneva hub', capacity: 5, stock_count: 0, address_location: '46.2044&6.1432', contents: [], details: [{ key: 'dock', value: 'B' }], type: 'bonded' });
    const second = await t
      .api()
      .post('/api/account/addwarehouse')
      .set(alice.auth)
      .send({ ...WAREHOUSE, name: 'Milan store', type: 'retail_store', details: { floor: '2', staff: 4 } })
      .expect(201);
    expect(second.body.details).toEqual([{ key: 'floor', value: '2' }, { key: 'staff', value: '4' }]);
    const list = await t.api().get('/api/account/getwarehouse').set(alice.auth).expect(200);
    expect(list.body.map((w: { id: string }) => w.id)).toEqual([second.body.id, first.body.id]);
    expect(list.body[0]).toMatchObject({ stock_count: 0, capacity: 5 });
    const one = await t.api().get(`/api/account/getwarehouse/${first.body.id}`).set(alice.auth).expect(200);
    expect(one.body).toMatchObject({ id: first.body.id, contents: [] });
    await t.api().post('/api/account/addwarehouse').send(WAREHOUSE).expect(401);
  });

  it('refuses bad warehouse input with field errors, storing nothing', async () => {
    const bad = await t
      .api()
      .post('/api/account/addwarehouse')
      .set(alice.auth)
      .send({ ...WAREHOUSE, name: '', capacity: 0, verification: 'maybe', address_location: '95&10', type: 'castle', details: 'x' })
      .expect(400);
    expect(Object.keys(bad.body).sort()).toEqual(['address_location', 'capacity', 'details', 'name', 'type', 'verification']);
    const missing = await t.api().post('/api/account/addwarehouse').set(alice.auth).send({}).expect(400);
    expect(missing.body.name).toEqual(['This field is required.']);
    await t.api().post('/api/account/addwarehouse').set(alice.auth).send([WAREHOUSE]).expect(400);
    await t.api().post('/api/account/addwarehouse').set(alice.auth).send({ ...WAREHOUSE, capacity: 2.5 }).expect(400);
    await t.api().post('/api/account/addwarehouse').set(alice.auth).send({ ...WAREHOUSE, name: { $ne: null } }).expect(400);
    expect((await t.api().get('/api/account/getwarehouse').set(bob.auth).expect(200)).body).toEqual([]);
  });

  it('updates own warehouses only; another company cannot see or change them', async () => {
    const created = await t.api().post('/api/account/addwarehouse').set(alice.auth).send(WAREHOUSE).expect(201);
    const id = created.body.id as string;
    const updated = await t.api().patch(`/api/account/updatewarehouse/${id}`).set(alice.auth).send({ ...WAREHOUSE, name: 'Geneva port', capacity: 9 }).expect(200);
    expect(updated.body).toMatchObject({ name: 'Geneva port', capacity: 9 });
    const foreign = await t.api().patch(`/api/account/updatewarehouse/${id}`).set(bob.auth).send({ ...WAREHOUSE, name: 'Hijacked' }).expect(403);
    expect(foreign.body.detail).toBeDefined();
    await t.api().get(`/api/account/getwarehouse/${id}`).set(bob.auth).expect(404);
    await t.api().get('/api/account/getwarehouse/not-an-id').set(alice.auth).expect(404);
    await t.api().patch('/api/account/updatewarehouse/00000000-0000-4000-8000-000000000000').set(alice.auth).send(WAREHOUSE).expect(404);
    await t.api().patch(`/api/account/updatewarehouse/${id}`).set(alice.auth).send({ ...WAREHOUSE, capacity: -1 }).expect(400);
    const after = await t.api().get(`/api/account/getwarehouse/${id}`).set(alice.auth).expect(200);
    expect(after.body.name).toBe('Geneva port');
    const history = await t.api().get('/api/account/getwarehouse').set(bob.auth).expect(200);
    expect(history.body).toEqual([]);
  });

  it('registers carriers with transport modes, visible to their owner only', async () => {
    const created = await t.api().post('/api/logistics/outsource').set(alice.auth).send(CARRIER).expect(201);
    expect(created.body).toMatchObject({ id: expect.any(String), company_name: 'Swift Freight', modes: ['road', 'sea'] });
    const list = await t.api().get('/api/logistics/outsource').set(alice.auth).expect(200);
    expect(list.body.map((c: { id: string }) => c.id)).toEqual([created.body.id]);
    await t.api().get(`/api/logistics/outsource/${created.body.id}`).set(alice.auth).expect(200);
    await t.api().get(`/api/logistics/outsource/${created.body.id}`).set(bob.auth).expect(404);
    expect((await t.api().get('/api/logistics/outsource').set(bob.auth).expect(200)).body).toEqual([]);
    const bad = await t.api().post('/api/logistics/outsource').set(alice.auth).send({ ...CARRIER, email: 'nope', modes: ['teleport'] }).expect(400);
    expect(Object.keys(bad.body).sort()).toEqual(['email', 'modes']);
    await t.api().post('/api/logistics/outsource').set(alice.auth).send({ ...CARRIER, modes: [] }).expect(400);
    await t.api().post('/api/logistics/outsource').send(CARRIER).expect(401);
  });

  it('adds registered users as next owners by e-mail, once each', async () => {
    const added = await t.api().post('/api/account/addnextowner').set(alice.auth).send({ email: 'BOB@logi.example', category: 'retailer', brands: ['Rolex', 'Rolex', 'Cartier'] }).expect(201);
    expect(added.body).toMatchObject({ id: expect.any(String), user: { id: bob.id, email: 'bob@logi.example', fullname: 'Bob Retail' }, category: 'retailer', brands: ['Rolex', 'Cartier'], delivered_count: 0, delivered: [] });
    const again = await t.api().post('/api/account/addnextowner').set(alice.auth).send({ email: 'bob@logi.example' }).expect(409);
    expect(again.body.code).toBe('NEXT_OWNER.EXISTS');
    const unknown = await t.api().post('/api/account/addnextowner').set(alice.auth).send({ email: 'nobody@logi.example' }).expect(404);
    expect(unknown.body.detail).toBeDefined();
    await t.api().post('/api/account/addnextowner').set(alice.auth).send({ email: 'alice@logi.example' }).expect(400);
    await t.api().post('/api/account/addnextowner').set(alice.auth).send({ email: 'not-an-email' }).expect(400);
    await t.api().post('/api/account/addnextowner').set(alice.auth).send({ email: 'bob@logi.example', brands: 'Rolex' }).expect(400);
    const list = await t.api().get('/api/account/getnextowner').set(alice.auth).expect(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: added.body.id, delivered_count: 0 });
    await t.api().get(`/api/account/getnextowner/${added.body.id}`).set(alice.auth).expect(200);
    await t.api().get(`/api/account/getnextowner/${added.body.id}`).set(bob.auth).expect(404);
    expect((await t.api().get('/api/account/getnextowner').set(bob.auth).expect(200)).body).toEqual([]);
    // Bob may add Alice: next owners are per owner.
    await t.api().post('/api/account/addnextowner').set(bob.auth).send({ email: 'alice@logi.example' }).expect(201);
  });
});
