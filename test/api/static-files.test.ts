import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, startTestApp } from '../support/test-app';

/**
 * The web build is served next to the API: its files under / and index.html for the app's own paths, while
 * /api and /socket.io paths are never looked up among the files (a file of the build could shadow a route).
 */
describe('the web build and the API share one origin', () => {
  let t: TestApp;
  const web = mkdtempSync(join(tmpdir(), 'web-dist-'));

  beforeAll(async () => {
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    writeFileSync(join(web, 'robots.txt'), 'User-agent: *\n');
    // Decoys where API routes are.
    mkdirSync(join(web, 'api', 'health'), { recursive: true });
    writeFileSync(join(web, 'api', 'health', 'live'), 'decoy');
    writeFileSync(join(web, 'api', 'version'), 'decoy');
    t = await startTestApp({ WEB_DIST: web });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('serves a file of the build, and index.html for an app path', async () => {
    const robots = await t.api().get('/robots.txt').expect(200);
    expect(robots.text).toBe('User-agent: *\n');
    const app = await t.api().get('/inventoryView').expect(200);
    expect(app.text).toContain('<div id="root">');
  });

  it('answers API paths from the API, never from a file of the build at the same path', async () => {
    const live = await t.api().get('/api/health/live').expect(200);
    expect(live.text).not.toBe('decoy');
    expect(live.headers['content-type']).toMatch(/json/);
    // No such route: the API's 404 in its documented shape, not the decoy file.
    const missing = await t.api().get('/api/version').expect(404);
    expect(missing.text).not.toBe('decoy');
    expect(missing.headers['content-type']).toMatch(/json/);
  });
});
