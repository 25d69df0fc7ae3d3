import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { ConfigError, loadConfig } from './config/config';
import { EVENT_STORE, EventStore } from './platform/event-store/event-store.port';
import { ProjectionRegistry } from './platform/projections/projection-registry';
import { ProjectionRunner } from './platform/projections/projection-runner';
import { EmbeddedReadStore } from './platform/read-store/embedded-read-store';
import { READ_STORE, ReadStore } from './platform/read-store/read-store.port';

/** Events per batch of a rebuild; the read store persists many batches at once (deferred writes). */
const REBUILD_BATCH = 5_000;

/**
 * `npm run projections:rebuild`: drops every read model and replays the whole event log into them.
 * Run it with the server stopped (or with only API replicas running, which do not project).
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
  try {
    const store = context.get<EventStore>(EVENT_STORE);
    const readStore = context.get<ReadStore>(READ_STORE);
    const runner = new ProjectionRunner(store, readStore, context.get(ProjectionRegistry).all(), {
      batchSize: REBUILD_BATCH,
      defer: true,
    });
    const head = await store.headPosition();
    const started = Date.now();
    let events = 0;
    runner.on('projected', (batch: unknown[]) => (events += batch.length));
    await runner.resetAll();
    const done = new Promise<void>((resolve) => {
      if (head < 0n) return resolve();
      runner.on('projected', () => {
        if (runner.position !== undefined && runner.position >= head) resolve();
      });
    });
    await runner.start();
    await done;
    await runner.stop();
    const seconds = (Date.now() - started) / 1000;
    return readStore instanceof EmbeddedReadStore ? { events, seconds, written: { ...readStore.writeStats } } : { events, seconds };
  } finally {
    await context.close();
  }
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
