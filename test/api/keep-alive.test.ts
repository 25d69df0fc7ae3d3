import { Agent, get, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS } from '../../services/platform/http/app.factory';
import { startTestApp, type TestApp } from '../support/test-app';

/** GET on the agent's connection: the answer and whether the request went out on a connection opened before. */
function fetchOn(agent: Agent, url: string): Promise<{ res: IncomingMessage; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = get(url, { agent }, (res) => {
      res.resume();
      res.once('end', () => resolve({ res, reused: req.reusedSocket }));
    });
    req.once('error', reject);
  });
}

describe('idle keep-alive connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('stay open well past Node’s default 5 s, so a client back from a pause does not reconnect', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await fetchOn(agent, `${t.url}/api/health/live`);
      expect(first.res.statusCode).toBe(200);
      expect(first.res.headers['keep-alive']).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
      expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
      // Idle longer than Node's default keep-alive timeout.
      await new Promise((r) => setTimeout(r, 6_000));
      const second = await fetchOn(agent, `${t.url}/api/health/live`);
      expect(second.res.statusCode).toBe(200);
      expect(second.reused, 'the second request went out on the first connection').toBe(true);
    } finally {
      agent.destroy();
    }
  }, 30_000);
});
