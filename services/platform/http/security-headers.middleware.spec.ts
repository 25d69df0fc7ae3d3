import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from './app.factory';
import { securityHeaders } from './security-headers.middleware';

/** The response headers of a tiny app behind `middleware`, without the ones that vary per response. */
async function headersBehind(middleware: express.RequestHandler) {
  const app = express();
  app.use(middleware);
  app.get('/', (_req, res) => res.json({ ok: true }));
  const response = await request(app).get('/');
  const { date: _date, etag: _etag, ...headers } = response.headers;
  return headers;
}

describe('securityHeaders', () => {
  it('sends exactly the headers helmet sends with the same options', async () => {
    const ours = await headersBehind(securityHeaders(SECURITY_HEADERS));
    expect(ours).toEqual(await headersBehind(helmet(SECURITY_HEADERS)));
    expect(ours['content-security-policy']).toContain("connect-src 'self' ws: wss: https:");
    expect(ours['x-content-type-options']).toBe('nosniff');
    expect(ours['x-powered-by']).toBeUndefined();
  });
});
