import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { TEST_JWT_SECRET, lastOtp, signIn, updateUser } from '../support/test-app';

describe('account: sign-in by e-mail code, tokens and profile', () => {
  const { t } = apiSuite({}, { OTP_PER_ADDRESS: '3', AUTH_PER_IP: '200', REFRESH_GRACE_SECONDS: '0' });
  beforeAll(async () => {
    // Reuse detection without the two-tab grace window (sign-in-abuse.test.ts tests the window).
  });

  it('mails a 6-digit code and a first sign-in creates the account', async () => {
    const res = await t.api().post('/api/account/sendotp').send({ email: 'New.User@Example.com' }).expect(200);
    expect(res.body.msg).toBeTruthy();
    const code = lastOtp(t.dataDir, 'new.user@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const login = await t.api().post('/api/account/login').send({ email: 'new.user@example.com', otp: code }).expect(200);
    expect(login.body).toEqual({ refresh: expect.any(String), access: expect.any(String) });
    const me = await t.api().get('/api/account/getuser').set('Authorization', `Bearer ${login.body.access}`).expect(200);
    expect(me.body).toMatchObject({ email: 'new.user@example.com', is_active: true, fullname: '' });
    for (const key of ['fullname', 'Linkedin', 'address', 'bio', 'email', 'facebook', 'id', 'is_active', 'mc_hash', 'mobile', 'profile_image', 'social_link', 'role', 'companyInfo']) {
      expect(me.body).toHaveProperty(key);
    }
  });

  it('a second sign-in of the same address is the same account', async () => {
    const a = await signIn(t, 'same@example.com');
    const b = await signIn(t, 'same@example.com');
    expect(b.id).toBe(a.id);
  });

  it('a code works once', async () => {
    await t.api().post('/api/account/sendotp').send({ email: 'once@example.com' }).expect(200);
    const otp = lastOtp(t.dataDir, 'once@example.com');
    await t.api().post('/api/account/login').send({ email: 'once@example.com', otp }).expect(200);
    const again = await t.api().post('/api/account/login').send({ email: 'once@example.com', otp }).expect(400);
    expect(again.body.non_field_errors).toHaveLength(1);
  });

  it('a wrong code is refused, and after 5 wrong attempts even the right code is', async () => {
    await t.api().post('/api/account/sendotp').send({ email: 'brute@example.com' }).expect(200);
    const otp = lastOtp(t.dataDir, 'brute@example.com');
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await t.api().post('/api/account/login').send({ email: 'brute@example.com', otp: wrong }).expect(400);
      expect(res.body.non_field_errors[0]).toMatch(/invalid|expired/i);
    }
    const blocked = await t.api().post('/api/account/login').send({ email: 'brute@example.com', otp }).expect(400);
    expect(blocked.body.non_field_errors[0]).toMatch(/too many attempts/i);
  });

  it('limits the codes per address with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) await t.api().post('/api/account/sendotp').send({ email: 'flood@example.com' }).expect(200);
    const res = await t.api().post('/api/account/sendotp').send({ email: 'flood@example.com' }).expect(429);
    expect(res.body.detail).toMatch(/throttled/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('validates the sign-in bodies field by field', async () => {
    const missing = await t.api().post('/api/account/sendotp').send({}).expect(400);
    expect(missing.body).toEqual({ email: ['This field is required.'] });
    const bad = await t.api().post('/api/account/sendotp').send({ email: 'not-an-email' }).expect(400);
    expect(bad.body.email).toEqual(['Enter a valid email address.']);
    const injected = await t.api().post('/api/account/login').send({ email: 'a@b.co', otp: { $ne: null } }).expect(400);
    expect(injected.body.otp).toBeDefined();
    const list = await t.api().post('/api/account/sendotp').send([{ email: 'a@b.co' }]).expect(400);
    expect(list.body.non_field_errors[0]).toMatch(/Expected a dictionary/);
  });

  it('rotates refresh tokens; reusing a rotated one revokes the whole family', async () => {
    const s = await signIn(t, 'rotate@example.com');
    const first = await t.api().post('/api/account/refresh').send({ refresh: s.refresh }).expect(200);
    expect(first.body.refresh).not.toBe(s.refresh);
    await t.api().get('/api/account/getuser').set('Authorization', `Bearer ${first.body.access}`).expect(200);
    // The old token again: reuse detected, family revoked.
    await t.api().post('/api/account/refresh').send({ refresh: s.refresh }).expect(401);
    await t.api().post('/api/account/refresh').send({ refresh: first.body.refresh }).expect(401);
    await t.api().get('/api/account/getuser').set('Authorization', `Bearer ${first.body.access}`).expect(401);
  });

  it('logout revokes the refresh token and the session', async () => {
    const s = await signIn(t, 'logout@example.com');
    await t.api().post('/api/account/logout').set(s.auth).send({ refresh_token: s.refresh }).expect(200);
    const refused = await t.api().post('/api/account/refresh').send({ refresh: s.refresh }).expect(401);
    expect(refused.body.detail).toBeTruthy();
    await t.api().get('/api/account/getuser').set(s.auth).expect(401);
  });

  it('logout needs a token and refuses another user’s refresh token', async () => {
    const a = await signIn(t, 'la@example.com');
    const b = await signIn(t, 'lb@example.com');
    await t.api().post('/api/account/logout').send({ refresh_token: a.refresh }).expect(401);
    await t.api().post('/api/account/logout').set(b.auth).send({ refresh_token: a.refresh }).expect(401);
    await t.api().post('/api/account/refresh').send({ refresh: a.refresh }).expect(200);
  });

  it('refuses missing, forged, expired, refresh-as-access and alg:none tokens', async () => {
    const s = await signIn(t, 'tokens@example.com');
    const payload = jwt.decode(s.access) as Record<string, unknown>;
    const none = await t.api().get('/api/account/getuser').expect(401);
    expect(none.body).toEqual({ detail: 'Authentication credentials were not provided.', code: 'AUTH.NOT_AUTHENTICATED' });
    const forged = jwt.sign({ sub: s.id, sid: payload.sid, typ: 'access' }, 'another-secret-another-secret-another-secret', { algorithm: 'HS256' });
    await t.api().get('/api/account/getuser').set('Authorization', `Bearer ${forged}`).expect(401);
    const expired = jwt.sign({ sub: s.id, sid: payload.sid, typ: 'access', exp: Math.floor(Date.now() / 1000) - 10 }, TEST_JWT_SECRET, { algorithm: 'HS256' });
    await t.api().get('/api/account/getuser').set('Authorization', `Bearer ${expired}`).expect(401);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ sub: s.id, sid: payload.sid, typ: 'access' })).toString('base64url');
    await t.api().get('/api/account/getuser').set('Authorization', `Bearer ${header}.${body}.`).expect(401);
    await t.api().get('/api/account/getuser').set('Authorization', `Bearer ${s.refresh}`).expect(401);
    const hs512 = jwt.sign({ sub: s.id, sid: payload.sid, typ: 'access' }, TEST_JWT_SECRET, { algorithm: 'HS512' });
    await t.api().get('/api/account/getuser').set('Authorization', `Bearer ${hs512}`).expect(401);
    // Signed with the real secret (as if it leaked) for a session that never started: refused like a revoked one.
    const unknown = jwt.sign({ sub: s.id, sid: randomUUID(), typ: 'access' }, TEST_JWT_SECRET, { algorithm: 'HS256', expiresIn: 300 });
    expect((await t.api().get('/api/account/getuser').set('Authorization', `Bearer ${unknown}`).expect(401)).body.code).toBe('AUTH.INVALID_TOKEN');
    // The same claims with the session's own id work: only the session id differs.
    const known = jwt.sign({ sub: s.id, sid: payload.sid, typ: 'access' }, TEST_JWT_SECRET, { algorithm: 'HS256', expiresIn: 300 });
    await t.api().get('/api/account/getuser').set('Authorization', `Bearer ${known}`).expect(200);
  });


  it('updates the profile (multipart with an image) and deletes the image', async () => {
    const s = await signIn(t, 'profile@example.com');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const res = await updateUser(t, s)
      .field('fullname', 'Ada Lovelace')
      .field('address', '12 Park Lane, London')
      .field('mobile', '+44 20 7946 0000')
      .field('social_link', 'https://example.com/ada')
      .field('role', 'brand')
      .attach('profile_image', png, { filename: 'image.jpg', contentType: 'image/jpeg' })
      .expect(200);
    expect(res.body).toMatchObject({ fullname: 'Ada Lovelace', address: '12 Park Lane, London', role: 'brand' });
    expect(res.body.profile_image).toMatch(/^\/api\/media\/profile\/[0-9a-f]+\.png$/);
    const image = await t.api().get(res.body.profile_image).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    const deleted = await t.api().post('/api/account/deleteprofileimage').set(s.auth).expect(200);
    expect(deleted.body.profile_image).toBeNull();
  });

  it('refuses a profile image that is not an image, whatever its name', async () => {
    const s = await signIn(t, 'fakeimage@example.com');
    const res = await updateUser(t, s)
      .attach('profile_image', Buffer.from('<?php echo 1; ?>'), { filename: 'image.jpg', contentType: 'image/jpeg' })
      .expect(400);
    expect(res.body.profile_image[0]).toMatch(/valid image/);
  });

  it('shows another user only the public profile, and finds users by e-mail', async () => {
    const a = await signIn(t, 'pub-a@example.com', 'Alice Brand');
    const b = await signIn(t, 'pub-b@example.com');
    const other = await t.api().get(`/api/account/getuser/${a.id}`).set(b.auth).expect(200);
    expect(other.body).toMatchObject({ id: a.id, fullname: 'Alice Brand' });
    expect(other.body).not.toHaveProperty('email');
    expect(other.body).not.toHaveProperty('mobile');
    const found = await t.api().get('/api/account/getemailuser').query({ email: 'PUB-A@example.com' }).set(b.auth).expect(200);
    expect(found.body.id).toBe(a.id);
    await t.api().get('/api/account/getemailuser').query({ email: 'nobody@example.com' }).set(b.auth).expect(404);
    await t.api().get('/api/account/getuser/not-a-uuid').set(b.auth).expect(400);
  });
});
