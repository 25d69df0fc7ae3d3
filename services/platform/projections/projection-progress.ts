import { EventEmitter } from 'node:events';
import { EventStore, RecordedEvent, Subscription } from '../event-store/event-store.port';
import { ReadStore } from '../read-store/read-store.port';
import { ProjectionRunner } from './projection-runner';

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
        this.emit('projected', batch);
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
  }

  get position(): bigint | undefined {
    return this.runner ? this.runner.position : this.applied;
  }

  /** Resolves true once every read model includes `position`, false after `timeoutMs`. */
  async waitFor(position: bigint, timeoutMs = 5_000): Promise<boolean> {
    if (this.reached(position)) return true;
    if (!this.runner) return this.pollUntil(position, timeoutMs);
    return new Promise<boolean>((resolve) => {
      const onProjected = () => {
        if (!this.reached(position)) return;
        cleanup();
        resolve(true);
      };
      const timer = setTimeout(() => {
        cleanup();
        resolve(false);
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.off('projected', onProjected);
      };
      this.on('projected', onProjected);
    });
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
