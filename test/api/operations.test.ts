import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { EVENT_STORE, EventStore } from '../../services/platform/event-store/event-store.port';
import { controllerRoutes } from '../../services/platform/http/openapi.document';
import { ProjectionLifecycle } from '../../services/platform/projections/projection-lifecycle.service';
import { LiveClient } from '../support/live-client';
import { signIn, startTestApp } from '../support/test-app';

/** The public routes of API.md (and the operations endpoints): they must stay open to anonymous callers. */
const DOCUMENTED_PUBLIC = [
  'POST /api/account/sendotp',
  'POST /api/account/login',
  'POST /api/account/refresh',
  'GET /api/inventory/getitem/{id}',
  'POST /api/inventory/complain',
  'GET /api/tracking/{id}',
  'GET /api/provenance/{id}',
  'GET /api/provenance/{id}/bundle',
  'GET /api/blockchain/checkpoint',
  'GET /api/blockchain/publickey',
  'GET /api/blockchain/proof/{hash}',
  'GET /api/blockchain/consistency',
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/metrics',
];

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'x1');

describe('secure by default: one global guard, an explicit @Public() marker', () => {
  const { t } = apiSuite();

  it('every route not marked @Public() refuses an anonymous caller with 401 before reading the body', async () => {
    const routes = controllerRoutes(t.app, 'api').filter((r) => r.authenticated);
    expect(routes.length).toBeGreaterThan(40);
    const open: string[] = [];
    for (const route of routes) {
      const res = await t.api()[route.method.toLowerCase() as 'get'](concrete(route.path)).set('Content-Type', 'application/json').send('{"not json');
      if (res.status !== 401) open.push(`${route.method} ${route.path} → ${res.status}`);
    }
    expect(open).toEqual([]);
  });

  it("API.md's public routes stay public", async () => {
    const routes = controllerRoutes(t.app, 'api');
    const publicRoutes = new Set(routes.filter((r) => !r.authenticated).map((r) => `${r.method} ${r.path}`));
    for (const route of DOCUMENTED_PUBLIC) expect(publicRoutes.has(route), route).toBe(true);
  });
});

describe('rate limits (@nestjs/throttler) run before bodies and files are read', () => {
  it('per IP: over the limit a request is refused with 429 and Retry-After, whatever its body', async () => {
    const t = await startTestApp({ REQUESTS_PER_IP: '5' });
    try {
      for (let i = 0; i < 5; i += 1) await t.api().get('/api/tracking/INVE000001');
      const limited = await t.api().post('/api/account/sendotp').set('Content-Type', 'application/json').send('{"broken').expect(429);
      expect(limited.body.detail).toMatch(/throttled/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('the QR photo limit is counted before multer reads the file', async () => {
    const t = await startTestApp({ QR_UPLOADS_PER_IP: '1', UPLOAD_LIMIT_BYTES: String(1024 * 1024) });
    try {
      await t.api().post('/api/product/uploadqrcode').attach('image', Buffer.from('not an image'), 'a.png').expect(400);
      // 8 MB would be 413 once read: the limit answers first.
      const big = Buffer.alloc(8 * 1024 * 1024, 1);
      const limited = await t.api().post('/api/product/uploadqrcode').attach('image', big, 'b.png');
      expect(limited.status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('per user: one user over the limit is refused, another is not', async () => {
    const t = await startTestApp({ REQUESTS_PER_USER: '4' });
    try {
      const a = await signIn(t, 'busy@example.com');
      const b = await signIn(t, 'calm@example.com');
      // signIn made one authenticated call (getuser).
      for (let i = 0; i < 3; i += 1) await t.api().get('/api/account/getuser').set(a.auth).expect(200);
      await t.api().get('/api/account/getuser').set(a.auth).expect(429);
      await t.api().get('/api/account/getuser').set(b.auth).expect(200);
    } finally {
      await t.close();
    }
  });
});

describe('health (@nestjs/terminus) and metrics (prom-client)', () => {
  const { t } = apiSuite();

  it('liveness answers without asking any backend; readiness reports the stores and the projections', async () => {
    expect((await t.api().get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    const ready = await t.api().get('/api/health').expect(200);
    expect(ready.body).toMatchObject({
      status: 'ok',
      info: { event_store: { status: 'up' }, read_store: { status: 'up' }, projections: { status: 'up', behind: 0 } },
      projections: { behind: 0, error: null },
    });
  });

  it('readiness answers 503 while a projection has failed', async () => {
    const lifecycle = t.app.get(ProjectionLifecycle);
    lifecycle.runner!.lastError = 'projection products failed: boom';
    try {
      const res = await t.api().get('/api/health').expect(503);
      expect(res.body).toMatchObject({ status: 'error', error: { projections: { status: 'down', error: 'projection products failed: boom' } } });
    } finally {
      lifecycle.runner!.lastError = undefined;
    }
    await t.api().get('/api/health').expect(200);
  });

  it('serves Prometheus metrics: requests, commands, appends, projection lag, sockets, imports', async () => {
    const s = await signIn(t, 'metrics@example.com');
    const socket = new LiveClient(t.url, '/live', s.access);
    await socket.connected();
    try {
      const res = await t.api().get('/api/metrics').expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const text = res.text;
      expect(text).toMatch(/http_requests_total\{method="POST",route="\/api\/account\/login",status="200"\} 1/);
      expect(text).toMatch(/commands_total\{command="LoginCommand",outcome="ok"\} 1/);
      expect(text).toMatch(/event_appends_total \d+/);
      expect(text).toMatch(/events_appended_total \d+/);
      expect(text).toMatch(/projection_lag_events \d+/);
      expect(text).toMatch(/live_sockets\{namespace="\/live"\} 1/);
      expect(text).toMatch(/stock_imports_total/);
      expect(text).toMatch(/nodejs_eventloop_lag_seconds/);
    } finally {
      socket.close();
    }
  });

  it('gives each request an id (the caller’s when well-formed)', async () => {
    const own = await t.api().get('/api/health/live').set('X-Request-Id', 'trace-12345678').expect(200);
    expect(own.headers['x-request-id']).toBe('trace-12345678');
    const fresh = await t.api().get('/api/health/live').set('X-Request-Id', 'bad id!').expect(200);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('metrics behind METRICS_TOKEN', () => {
  it('needs the bearer token when one is configured', async () => {
    const t = await startTestApp({ METRICS_TOKEN: 'scrape-token-0123456789' });
    try {
      await t.api().get('/api/metrics').expect(401);
      await t.api().get('/api/metrics').set('Authorization', 'Bearer wrong-token-0123456789').expect(401);
      await t.api().get('/api/metrics').set('Authorization', 'Bearer scrape-token-0123456789').expect(200);
    } finally {
      await t.close();
    }
  });
});

describe('readiness when a backend is unreachable', () => {
  it('answers 503 naming the store', async () => {
    const t = await startTestApp();
    const store = t.app.get<EventStore>(EVENT_STORE, { strict: false });
    try {
      await store.close();
      const res = await t.api().get('/api/health').expect(503);
      expect(res.body.error.event_store.status).toBe('down');
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});
