import { EventEmitter } from 'node:events';
import { Counter, Histogram, Registry } from 'prom-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpRequestMetrics, REQUEST_SECONDS_BUCKETS } from './http-requests.metrics';

/** A response as the middleware sees it: an emitter with its request and status. */
function exchange(method: string, route: string | undefined, status: number) {
  const response = Object.assign(new EventEmitter(), { req: { method, route: route === undefined ? undefined : { path: route } }, statusCode: status });
  return response;
}

describe('HttpRequestMetrics', () => {
  afterEach(() => vi.restoreAllMocks());

  it('exposes exactly what prom-client’s counter and histogram show for the same requests', async () => {
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const ours = new Registry();
    const metrics = new HttpRequestMetrics(ours);
    const middleware = metrics.middleware();

    const theirs = new Registry();
    const counter = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route pattern and status.', labelNames: ['method', 'route', 'status'], registers: [theirs] });
    const histogram = new Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer an HTTP request.', labelNames: ['method', 'route'], buckets: REQUEST_SECONDS_BUCKETS, registers: [theirs] });

    // Durations on, between and beyond the bucket bounds; several routes, methods, statuses; one unmatched path.
    const cases: [string, string | undefined, number, number][] = [
      ['GET', '/api/tracking/:id', 200, 3],
      ['GET', '/api/tracking/:id', 200, 5],
      ['GET', '/api/tracking/:id', 404, 7.5],
      ['POST', '/api/account/login', 200, 40],
      ['GET', '/api/account/login', 405, 260],
      ['POST', '/api/inventory/approveitemowner', 200, 12_000],
      ['GET', undefined, 404, 0.5],
      ['POST', '/api/account/login', 429, 1_000],
    ];
    for (const [method, route, status, ms] of cases) {
      const response = exchange(method, route, status);
      let passed = false;
      middleware({} as never, response as never, () => (passed = true));
      expect(passed).toBe(true);
      now += ms;
      response.emit('finish');
      const labels = { method, route: route ?? 'unmatched' };
      histogram.observe(labels, ms / 1000);
      counter.inc({ ...labels, status: String(status) });
    }

    const lines = (text: string) => text.split('\n').filter((line) => line.startsWith('http_')).sort();
    const expected = lines(await theirs.metrics());
    expect(expected.length).toBeGreaterThan(60);
    expect(lines(await ours.metrics())).toEqual(expected);
    expect(await ours.metrics()).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('counts a request once, when its response has finished', async () => {
    const registry = new Registry();
    const middleware = new HttpRequestMetrics(registry).middleware();
    const response = exchange('GET', '/api/health', 200);
    middleware({} as never, response as never, () => undefined);
    expect(await registry.metrics()).not.toMatch(/http_requests_total\{/);
    response.emit('finish');
    expect(await registry.metrics()).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1\n/);
    expect(await registry.metrics()).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health"\} 1\n/);
  });
});
