import { EventEmitter } from 'node:events';
import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig, CONFIG } from '../../config/config';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { READ_STORE, ReadStore } from '../read-store/read-store.port';
import { ProjectionProgress } from './projection-progress.service';
import { ProjectionRegistry } from './projection.registry';
import { ProjectionRunner } from './projection.runner';
import { ReadModelChanges } from './read-model-changes.tracker';

const READ_MODEL_FLUSH_MS = 100;
/**
 * ...or once this many live events are applied, whichever comes first: each flush holds the event loop for
 * as long as its SQLite transaction takes, so at a high command rate several small flushes keep every request's
 * wait short where one per 100 ms made a pause that the slowest percent of commands waited behind.
 */
const READ_MODEL_FLUSH_EVENTS = 32;
/** ...and while catching up on a backlog (a restart, a bulk import), once this many (see ProjectionRunner). */
const READ_MODEL_FLUSH_BACKLOG_EVENTS = 128;
/**
 * Events read from the log at a time: a backlog's batch is read and parsed in one go on the event loop, and
 * stays in memory until all of it is applied and flushed. At 250 a batch lived long enough for its events to be
 * promoted to V8's old generation, which then grew at a rate that made V8 let the heap reach 3-4 times its live
 * size between full collections during an import's catch-up (the heap flag held that at 2 times); at 64 they
 * mostly die young, and the catch-up is as fast (measured with a 100,000-row import, perf-notes session 11).
 */
const PROJECTOR_BATCH_EVENTS = 64;
/** The embedded read store writes synchronously: batches are applied in slices of this many ms. */
const SLICE_MS = 10;
export const LAG_COUNT_LIMIT = 100;

/**
 * Starts the projection runner in processes whose ROLE includes projecting, and the progress tracker in
 * every process, once all context modules have registered their projections.
 */
@Injectable()
export class ProjectionLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  runner?: ProjectionRunner;
  progress!: ProjectionProgress;
  /** 'projected' with each batch once the read models include it; listeners may attach at any time. */
  readonly events = new EventEmitter().setMaxListeners(0);
  /** Which read-model documents this process's projector wrote, batch by batch (kept answers check it). */
  readonly changes = new ReadModelChanges();

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly registry: ProjectionRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const projections = this.registry.all();
    // Read models are derived from the log: the embedded store keeps recent batches in memory (queries see
    // them) and persists them with their checkpoints every 100 ms (measured: 1,170 → 1,360 commands/s against
    // writing every batch; 100 ms rather than 250 keeps each write shorter, p99 63 → 57 ms); after a crash the projector
    // replays from those checkpoints.
    if (this.config.ROLE !== 'api') {
      this.runner = new ProjectionRunner(this.store, this.changes.watch(this.readStore), projections, {
        defer: true,
        batchSize: PROJECTOR_BATCH_EVENTS,
        flushEveryMs: READ_MODEL_FLUSH_MS,
        flushEveryEvents: READ_MODEL_FLUSH_EVENTS,
        flushBacklogEvents: READ_MODEL_FLUSH_BACKLOG_EVENTS,
        // MongoDB's writes are I/O the event loop waits for anyway: whole batches there.
        sliceMs: this.config.READ_STORE === 'embedded' ? SLICE_MS : undefined,
      });
    }
    this.progress = new ProjectionProgress(
      this.store,
      this.readStore,
      projections.map((p) => p.name),
      this.runner,
    );
    this.progress.on('projected', (batch) => this.events.emit('projected', batch));
    await this.progress.start();
    await this.runner?.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner?.stop();
    await this.progress?.stop();
  }

  /**
   * Read-your-writes: waits until the read models include an append (bounded, so a stalled projector
   * delays a response by at most `timeoutMs` and never fails the command that was already stored).
   */
  async settle(result: { position: bigint } | undefined, timeoutMs = 5_000): Promise<void> {
    if (result) await this.progress.waitFor(result.position, timeoutMs);
  }

  /**
   * Waits until the read models include `position` for as long as the projector keeps making progress (a
   * bulk import's 200,000 events take longer on a slow machine than any fixed bound would allow); false when
   * no batch was applied for `stallMs` (a stalled or failed projector).
   */
  async settleWhileProgressing(position: bigint, stallMs = 30_000): Promise<boolean> {
    for (;;) {
      const before = this.progress.position;
      if (await this.progress.waitFor(position, stallMs)) return true;
      if (this.progress.position === before) return false;
    }
  }

  /**
   * How many events the read models are behind the log (health, metrics): counted up to LAG_COUNT_LIMIT
   * (a probe reads at most that many events; `behind` is that figure when the lag is larger).
   */
  async lag(): Promise<{ head: string; applied: string | null; behind: number }> {
    const head = await this.store.headPosition();
    const applied = this.progress?.position;
    const behind =
      applied !== undefined && applied >= head
        ? 0
        : ((await this.store.countAfter?.(applied, LAG_COUNT_LIMIT)) ?? (await this.store.readAll(applied, LAG_COUNT_LIMIT)).length);
    return { head: head.toString(), applied: applied?.toString() ?? null, behind };
  }
}
