import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, lastOtp, signIn, startTestApp } from '../support/test-app';

/**
 * The sign-in limits against a hostile client: a forged X-Forwarded-For does not buy a fresh per-IP quota,
 * and nobody can lock a known address out of sign-in (limits per address and IP, growing delays for strangers,
 * a new code always possible from the address's own recent IP). Also the refresh grace window for two tabs.
 */
describe('per-IP limits trust X-Forwarded-For only from configured proxies (TRUST_PROXY)', () => {
  it('by default the TCP peer is the client: forged X-Forwarded-For addresses share its quota', async () => {
    const t = await startTestApp({ AUTH_PER_IP: '3', OTP_PER_ADDRESS: '100' });
    try {
      for (let i = 1; i <= 3; i += 1) {
        await t.api().post('/api/account/sendotp').set('X-Forwarded-For', `198.51.100.${i}`).send({ email: `xff${i}@example.com` }).expect(200);
      }
      const limited = await t.api().post('/api/account/sendotp').set('X-Forwarded-For', '198.51.100.4').send({ email: 'xff4@example.com' }).expect(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('with TRUST_PROXY naming the proxy, each forwarded client has its own quota', async () => {
    const t = await startTestApp({ AUTH_PER_IP: '3', OTP_PER_ADDRESS: '100', TRUST_PROXY: 'loopback' });
    try {
      for (let i = 1; i <= 4; i += 1) {
        await t.api().post('/api/account/sendotp').set('X-Forwarded-For', `198.51.100.${i}`).send({ email: `xff${i}@example.com` }).expect(200);
      }
      for (let i = 0; i < 3; i += 1) await t.api().post('/api/account/sendotp').set('X-Forwarded-For', '198.51.100.9').send({ email: 'same@example.com' });
      await t.api().post('/api/account/sendotp').set('X-Forwarded-For', '198.51.100.9').send({ email: 'same@example.com' }).expect(429);
    } finally {
      await t.close();
    }
  });
});

describe('sign-in lockout: an attacker who knows the address cannot lock its owner out', () => {
  let t: TestApp;
  const from = (ip: string) => ({ 'X-Forwarded-For': ip });
  const sendOtp = (email: string, ip: string) => t.api().post('/api/account/sendotp').set(from(ip)).send({ email });
  const login = (email: string, otp: string, ip: string) => t.api().post('/api/account/login').set(from(ip)).send({ email, otp });
  /** A code mailed to the address on a request from this IP, and a wrong guess of it. */
  const mailedCodeAndWrongGuess = async (email: string, ip: string) => {
    await sendOtp(email, ip).expect(200);
    const code = lastOtp(t.dataDir, email);
    return { code, wrong: code === '000000' ? '111111' : '000000' };
  };

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'loopback', OTP_PER_ADDRESS: '5', OTP_MAX_ATTEMPTS: '5', AUTH_PER_IP: '1000' });
  });
  afterAll(async () => t.close());

  it("other IPs' code requests and wrong guesses neither replace nor burn the owner's code", async () => {
    const email = 'owner1@brand.example';
    const home = '192.0.2.10';
    const { code, wrong } = await mailedCodeAndWrongGuess(email, home);
    // Five requests from other IPs (the former per-address quota: the last ones are delayed now), then six
    // wrong guesses from them.
    for (let i = 1; i <= 5; i += 1) expect([200, 429]).toContain((await sendOtp(email, `203.0.113.${i}`)).status);
    for (let i = 1; i <= 6; i += 1) {
      const res = await login(email, wrong, `203.0.113.${i}`);
      expect([400, 429]).toContain(res.status);
    }
    const signedIn = await login(email, code, home).expect(200);
    expect(signedIn.body.access).toEqual(expect.any(String));
  });

  it("strangers get growing delays (429, Retry-After); the address's own recent IP always gets a new code", async () => {
    const email = 'owner2@brand.example';
    const home = '192.0.2.20';
    await sendOtp(email, home).expect(200);
    await login(email, lastOtp(t.dataDir, email), home).expect(200);

    const statuses: number[] = [];
    for (let i = 1; i <= 12; i += 1) statuses.push((await sendOtp(email, `198.51.100.${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    const delayed = await sendOtp(email, '198.51.100.50').expect(429);
    expect(Number(delayed.headers['retry-after'])).toBeGreaterThan(0);

    await sendOtp(email, home).expect(200);
    await login(email, lastOtp(t.dataDir, email), home).expect(200);
  });

  it('still refuses a guessing IP after its attempts, even with the right code', async () => {
    const email = 'owner3@brand.example';
    const ip = '192.0.2.30';
    const { code, wrong } = await mailedCodeAndWrongGuess(email, ip);
    for (let i = 0; i < 5; i += 1) await login(email, wrong, ip).expect(400);
    const blocked = await login(email, code, ip).expect(400);
    expect(blocked.body.non_field_errors[0]).toMatch(/too many attempts/i);
  });
});

describe('refresh tokens: two tabs refreshing at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ REFRESH_GRACE_SECONDS: '10' });
  });
  afterAll(async () => t.close());

  it('both get tokens, the session survives, and both new refresh tokens keep working', async () => {
    const s = await signIn(t, 'tabs@example.com');
    const [a, b] = await Promise.all([
      t.api().post('/api/account/refresh').send({ refresh: s.refresh }),
      t.api().post('/api/account/refresh').send({ refresh: s.refresh }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    for (const pair of [a.body, b.body]) {
      await t.api().get('/api/account/getuser').set('Authorization', `Bearer ${pair.access}`).expect(200);
    }
    // Each tab goes on refreshing with what it got.
    const nextA = await t.api().post('/api/account/refresh').send({ refresh: a.body.refresh }).expect(200);
    const nextB = await t.api().post('/api/account/refresh').send({ refresh: b.body.refresh }).expect(200);
    await t.api().get('/api/account/getuser').set('Authorization', `Bearer ${nextB.body.access}`).expect(200);
    await t.api().get('/api/account/getuser').set('Authorization', `Bearer ${nextA.body.access}`).expect(200);
  });

  it('an older token than the one just rotated away is still reuse: the family is revoked', async () => {
    const s = await signIn(t, 'older@example.com');
    const first = await t.api().post('/api/account/refresh').send({ refresh: s.refresh }).expect(200);
    const second = await t.api().post('/api/account/refresh').send({ refresh: first.body.refresh }).expect(200);
    await t.api().post('/api/account/refresh').send({ refresh: s.refresh }).expect(401);
    await t.api().get('/api/account/getuser').set('Authorization', `Bearer ${second.body.access}`).expect(401);
  });
});
