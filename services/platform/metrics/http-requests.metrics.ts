import type { Request, Response } from 'express';
import { Counter, Registry } from 'prom-client';

/** Seconds; prom-client's histogram buckets as this service had them. */
export const REQUEST_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One method and route pattern: its duration histogram and its answers by status. */
class RouteSeries {
  /** Observations per bucket (not cumulative), the last slot for those above every bound. */
  readonly buckets = new Float64Array(REQUEST_SECONDS_BUCKETS.length + 1);
  sum = 0;
  count = 0;
  readonly statuses = new Map<number, number>();

  constructor(
    readonly method: string,
    readonly route: string,
  ) {}

  record(seconds: number, status: number): void {
    let i = 0;
    while (i < REQUEST_SECONDS_BUCKETS.length && seconds > REQUEST_SECONDS_BUCKETS[i]) i += 1;
    this.buckets[i] += 1;
    this.sum += seconds;
    this.count += 1;
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }
}

const STARTED = Symbol('metrics started');
type Timed = Response & { [STARTED]?: number };

/**
 * `http_requests_total` (method, route, status) and `http_request_duration_seconds` (method, route), counted per
 * route in plain fields and handed to prom-client when scraped. prom-client's own per-request path (a timer
 * closure, label objects merged, validated and hashed into a key for the counter and again for the histogram,
 * bucket bounds turned into property names) was several microseconds of every request; here a request costs
 * two Map lookups and a few additions. The exposition is prom-client's histogram and counter format, unchanged.
 */
export class HttpRequestMetrics {
  private readonly routes = new Map<string, Map<string, RouteSeries>>();

  constructor(registry: Registry) {
    const routes = this.routes;
    new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
      collect() {
        // The counts are ours; prom-client's series are rebuilt from them on each scrape.
        this.reset();
        for (const byMethod of routes.values()) {
          for (const series of byMethod.values()) {
            for (const [status, count] of series.statuses) this.inc({ method: series.method, route: series.route, status: String(status) }, count);
          }
        }
      },
    });
    registry.registerMetric(new RequestSecondsHistogram(routes) as never);
  }

  /** Express middleware counting every request it sees once answered, by its route pattern ('unmatched' for none). */
  middleware() {
    const record = (response: Timed) => {
      const request = response.req as Request;
      const route = (request.route as { path?: string } | undefined)?.path ?? 'unmatched';
      let byMethod = this.routes.get(route);
      if (!byMethod) this.routes.set(route, (byMethod = new Map()));
      let series = byMethod.get(request.method);
      if (!series) byMethod.set(request.method, (series = new RouteSeries(request.method, route)));
      series.record((performance.now() - response[STARTED]!) / 1000, response.statusCode);
    };
    // One listener function for every response (`this` is the response): no closure per request.
    function finished(this: Timed) {
      record(this);
    }
    return (_request: Request, response: Response, next: () => void) => {
      (response as Timed)[STARTED] = performance.now();
      response.on('finish', finished);
      next();
    };
  }
}

/**
 * `http_request_duration_seconds` as prom-client's Histogram exposes it (cumulative `_bucket` lines with `le`, then
 * `_sum` and `_count`), from the per-route series. A metric object of prom-client's registry: name, help, type, get.
 */
class RequestSecondsHistogram {
  readonly name = 'http_request_duration_seconds';
  readonly help = 'Time to answer an HTTP request.';
  readonly type = 'histogram';
  readonly aggregator = 'sum';

  constructor(private readonly routes: Map<string, Map<string, RouteSeries>>) {}

  get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const byMethod of this.routes.values()) {
      for (const s of byMethod.values()) {
        const labels = { method: s.method, route: s.route };
        let cumulative = 0;
        REQUEST_SECONDS_BUCKETS.forEach((le, i) => {
          cumulative += s.buckets[i];
          values.push({ labels: { le, ...labels }, value: cumulative, metricName: `${this.name}_bucket` });
        });
        values.push({ labels: { le: '+Inf', ...labels }, value: s.count, metricName: `${this.name}_bucket` });
        values.push({ labels, value: s.sum, metricName: `${this.name}_sum` });
        values.push({ labels, value: s.count, metricName: `${this.name}_count` });
      }
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    this.routes.clear();
  }
}
