import { EventEmitter } from 'node:events';
import { EventStore, RecordedEvent, Subscription } from '../event-store/event-store.port';
import { ProjectionWriter, ReadStore } from '../read-store/read-store.port';
import { Projection } from './projection.types';
import { setImmediate as nextTurn } from 'node:timers/promises';

const RESTART_DELAY_MS = 1_000;
/** With `sliceMs`: the fewest events of a slice (each slice is one read-store batch and one 'projected'). */
const MIN_SLICE_EVENTS = 20;

/**
 * Runs every projection from one catch-up subscription. Each batch is applied per projection together with
 * that projection's checkpoint, so after a crash a projection resumes exactly after the last batch it
 * committed. Emits 'projected' with each applied batch, after the read models are written, and 'failed'
 * with the error when a batch fails (it then restarts from the checkpoints after a second).
 */
export class ProjectionRunner extends EventEmitter {
  private readonly checkpoints = new Map<string, bigint | undefined>();
  private subscription?: Subscription;
  private processed: bigint | undefined;
  private running = false;
  private restartTimer?: NodeJS.Timeout;
  private flushTimer?: NodeJS.Timeout;
  private lastFlush = Date.now();
  /** Events applied (deferred) since the last flush. */
  private unflushedEvents = 0;
  private applying = false;
  private flushSoon?: NodeJS.Immediate;
  /** The flush under way, if any (see flushNow). */
  private flushing?: Promise<void>;
  /** Events per slice, adapted to how long the last slice took (see `sliceMs`). */
  private sliceEvents = MIN_SLICE_EVENTS;
  lastError?: string;

  constructor(
    private readonly store: EventStore,
    private readonly readStore: ReadStore,
    private readonly projections: Projection[],
    private readonly options: {
      /** Events per batch at most; a rebuild uses larger batches than live catch-up. */
      batchSize?: number;
      /** The read store may persist many batches at once (see ApplyOptions); `stop` flushes. */
      defer?: boolean;
      /** With `defer`: persist at least this often (and when idle for as long), instead of only at `stop`. */
      flushEveryMs?: number;
      /**
       * With `flushEveryMs`: persist as soon as this many events were applied since the last flush, even before
       * the interval is over. A flush is one synchronous SQLite transaction (embedded store) whose length grows
       * with the documents it writes, and every request arriving meanwhile waits: bounding its events bounds that
       * pause at a high command rate, while at a low rate the interval still gathers the writes. Only while the
       * projector keeps up with the log (batches smaller than `batchSize`): catching up on a backlog (a restart, a
       * bulk import) keeps the interval's fewer, larger flushes, which persist the backlog faster.
       */
      flushEveryEvents?: number;
      /**
       * With `flushEveryMs`: while catching up on a backlog, persist once this many events were applied since the
       * last flush. The interval alone let a bulk import's catch-up gather a few thousand documents per flush, each
       * flush a single transaction of 100-400 ms on the event loop; a bound a few times `flushEveryEvents` keeps
       * every flush short and still amortises its fixed part (checkpoints, commit) over many events.
       */
      flushBacklogEvents?: number;
      /**
       * Apply a batch in slices of about this many milliseconds, each committed with its checkpoint, with a
       * turn of the event loop between them: a store whose writes are synchronous (the embedded one) then
       * never holds the server for a whole batch (a backlog of 200,000 events after a bulk import).
       */
      sliceMs?: number;
    } = {},
  ) {
    super();
    this.setMaxListeners(0);
  }

  private get batchSize(): number {
    return this.options.batchSize ?? 1_000;
  }

  /** Position up to which every projection has applied the log, or undefined before anything was applied. */
  get position(): bigint | undefined {
    return this.processed;
  }

  async start(): Promise<void> {
    this.running = true;
    for (const p of this.projections) this.checkpoints.set(p.name, await this.readStore.checkpoint(p.name));
    // Every batch checkpoints every projection, so one without a checkpoint has never committed anything under
    // its name: what its collections hold was written by an earlier projection (one renamed so that an upgrade
    // replays it), and replaying over that would apply every event twice ($inc, $push). No two projections
    // share a collection (ProjectionRegistry), so emptying them touches nothing else.
    for (const p of this.projections) if (this.checkpoints.get(p.name) === undefined) await this.readStore.reset(p.name, p.collections);
    await this.readStore.ensureIndexes(this.projections.flatMap((p) => p.indexes ?? []));
    this.processed = minPosition([...this.checkpoints.values()]);
    this.subscription = this.store.subscribe((batch) => this.apply(batch), {
      after: this.processed,
      batchSize: this.batchSize,
      onError: (error) => this.failed(error),
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.restartTimer);
    clearTimeout(this.flushTimer);
    clearImmediate(this.flushSoon);
    this.flushSoon = undefined;
    await this.subscription?.stop();
    await this.flushing;
    if (this.options.defer) await this.readStore.flush();
  }

  /** Drops every read model and checkpoint; `start` then replays the whole log. */
  async resetAll(): Promise<void> {
    for (const p of this.projections) await this.readStore.reset(p.name, p.collections);
    this.checkpoints.clear();
    this.processed = undefined;
  }

  /**
   * One batch, all projections, one read-store commit: each projection gets the events past its own
   * checkpoint, and every projection that had any is checkpointed at the batch's last position.
   */
  private async apply(batch: RecordedEvent[]): Promise<void> {
    const sliceMs = this.options.sliceMs;
    for (let start = 0; start < batch.length; ) {
      const size = sliceMs === undefined ? batch.length : Math.min(this.sliceEvents, batch.length - start);
      const slice = size === batch.length ? batch : batch.slice(start, start + size);
      const began = performance.now();
      this.applying = true;
      try {
        await this.applyBatch(slice);
      } finally {
        this.applying = false;
      }
      start += size;
      if (sliceMs !== undefined) {
        // The next slice as large as fits in sliceMs at the pace of this one (growing by half at most), and
        // a turn of the event loop before the flush, which is a piece of work of its own.
        const perEvent = Math.max(performance.now() - began, 0.1) / size;
        this.sliceEvents = Math.max(MIN_SLICE_EVENTS, Math.min(Math.floor(sliceMs / perEvent), Math.ceil(this.sliceEvents * 1.5)));
        await nextTurn();
      }
      if (this.options.defer && this.options.flushEveryMs !== undefined) {
        const live = batch.length < this.batchSize;
        this.flushWhenDue(live);
        // A backlog (an import's 200,000 events) waits for its flushes as it did when they were synchronous,
        // so the documents held in memory stay bounded; the event loop serves requests meanwhile.
        if (!live) await this.flushing;
      }
      if (sliceMs !== undefined && start < batch.length) await nextTurn();
    }
  }

  /**
   * Deferred writes reach the read store's disk at most `flushEveryMs` after they were applied: at the end
   * of a batch once that long has passed, or from a timer when no further batch comes. Never during a
   * batch, whose documents may be half-updated.
   */
  private flushWhenDue(live: boolean): void {
    const interval = this.options.flushEveryMs!;
    const bound = live ? this.options.flushEveryEvents : this.options.flushBacklogEvents;
    if (Date.now() - this.lastFlush >= interval || this.unflushedEvents >= (bound ?? Number.POSITIVE_INFINITY)) {
      return live ? this.flushAfterAnswers() : this.flushNow();
    }
    this.flushTimer ??= setTimeout(() => {
      this.flushTimer = undefined;
      // A batch being applied flushes when it ends (it is overdue by then).
      if (this.running && !this.applying) this.flushNow();
    }, interval);
  }

  /**
   * A live batch's flush starts on the next turn of the event loop: the batch's live pushes and the answers of
   * the commands waiting for it (read-your-writes) go out first, instead of after the flush's preparation.
   */
  private flushAfterAnswers(): void {
    if (this.flushSoon) return;
    this.flushSoon = setImmediate(() => {
      this.flushSoon = undefined;
      // A batch being applied flushes when it ends (it is overdue by then).
      if (this.running && !this.applying) this.flushNow();
    });
  }

  /**
   * Starts a flush without waiting for it: the embedded store commits it on a worker thread and keeps its
   * documents readable until then, so the next batches (the next commands' read-your-writes) are applied
   * meanwhile. One at a time; events applied during it are flushed when due after it.
   */
  private flushNow(): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (this.flushing) return;
    this.unflushedEvents = 0;
    const flushing = this.readStore
      .flush()
      .catch((error: unknown) => {
        // Nothing is lost: the store keeps every document and checkpoint it failed to persist, and the next
        // flush (at the latest after the interval) tries again.
        this.lastError = error instanceof Error ? error.message : String(error);
        console.error('read-model flush failed; tried again at the next one', error);
        this.unflushedEvents = Math.max(this.unflushedEvents, 1);
      })
      .finally(() => {
        this.flushing = undefined;
        // Counted from the end: a flush slower than the interval (a busy machine) is not followed by another at once.
        this.lastFlush = Date.now();
        if (this.running && this.unflushedEvents > 0) this.flushWhenDue(false);
      });
    this.flushing = flushing;
  }

  private async applyBatch(batch: RecordedEvent[]): Promise<void> {
    const last = batch[batch.length - 1].position;
    const advanced: Record<string, bigint> = {};
    for (const projection of this.projections) {
      const checkpoint = this.checkpoints.get(projection.name);
      if (checkpoint === undefined || checkpoint < last) advanced[projection.name] = last;
    }
    if (Object.keys(advanced).length > 0) {
      await this.readStore.applyBatch(advanced, async (writer) => {
        // The projections that handle each event type, in their order, looked up once per type and batch: a
        // rebuild's million events met every projection (18), most of which follow none of their types.
        const byType = new Map<string, Handled[]>();
        for (const event of batch) {
          let handled = byType.get(event.type);
          if (!handled) byType.set(event.type, (handled = this.handling(event.type)));
          for (const { handler, checkpoint } of handled) {
            if (checkpoint !== undefined && event.position <= checkpoint) continue;
            writer.at(event.position);
            await handler(event, writer);
          }
        }
        for (const projection of this.projections) {
          if (!projection.endBatch || advanced[projection.name] === undefined) continue;
          writer.at(last);
          await projection.endBatch(writer);
        }
      }, { defer: this.options.defer });
      for (const name of Object.keys(advanced)) this.checkpoints.set(name, last);
      this.unflushedEvents += batch.length;
    }
    this.processed = last;
    this.lastError = undefined;
    this.emit('projected', batch);
  }

  /** The projections with a handler for `type` (in the runner's order), each with its checkpoint. */
  private handling(type: string): Handled[] {
    const handled: Handled[] = [];
    for (const projection of this.projections) {
      const handler = projection.handlers[type] ?? projection.everyEvent;
      if (handler) handled.push({ handler, checkpoint: this.checkpoints.get(projection.name) });
    }
    return handled;
  }

  private failed(error: unknown): void {
    this.lastError = error instanceof Error ? error.message : String(error);
    this.emit('failed', error);
    if (!this.running) return;
    console.error('projection runner stopped; restarting from the last checkpoint', error);
    this.restartTimer = setTimeout(() => {
      if (this.running) void this.start().catch((e) => this.failed(e));
    }, RESTART_DELAY_MS);
  }
}

interface Handled {
  handler: (event: RecordedEvent, writer: ProjectionWriter) => Promise<void>;
  checkpoint: bigint | undefined;
}

function minPosition(positions: (bigint | undefined)[]): bigint | undefined {
  let min: bigint | undefined;
  for (const p of positions) {
    if (p === undefined) return undefined;
    if (min === undefined || p < min) min = p;
  }
  return min;
}
