import { EventEmitter } from 'node:events';
import { EventStore, RecordedEvent, Subscription } from '../event-store/event-store.port';
import { ReadStore } from '../read-store/read-store.port';
import { ProjectionRunner } from './projection.runner';

const POLL_MS = 25;

/**
 * How far the read models are, for this process. With the projector in-process (ROLE=all) it listens to
 * the runner; in an API-only process it tails the log and polls the projections' checkpoints. Either way
 * it emits 'projected' with each batch once the read models include it, and answers `waitFor`, which
 * commands use to give read-your-writes: a client that refetches after a POST sees its change.
 */
export class ProjectionProgress extends EventEmitter {
  private tail?: Subscription;
  private applied: bigint | undefined;

  constructor(
    private readonly store: EventStore,
    private readonly readStore: ReadStore,
    private readonly projectionNames: string[],
    private readonly runner?: ProjectionRunner,
  ) {
    super();
    this.setMaxListeners(0);
  }

  async start(): Promise<void> {
    if (this.runner) {
      this.runner.on('projected', (batch: RecordedEvent[]) => {
        this.applied = batch[batch.length - 1].position;
        // Live pushes (listeners of 'projected') start before the waiting commands resume, as they always did.
        this.emit('projected', batch);
        this.releaseWaiters();
      });
      return;
    }
    this.applied = await this.checkpointFloor();
    this.tail = this.store.subscribe(
      async (batch) => {
        const last = batch[batch.length - 1].position;
        await this.pollUntil(last, Number.POSITIVE_INFINITY);
        this.emit('projected', batch);
      },
      { after: await this.store.headPosition() },
    );
  }

  async stop(): Promise<void> {
    await this.tail?.stop();
    clearTimeout(this.expiryTimer);
    this.expiryTimer = undefined;
    for (const waiter of this.waiters.splice(0)) waiter.resolve(this.reached(waiter.position));
  }

  get position(): bigint | undefined {
    return this.runner ? this.runner.position : this.applied;
  }

  /** Resolves true once every read model includes `position`, false after `timeoutMs`. */
  async waitFor(position: bigint, timeoutMs = 5_000): Promise<boolean> {
    if (this.reached(position)) return true;
    if (!this.runner) return this.pollUntil(position, timeoutMs);
    return new Promise<boolean>((resolve) => {
      this.waiters.push({ position, deadline: Date.now() + timeoutMs, resolve });
      this.expireLater();
    });
  }

  /**
   * Every command waits here for its append to be projected. One list (commands arrive in log order, so it is
   * nearly sorted) and one timer for all of them, instead of a 'projected' listener and a timer per waiting
   * command: with 32 commands in flight each batch called 32 listeners, and each command set and cleared a timer.
   */
  private readonly waiters: { position: bigint; deadline: number; resolve: (reached: boolean) => void }[] = [];
  private expiryTimer?: NodeJS.Timeout;
  private expiryDue = 0;

  private releaseWaiters(): void {
    if (this.waiters.length === 0) return;
    const current = this.position;
    if (current === undefined) return;
    let kept = 0;
    for (const waiter of this.waiters) {
      if (waiter.position <= current) waiter.resolve(true);
      else this.waiters[kept++] = waiter;
    }
    this.waiters.length = kept;
  }

  /** Arms the one timer for the earliest deadline (a new waiter may have an earlier one than the armed timer). */
  private expireLater(): void {
    if (this.waiters.length === 0) return;
    let next = Number.POSITIVE_INFINITY;
    if (this.expiryTimer && this.waiters[this.waiters.length - 1].deadline >= this.expiryDue) return;
    for (const waiter of this.waiters) next = Math.min(next, waiter.deadline);
    clearTimeout(this.expiryTimer);
    this.expiryDue = next;
    this.expiryTimer = setTimeout(() => {
      this.expiryTimer = undefined;
      const now = Date.now();
      let kept = 0;
      for (const waiter of this.waiters) {
        if (waiter.deadline <= now) waiter.resolve(false);
        else this.waiters[kept++] = waiter;
      }
      this.waiters.length = kept;
      this.expireLater();
    }, Math.max(0, next - Date.now()));
    // A stalled projector must not keep a process alive that is otherwise done.
    this.expiryTimer.unref();
  }

  private reached(position: bigint): boolean {
    const current = this.position;
    return current !== undefined && current >= position;
  }

  private async pollUntil(position: bigint, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const floor = await this.checkpointFloor();
      if (floor !== undefined && (this.applied === undefined || floor > this.applied)) this.applied = floor;
      if (this.reached(position)) return true;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    return false;
  }

  private async checkpointFloor(): Promise<bigint | undefined> {
    let floor: bigint | undefined;
    for (const name of this.projectionNames) {
      const c = await this.readStore.checkpoint(name);
      if (c === undefined) return undefined;
      if (floor === undefined || c < floor) floor = c;
    }
    return floor;
  }
}
