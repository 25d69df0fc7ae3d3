import { getHeapSpaceStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { workerWithSmallHeap } from '../../services/platform/sqlite/sqlite-worker.factory';

/**
 * The API tests run the server's process with the server's own flags, `--max-semi-space-size=32` among them
 * (vitest.config.mts). V8 lets that process-wide flag override a worker's `maxYoungGenerationSizeMb`, so the
 * SQLite workers' young generations grew to 64 MiB each; `workerWithSmallHeap` clears it for the workers.
 */
const MIB = 2 ** 20;

/** Allocates a few hundred MB of short- and middle-lived objects (what makes V8 grow a young generation). */
function churn(): void {
  let keep: unknown[] = [];
  for (let i = 0; i < 3e6; i += 1) {
    keep.push({ a: i, b: `x${i}` });
    if (keep.length > 200_000) keep = [];
  }
}

const newSpaceBytes = () => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')!.space_size;

describe('worker threads keep their own heap limits under the server flags', () => {
  it("a worker's young generation stays within its limit while the main thread's keeps the flag's size", async () => {
    const source = `
      const { parentPort } = require('node:worker_threads');
      const v8 = require('node:v8');
      ${churn.toString()}
      churn();
      parentPort.postMessage(v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size);
    `;
    const worker = workerWithSmallHeap(source, {});
    const workerNewSpace = await new Promise<number>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    // 8 MiB is the workers' limit; with the flag in force it grew to 64 MiB.
    expect(workerNewSpace).toBeLessThanOrEqual(8 * MIB);

    churn();
    // The main thread was set up with the flag: its young generation still grows past a worker's.
    expect(newSpaceBytes()).toBeGreaterThan(16 * MIB);
  });
});
