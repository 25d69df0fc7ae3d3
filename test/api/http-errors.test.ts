import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session, TestApp, signIn, startTestApp } from '../support/test-app';

describe('HTTP error shapes', () => {
  let t: TestApp;
  let alice: Session;
  beforeAll(async () => {
    t = await startTestApp({ BODY_LIMIT: '10kb' });
    alice = await signIn(t, 'errors@example.com');
  });
  afterAll(async () => t.close());

  it('answers malformed JSON with 400 {detail}', async () => {
    const res = await t.api().post('/api/account/sendotp').set('Content-Type', 'application/json').send('{"email": ').expect(400);
    expect(res.body.detail).toMatch(/JSON parse error/);
  });

  it('answers an oversized body with 413 {detail} and stores nothing', async () => {
    const res = await t
      .api()
      .post('/api/product/addproduct')
      .set(alice.auth)
      .send({ name: 'x'.repeat(20_000) })
      .expect(413);
    expect(res.body).toEqual({ detail: 'Request body is too large.' });
    const products = await t.api().get('/api/product/getproducts').set(alice.auth).expect(200);
    expect(products.body).toEqual([]);
  });

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const res = await t.api().get('/api/account/sendotp').expect(405);
    expect(res.body).toEqual({ detail: 'Method "GET" not allowed.' });
    expect(res.headers.allow).toContain('POST');
    const withParam = await t.api().delete('/api/product/getproduct/abc').expect(405);
    expect(withParam.body.detail).toBe('Method "DELETE" not allowed.');
  });

  it('answers an unknown API path with 404 {detail}', async () => {
    const res = await t.api().get('/api/no/such/thing').expect(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });

  it('sends security headers and no framework banner', async () => {
    const res = await t.api().get('/api/health').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.body.status).toBe('ok');
    expect(res.body.projections).toMatchObject({ behind: 0 });
  });
});
