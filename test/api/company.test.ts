import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { productWithItems, signIn } from '../support/test-app';

const ACME = {
  name: 'Acme Watches Ltd',
  registration_number: 'U74999HR2020PTC123456',
  tax_id: '06AABCA1234Z1Z5',
  website: 'https://acme.example',
  industry: 'Luxury goods',
  address: 'Cyber City, Gurugram',
  address_location: '28.4595&77.0266',
  position: 'Director',
};

describe('companies and partners’ profiles', () => {
  const { t, ann, bob } = apiSuite({ ann: ['ann@acme.example', 'Ann Brand'], bob: ['bob@example.com', 'Bob Buyer'] }, { AUTH_PER_IP: '200', ADMIN_EMAILS: 'Help@Provenance.example' });

  it('a first company is created (201), getuser returns it, and a later one replaces it (200)', async () => {
    const me0 = await t.api().get('/api/account/getuser').set(ann.auth).expect(200);
    expect(me0.body.companyInfo).toBeNull();

    const first = await t.api().post('/api/account/addcompany').set(ann.auth).send(ACME).expect(201);
    expect(first.body).toMatchObject(ACME);
    const me1 = await t.api().get('/api/account/getuser').set(ann.auth).expect(200);
    expect(me1.body.companyInfo).toMatchObject(ACME);

    const renamed = { name: 'Acme Horology Ltd', registration_number: 'U74999HR2020PTC123456', address: 'Udyog Vihar, Gurugram' };
    const second = await t.api().post('/api/account/addcompany').set(ann.auth).send(renamed).expect(200);
    expect(second.body).toMatchObject({ ...renamed, tax_id: '', website: '', industry: '', address_location: '', position: '' });
    const me2 = await t.api().get('/api/account/getuser').set(ann.auth).expect(200);
    expect(me2.body.companyInfo.name).toBe('Acme Horology Ltd');
    expect(me2.body.companyInfo.website).toBe('');

    // Sending the same company again is a replace too, and records nothing new.
    await t.api().post('/api/account/addcompany').set(ann.auth).send(renamed).expect(200);
    await t.api().post('/api/account/addcompany').set(ann.auth).send(ACME).expect(200);
  });

  it('refuses bad company input field by field and changes nothing', async () => {
    const missing = await t.api().post('/api/account/addcompany').set(bob.auth).send({ website: 'javascript:alert(1)' }).expect(400);
    expect(missing.body).toEqual({
      name: ['This field is required.'],
      registration_number: ['This field is required.'],
      address: ['This field is required.'],
      website: ['Enter a valid URL.'],
    });
    const badPlace = await t.api().post('/api/account/addcompany').set(bob.auth).send({ ...ACME, address_location: 'north pole' }).expect(400);
    expect(Object.keys(badPlace.body)).toEqual(['address_location']);
    const long = await t.api().post('/api/account/addcompany').set(bob.auth).send({ ...ACME, name: 'x'.repeat(201) }).expect(400);
    expect(long.body.name[0]).toMatch(/no more than 200/);
    const me = await t.api().get('/api/account/getuser').set(bob.auth).expect(200);
    expect(me.body.companyInfo).toBeNull();
    await t.api().post('/api/account/addcompany').send(ACME).expect(401);
  });

  it('a partner’s public profile shows the company’s name, website and industry, never e-mail, mobile or address', async () => {
    await t.api().patch('/api/account/updateuser').set(ann.auth).send({ mobile: '+91 98100 00000', address: 'Home street 1', role: 'Brand' }).expect(200);
    const profile = await t.api().get(`/api/account/getuser/${ann.id}`).set(bob.auth).expect(200);
    expect(profile.body).toMatchObject({
      id: ann.id,
      fullname: 'Ann Brand',
      role: 'Brand',
      companyInfo: { name: 'Acme Watches Ltd', website: 'https://acme.example', industry: 'Luxury goods' },
    });
    expect(profile.body).toHaveProperty('profile_image');
    const text = JSON.stringify(profile.body);
    for (const secret of ['ann@acme.example', '98100', 'Home street', 'Cyber City', 'U74999HR', '06AABCA']) expect(text).not.toContain(secret);
    expect(Object.keys(profile.body.companyInfo).sort()).toEqual(['industry', 'name', 'website']);

    const none = await t.api().get(`/api/account/getuser/${bob.id}`).set(ann.auth).expect(200);
    expect(none.body.companyInfo).toBeNull();
    await t.api().get('/api/account/getuser/00000000-0000-4000-8000-000000000000').set(ann.auth).expect(404);
    await t.api().get('/api/account/getuser/not-a-uuid').set(ann.auth).expect(400);
    await t.api().get(`/api/account/getuser/${ann.id}`).expect(401);
  });

  it('a partner picker (lookup by e-mail) shows the company name', async () => {
    const found = await t.api().get('/api/account/getemailuser').query({ email: 'ann@acme.example' }).set(bob.auth).expect(200);
    expect(found.body).toMatchObject({ id: ann.id, companyInfo: { name: 'Acme Watches Ltd' } });
    expect(JSON.stringify(found.body)).not.toContain('Cyber City');
  });

  it('the own account shows whether the user is a support administrator, and their sessions', async () => {
    const me = await t.api().get('/api/account/getuser').set(ann.auth).expect(200);
    expect(me.body.is_admin).toBe(false);
    const admin = await signIn(t, 'help@provenance.example');
    const adminMe = await t.api().get('/api/account/getuser').set(admin.auth).expect(200);
    expect(adminMe.body.is_admin).toBe(true);

    const second = await signIn(t, 'ann@acme.example');
    await t.api().post('/api/account/logout').set(second.auth).send({ refresh_token: second.refresh }).expect(200);
    const sessions = await t.api().get('/api/account/sessions').set(ann.auth).expect(200);
    expect(sessions.body).toHaveLength(2);
    expect(sessions.body[0]).toMatchObject({ status: 'signed_out', current: false });
    expect(sessions.body[1]).toMatchObject({ status: 'active', current: true });
    expect(Object.keys(sessions.body[1]).sort()).toEqual(['current', 'expires_at', 'id', 'last_used_at', 'started_at', 'status']);
    const others = await t.api().get('/api/account/sessions').set(bob.auth).expect(200);
    expect(others.body.map((s: { id: string }) => s.id)).not.toContain(sessions.body[1].id);
  });

  it('request rows and owner chains show each party’s company name', async () => {
    await t.api().post('/api/account/addcompany').set(bob.auth).send({ name: 'Bob Retail Pvt', registration_number: 'R-1', address: 'Saket, Delhi' }).expect(201);
    const { items } = await productWithItems(t, ann, 1);
    const requested = await t.api().post('/api/inventory/requiststockitemowner').set(bob.auth).send({ stock_item: items[0] }).expect(201);

    const received = await t.api().get('/api/inventory/getallitemownerrequest').set(ann.auth).expect(200);
    const row = received.body.find((r: { request_id: string }) => r.request_id === requested.body.request_id);
    expect(row.new_item_owner).toMatchObject({ id: bob.id, fullname: 'Bob Buyer', company: 'Bob Retail Pvt' });
    expect(row.owner).toMatchObject({ id: ann.id, company: 'Acme Watches Ltd' });
    const sent = await t.api().get('/api/inventory/getallitemownerrequestsend').set(bob.auth).expect(200);
    expect(sent.body[0].owner.company).toBe('Acme Watches Ltd');

    await t.api().post('/api/inventory/approveitemowner').set(ann.auth).send({ request_id: requested.body.request_id }).expect(200);
    const chain = await t.api().get(`/api/inventory/getstockitemowner/${items[0]}`).set(bob.auth).expect(200);
    expect(chain.body.owners.map((o: { owner: { company: string } }) => o.owner.company)).toEqual(['Bob Retail Pvt', 'Acme Watches Ltd']);
  });
});
