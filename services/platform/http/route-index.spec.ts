import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { IndexedRouter, indexRoutes } from './route-index';
import { prefilterRoutes } from './route-prefilter';

const ROUTES: [method: 'get' | 'post' | 'put', path: string][] = [
  ['get', '/api/health'],
  ['get', '/api/tracking/:id'],
  ['get', '/api/tracking/:id/history'],
  ['post', '/api/tracking/:id'],
  ['get', '/api/docs/'],
  ['get', '/api/inventory/getitems'],
  ['post', '/api/inventory/getitems'],
  ['get', '/api/inventory/getitem/:id'],
  ['get', '/api/:kind/count'],
  ['put', '/api/product/:id.json'],
  ['get', '/api/a-b_c/:x'],
  ['get', '/api/skip/:x'],
  ['get', '/api/skip/:x'],
  ['get', '/api/{*rest}'],
];

/**
 * An app as createApp builds one: middleware (one on a mount path, one failing for some paths), routes that answer
 * which route they are (with their parameters and `req.route`), a route passing to the next ('route'), a 404 handler
 * and an error handler; plain, or with the prefilter and the index.
 */
function app(indexed: boolean) {
  const a = express();
  a.use((req, res, next) => {
    res.setHeader('X-Seen', 'all');
    next();
  });
  a.use('/api/inventory', (req, res, next) => {
    res.setHeader('X-Mount', `${req.baseUrl}|${req.url}`);
    next();
  });
  a.use('/api/fail', () => {
    throw new Error('failed in middleware');
  });
  ROUTES.forEach(([method, path], i) =>
    a[method](path, (req, res, next) => {
      if (path === '/api/skip/:x' && req.params.x === 'next' && !res.getHeader('X-Skipped')) {
        res.setHeader('X-Skipped', String(i));
        return next('route');
      }
      if (req.params.id === 'boom') return next(new Error('failed in route'));
      res.json({ route: i, params: req.params, pattern: (req.route as { path: string }).path });
    }),
  );
  a.use((req, res) => res.status(404).json({ detail: 'Not found.', path: req.path }));
  a.use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).json({ detail: error.message });
  });
  const router = (a as unknown as { router: IndexedRouter }).router;
  if (indexed) {
    prefilterRoutes(router.stack);
    indexRoutes(router);
  }
  return { app: a, router };
}

const PATHS = [
  '/api/health', '/API/Health', '/api/health/', '/api/healthz', '/api/tracking/INVE000001', '/API/Tracking/INVE000001',
  '/api/TRACKING/x/history', '/api/tracking/', '/api/tracking', '/api/tracking/boom', '/api/tracking/INVE1?at=2025-01-01',
  '/api/tracking/a%2Fb', '/api/%74racking/INVE1', '/api/docs', '/api/docs/', '/API/DOCS/', '/api/inventory/getitems',
  '/api/inventory/getitems/', '/api/Inventory/GetItems', '/api/inventory/getitemsx', '/api/inventory/getitem/7',
  '/api/inventory/getitem/', '/api/things/count', '/api/tracking/count', '/api/product/7.json', '/api/product/7.JSON',
  '/api/a-b_c/1', '/api/A-B_C/1', '/api/a-b\x7fc/1', '/api/skip/next', '/api/skip/x', '/api/fail', '/api/fail/x', '/api',
  '/', '/other', '/api/trackinG/ſ', '/api/tracking/%E0%A4%A', '//api/health', '/api//health', '/api/health?x=/api/tracking/1',
];

type Answer = { status: number; headers: Record<string, unknown>; body: unknown; text: string };
const pick = (r: request.Response): Answer => ({
  status: r.status,
  headers: { allow: r.headers.allow, seen: r.headers['x-seen'], mount: r.headers['x-mount'], skipped: r.headers['x-skipped'], type: r.headers['content-type'] },
  body: r.body,
  text: r.text,
});

describe('indexRoutes', () => {
  it('answers every method and path as Express without it: 404s, parameters, HEAD, OPTIONS, trailing slashes, case, errors', async () => {
    // Both apps listening once for all the requests (supertest would start a server per request).
    const plain = app(false).app.listen(0, '127.0.0.1');
    const indexed = app(true).app.listen(0, '127.0.0.1');
    try {
      for (const method of ['get', 'head', 'post', 'put', 'options', 'delete'] as const) {
        const answers = await Promise.all(PATHS.map((path) => Promise.all([request(plain)[method](path), request(indexed)[method](path)])));
        PATHS.forEach((path, i) => {
          const [a, b] = answers[i];
          expect({ method, path, ...pick(b) }).toEqual({ method, path, ...pick(a) });
        });
      }
    } finally {
      plain.close();
      indexed.close();
    }
  }, 60_000);

  it('hands a request only the route layers its path can match, and every middleware layer', () => {
    const a = express();
    const router = (a as unknown as { router: IndexedRouter }).router;
    a.use((_req, _res, next) => next());
    ROUTES.forEach(([method, path]) => a[method](path, (_req, res) => res.end()));
    a.use('/api/inventory', (_req, _res, next) => next());
    const lookup = indexRoutes(router);
    const dispatched = (url: string) => lookup(url).map((layer) => router.stack.indexOf(layer));
    const middleware = router.stack.flatMap((layer, i) => (layer.route ? [] : [i]));
    const routeIndex = (method: string, path: string) => router.stack.findIndex((layer) => layer.route?.path === path && (layer.route as unknown as { methods: Record<string, boolean> }).methods[method]);
    const tracking = dispatched('/api/tracking/INVE000001');
    // The middleware, the routes starting with /api/tracking/, and those without a literal start beyond /api/.
    expect(tracking).toEqual(
      [...middleware, routeIndex('get', '/api/tracking/:id'), routeIndex('get', '/api/tracking/:id/history'), routeIndex('post', '/api/tracking/:id'), routeIndex('get', '/api/:kind/count'), routeIndex('get', '/api/{*rest}')].sort((x, y) => x - y),
    );
    expect(dispatched('/API/INVENTORY/GETITEMS')).toContain(routeIndex('get', '/api/inventory/getitems'));
    expect(dispatched('/api/inventory/getitems')).not.toContain(routeIndex('get', '/api/tracking/:id'));
    // A URL not starting with '/' (absolute form): the whole stack.
    expect(dispatched('http://example.com/api/health')).toEqual(router.stack.map((_layer, i) => i));
  });

  it('takes in a route added after it was built', async () => {
    const { app: a } = app(true);
    // The index is built on the first request.
    expect((await request(a).get('/api/tracking/INVE1')).body).toMatchObject({ params: { id: 'INVE1' } });
    // A route added late goes after the 404 handler, as in Express without the index: to see it, move it first.
    a.get('/api/late', (_req, res) => res.json({ late: true }));
    const router = (a as unknown as { router: IndexedRouter }).router;
    router.stack.unshift(router.stack.pop()!);
    expect((await request(a).get('/api/late')).body).toEqual({ late: true });
    expect((await request(a).get('/api/tracking/INVE1')).body).toMatchObject({ params: { id: 'INVE1' } });
  });
});
