import { AllStreamSubscription, END, EventStoreDBClient, excludeSystemEvents } from '@eventstore/db-client';

/**
 * Wakes catch-up loops when EventStoreDB commits new (non-system) events. The events themselves are read
 * with readAll by the loop; this live subscription only says "there is more", so a missed or dropped
 * notification costs at most one poll interval and never an event.
 */
export class EsdbAppendSignal {
  private subscription?: AllStreamSubscription;
  private readonly waiters = new Set<() => void>();
  private seen = 0;
  private closed = false;

  constructor(private readonly client: EventStoreDBClient) {}

  /** Notifications seen so far. Taken before a read, it lets `wait` notice appends that raced the read. */
  get version(): number {
    return this.seen;
  }

  /** Resolves at the first notification after `since`, on abort, or after `pollMs` at the latest. */
  wait(since: number, signal: AbortSignal, pollMs: number): Promise<void> {
    if (this.seen !== since || signal.aborted || this.closed) return Promise.resolve();
    this.ensureSubscribed();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      this.waiters.add(done);
      signal.addEventListener('abort', done);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const subscription = this.subscription;
    this.subscription = undefined;
    this.notify();
    await subscription?.unsubscribe();
  }

  private ensureSubscribed(): void {
    if (this.subscription || this.closed) return;
    const subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    // A dropped subscription (server restart, network) is reopened by the next wait; polling covers the gap.
    const forget = () => {
      if (this.subscription === subscription) this.subscription = undefined;
    };
    subscription.on('data', () => this.notify());
    subscription.on('error', forget);
    subscription.on('close', forget);
    this.subscription = subscription;
  }

  private notify(): void {
    this.seen += 1;
    for (const wake of [...this.waiters]) wake();
  }
}
