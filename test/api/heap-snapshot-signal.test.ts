import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerProcess, buildServer, spawnServer } from '../support/server-process';

/**
 * Profiling a running server: `node --heapsnapshot-signal=SIGUSR2` writes a heap snapshot on SIGUSR2. Nest's
 * default shutdown hooks listened to SIGUSR2 too, so the snapshot was the server's last act.
 */
describe('a heap snapshot signal does not stop the server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'snapshot-signal-data-'));
  const snapshots = mkdtempSync(join(tmpdir(), 'snapshot-signal-out-'));
  let server: ServerProcess | undefined;
  beforeAll(() => buildServer(), 180_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(snapshots, { recursive: true, force: true });
  });

  it('writes the snapshot and keeps answering; SIGTERM still stops it', async () => {
    server = await spawnServer(dataDir, { NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${snapshots}` });
    server.child.kill('SIGUSR2');
    // Written synchronously on the main thread: once its size holds still, it is complete.
    let size = -1;
    for (let i = 0; i < 600; i += 1) {
      await new Promise((r) => setTimeout(r, 200));
      const file = readdirSync(snapshots).find((f) => f.endsWith('.heapsnapshot'));
      if (!file) continue;
      const now = statSync(join(snapshots, file)).size;
      if (now > 0 && now === size) break;
      size = now;
    }
    expect(size).toBeGreaterThan(1_000_000);
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    // Nest closes the application, then raises the signal again to end the process with it.
    expect(await server.stop('SIGTERM')).toBe('SIGTERM');
  }, 180_000);
});
