import { RecordedEvent, SubscribeOptions, Subscription } from './event-store.port';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Catch-up loop shared by adapters that read the log by position: read a batch after the last delivered
 * position, hand it to the handler, and when caught up wait for the adapter's signal of new events.
 */
export function runSubscription(args: {
  read: (after: bigint | undefined, limit: number) => Promise<RecordedEvent[]>;
  handler: (events: RecordedEvent[]) => Promise<void>;
  options: SubscribeOptions;
  waitForMore: (signal: AbortSignal) => Promise<void>;
}): Subscription {
  const { read, handler, options, waitForMore } = args;
  const abort = new AbortController();
  const batchSize = options.batchSize ?? 500;
  let after = options.after;

  const loop = (async () => {
    while (!abort.signal.aborted) {
      const batch = await read(after, batchSize);
      if (abort.signal.aborted) return;
      if (batch.length === 0) {
        await waitForMore(abort.signal);
        continue;
      }
      await handler(batch);
      after = batch[batch.length - 1].position;
      // Catching up on a backlog (a large import, a restart): a turn of the event loop between batches, so
      // requests are answered meanwhile instead of after the whole backlog (reads and handlers on the
      // embedded stores settle as microtasks and would never let I/O in).
      if (batch.length >= batchSize) await nextTurn();
    }
  })().catch((error: unknown) => {
    abort.abort();
    if (options.onError) options.onError(error);
    else console.error('subscription stopped', error);
  });

  return {
    async stop() {
      abort.abort();
      await loop;
    },
  };
}
