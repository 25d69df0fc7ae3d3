// Open-loop load at a constant arrival rate, for the "steady load" rows (2b, 3b, 7): run in the load generator's
// own process (load.mjs, job `open`).
//
// Why not autocannon (or any closed-loop tool): autocannon's rate option only sends when one of its connections
// is free and times each request from the moment it was actually sent. When the server stalls, the generator
// stalls with it, and the requests that users arriving during the stall would have sent are never sampled, so the
// percentiles hide the stall ("coordinated omission"). Here, as in wrk2, the k-th request is due at
// start + k / rate whatever happened before, and its latency runs from that due time to the end of its answer:
// time spent waiting for a free connection, or behind a late generator tick, counts as latency. undici's Pool
// keeps the connections alive and opens more (up to `connections`) while earlier requests are still out; requests
// beyond that wait in its queue, which counts too. The generator's own lateness (due time → its turn came) is
// reported beside the figures, so a saturated client shows.
import { Pool } from 'undici';
import { percentile } from './util.mjs';

/**
 * @param {object} o
 * @param {string} o.origin http://host:port
 * @param {number} o.rate requests per second
 * @param {number} o.duration counted seconds
 * @param {number} o.warmup seconds at the same rate before, not counted
 * @param {(k: number) => object | Promise<object>} o.next the k-th request: {method, path, headers, body, onResponse?}
 * @param {number} [o.connections]
 */
export async function openLoop({ origin, rate, duration, warmup, next, connections = 256 }) {
  const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 30_000, headersTimeout: 10_000, bodyTimeout: 10_000 });
  const interval = 1000 / rate;
  const warm = Math.round(rate * warmup);
  const total = warm + Math.round(rate * duration);
  const latencies = [];
  const lateness = [];
  const statuses = {};
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  let firstError;
  const inFlight = new Set();

  async function fire(k, due) {
    const counted = k >= warm;
    // The generator's own lateness: how long after its due time this request's turn came (a busy client).
    if (counted) lateness.push(performance.now() - due);
    let request;
    try {
      request = await next(k);
      const response = await pool.request({ method: request.method ?? 'GET', path: request.path, headers: request.headers, body: request.body });
      const body = await response.body.text();
      const latency = performance.now() - due;
      request.onResponse?.(response.statusCode, body);
      if (!counted) return;
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      if (response.statusCode >= 200 && response.statusCode < 300) {
        ok += 1;
        latencies.push(latency);
      } else {
        non2xx += 1;
      }
    } catch (error) {
      // No answer is an answer too for whoever waits on this request (an approval waits on its request).
      request?.onResponse?.(0, '');
      if (counted) {
        errors += 1;
        firstError ??= String(error?.message ?? error);
      }
    }
  }

  const start = performance.now() + 20;
  let k = 0;
  while (k < total) {
    const now = performance.now();
    // Everything due by now goes out at once (a late tick sends its backlog; their lateness counts).
    while (k < total && start + k * interval <= now) {
      const p = fire(k, start + k * interval);
      inFlight.add(p);
      p.finally(() => inFlight.delete(p));
      k += 1;
    }
    if (k < total) await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + k * interval - performance.now())));
  }
  const sentAll = performance.now();
  // Answers still out when the last request was due: wait for them (undici times them out after 10 s).
  await Promise.allSettled([...inFlight]);
  await pool.close();
  latencies.sort((a, b) => a - b);
  lateness.sort((a, b) => a - b);
  const round = (x) => Math.round(x * 100) / 100;
  return {
    rate,
    duration,
    warmup,
    requests: total - warm,
    ok,
    non2xx,
    errors,
    firstError,
    statuses,
    perSecond: ok / duration,
    sendSeconds: (sentAll - start) / 1000,
    p50: round(percentile(latencies, 50)),
    p90: round(percentile(latencies, 90)),
    p99: round(percentile(latencies, 99)),
    p999: round(percentile(latencies, 99.9)),
    max: round(latencies[latencies.length - 1] ?? NaN),
    generatorLateP99: round(percentile(lateness, 99)),
    generatorLateMax: round(lateness[lateness.length - 1] ?? NaN),
  };
}
