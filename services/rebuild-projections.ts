import 'reflect-metadata';
import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { ConfigError, loadConfig } from './config/config';
import { EVENT_STORE, EventStore } from './platform/event-store/event-store.port';
import { Projection } from './platform/projections/projection.types';
import { ProjectionRegistry } from './platform/projections/projection.registry';
import { ProjectionRunner } from './platform/projections/projection.runner';
import { EmbeddedReadStore } from './platform/read-store/embedded-read-store.adapter';
import { READ_STORE, ReadStore } from './platform/read-store/read-store.port';

/** Events per batch of a rebuild; the read store persists many batches at once (deferred writes). */
const REBUILD_BATCH = 5_000;

/**
 * `npm run projections:rebuild`: drops every read model and replays the whole event log into them.
 * Run it with the server stopped.
 *
 * The embedded read store is rebuilt in a new file that replaces `readmodels.db` only once it is complete:
 * a rebuild that fails leaves the read models as they were, and the old documents need no deleting (which
 * took 4.6 s of a 1M-event rebuild). MongoDB's collections are dropped and refilled in place.
 */
export interface RebuildResult {
  events: number;
  seconds: number;
  /** Embedded read store: documents persisted and the part of `seconds` spent writing them. */
  written?: { documents: number; seconds: number };
}

export async function rebuildProjections(env: NodeJS.ProcessEnv = process.env): Promise<RebuildResult> {
  // ROLE=api: the application context must not start its own projector while we rebuild.
  const config = { ...loadConfig(env), ROLE: 'api' as const };
  const context = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error', 'warn'] });
  const started = performance.now();
  const target = join(config.dataDir, 'readmodels.db');
  const scratch = config.READ_STORE === 'embedded' ? `${target}.rebuild` : undefined;
  let replayed: Omit<RebuildResult, 'seconds'>;
  try {
    if (scratch) removeDatabase(scratch);
    const readStore = scratch ? new EmbeddedReadStore(scratch, { scratch: true }) : context.get<ReadStore>(READ_STORE);
    try {
      replayed = await replayInto(context.get<EventStore>(EVENT_STORE), readStore, context.get(ProjectionRegistry).all());
    } finally {
      if (scratch) await readStore.close();
    }
  } catch (error) {
    if (scratch) removeDatabase(scratch);
    throw error;
  } finally {
    await context.close();
  }
  if (scratch) {
    // The old file's WAL must go first: SQLite would apply it to the new file. (Without it, the old file
    // is still a consistent state of the old read models, should we stop right here.)
    for (const suffix of ['-wal', '-shm']) rmSync(target + suffix, { force: true });
    renameSync(scratch, target);
  }
  return { ...replayed, seconds: (performance.now() - started) / 1000 };
}

/** Drops the projections' read models and replays the whole log into them. */
async function replayInto(store: EventStore, readStore: ReadStore, projections: Projection[]): Promise<Omit<RebuildResult, 'seconds'>> {
  const runner = new ProjectionRunner(store, readStore, projections, { batchSize: REBUILD_BATCH, defer: true });
  const head = await store.headPosition();
  let events = 0;
  runner.on('projected', (batch: unknown[]) => (events += batch.length));
  await runner.resetAll();
  try {
    // A failure ends the rebuild (the server's projector would retry; here an operator should see it).
    const done = new Promise<void>((resolve, reject) => {
      runner.once('failed', reject);
      if (head < 0n) return resolve();
      runner.on('projected', () => {
        if (runner.position !== undefined && runner.position >= head) resolve();
      });
    });
    await runner.start();
    await done;
  } finally {
    await runner.stop();
  }
  return readStore instanceof EmbeddedReadStore ? { events, written: { ...readStore.writeStats } } : { events };
}

/** A SQLite database file with its WAL and shared-memory files. */
function removeDatabase(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true });
}

if (require.main === module) {
  rebuildProjections()
    .then(({ events, seconds, written }) => {
      const writing = written ? ` (${written.documents} documents written in ${written.seconds.toFixed(1)} s)` : '';
      console.log(`Rebuilt every read model from ${events} events in ${seconds.toFixed(1)} s${writing}.`);
    })
    .catch((error) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    });
}
