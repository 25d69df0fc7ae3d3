import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModels } from '../support/read-models';
import { REBUILD_ENTRY, buildServer, rebuildProjectionsIn, serverEnv } from '../support/server-process';
import { TestApp, productWithItems, signIn, startTestApp } from '../support/test-app';

/**
 * `npm run projections:rebuild` builds the embedded read models in a new file and swaps it in only when it is
 * complete: the result equals what the server projected, and a failed rebuild leaves the read models as they were.
 */
describe('projections:rebuild', () => {
  let t: TestApp;
  let projected: ReturnType<typeof readModels>;

  beforeAll(async () => {
    buildServer();
    t = await startTestApp();
    const brand = await signIn(t, 'brand@rebuild.example', 'Brand');
    const buyer = await signIn(t, 'buyer@rebuild.example', 'Buyer');
    const { items } = await productWithItems(t, brand, 5);
    for (const item of items.slice(0, 3)) {
      const requested = await t.api().post('/api/inventory/requiststockitemowner').set(buyer.auth).send({ stock_item: item }).expect(201);
      expect(requested.body).toBeTruthy();
    }
    // Stop the server (the rebuild runs with it stopped), keeping its DATA_DIR.
    await t.app.close();
    projected = readModels(join(t.dataDir, 'readmodels.db'));
    expect([...projected.documents.keys()].filter((k) => k.startsWith('stock_items/'))).toHaveLength(5);
    expect([...projected.documents.keys()].filter((k) => k.startsWith('ownership_requests/'))).toHaveLength(3);
  }, 120_000);
  // The app is closed already: only its DATA_DIR is left to remove.
  afterAll(() => rmSync(t.dataDir, { recursive: true, force: true }));

  it('replaces the read models with ones equal to what the server projected, leaving no scratch file', () => {
    const output = rebuildProjectionsIn(t.dataDir);
    expect(output).toMatch(/Rebuilt every read model from \d+ events/);
    expect(readModels(join(t.dataDir, 'readmodels.db'))).toEqual(projected);
    expect(readdirSync(t.dataDir).filter((f) => f.startsWith('readmodels.db'))).toEqual(['readmodels.db']);
  });

  it('fails on an unreadable event and leaves the read models as they were', () => {
    const events = new Database(join(t.dataDir, 'events.db'));
    events.prepare("UPDATE events SET data = '{not json' WHERE position = (SELECT MAX(position) FROM events)").run();
    events.close();
    const run = spawnSync(process.execPath, [REBUILD_ENTRY], { env: serverEnv(t.dataDir), encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stdout + run.stderr).toBe(1);
    expect(run.stderr).toMatch(/JSON/);
    expect(readModels(join(t.dataDir, 'readmodels.db'))).toEqual(projected);
    expect(existsSync(join(t.dataDir, 'readmodels.db.rebuild'))).toBe(false);
  });
});
