import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { prefilterRoutes } from './route-prefilter';

const ROUTES = ['/api/tracking/:id', '/api/tracking/:id/history', '/api/docs/', '/api/inventory/getitems', '/api/:kind/count', '/api/{*rest}', '/api/product/:id.json', '/api/a-b_c/:x'];

/** An app whose every route answers which route it is, with or without the prefilter. */
function app(filtered: boolean) {
  const a = express();
  ROUTES.forEach((route, i) => a.get(route, (_req, res) => res.json({ route: i })));
  a.use((_req, res) => res.status(404).json({ route: -1 }));
  const count = filtered ? prefilterRoutes((a as unknown as { router: { stack: never[] } }).router.stack) : 0;
  return { app: a, count };
}

describe('prefilterRoutes', () => {
  it('answers every path with the same route as Express without it: case, trailing slashes, parameters, encodings', async () => {
    const plain = app(false);
    const filtered = app(true);
    // Every route with a literal start longer than '/'.
    expect(filtered.count).toBe(ROUTES.length);
    const paths = [
      '/api/tracking/INVE000001', '/API/Tracking/INVE000001', '/api/TRACKING/x/history', '/api/tracking/', '/api/tracking',
      '/api/docs', '/api/docs/', '/API/DOCS/', '/api/inventory/getitems', '/api/inventory/getitems/', '/api/Inventory/GetItems',
      '/api/things/count', '/api/tracking/count', '/api/product/7.json', '/api/product/7.JSON', '/api/a-b_c/1', '/api/A-B_C/1',
      '/api/a-b\x7fc/1', '/api/%74racking/INVE1', '/api', '/', '/other', '/api/inventory/getitemsx', '/api/trackinG/ſ',
    ];
    for (const path of paths) {
      const [a, b] = await Promise.all([request(plain.app).get(path), request(filtered.app).get(path)]);
      expect({ path, status: b.status, body: b.body }).toEqual({ path, status: a.status, body: a.body });
    }
  });
});
