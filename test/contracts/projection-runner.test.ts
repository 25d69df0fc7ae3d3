import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Projection } from '../../services/platform/projections/projection.types';
import { ProjectionProgress } from '../../services/platform/projections/projection-progress.service';
import { ProjectionRunner } from '../../services/platform/projections/projection.runner';
import { embeddedStoresPerTest, type EmbeddedStores } from '../support/embedded-stores';

const counting: Projection = {
  name: 'test.counting',
  collections: ['counts'],
  handlers: {
    Counted: async (event, w) => w.updateOne('counts', { _id: event.stream }, { $inc: { n: 1 } }, { upsert: true }),
  },
};

const counted = () => ({
  id: randomUUID(),
  type: 'Counted',
  data: {},
  metadata: { correlationId: 'c', causationId: 'c', userId: 'u', time: new Date().toISOString(), prevHash: '0', hash: randomUUID() },
});

const until = async (check: () => Promise<boolean>, timeoutMs = 5_000) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** Stops the runner, then closes its stores, in the server's shutdown order (stopping flushes what is pending). */
const shutDown = async (runner: ProjectionRunner, { readStore, events }: Pick<EmbeddedStores, 'readStore' | 'events'>) => {
  await runner.stop();
  await readStore.close();
  await events.close();
};

describe('projection runner with deferred read-model writes (the server projector)', () => {
  const stores = embeddedStoresPerTest('runner-');

  it('queries see a batch at once; its documents and checkpoint reach disk within the flush interval', async () => {
    const { events, readStore, readStoreOnDisk } = stores();
    const runner = new ProjectionRunner(events, readStore, [counting], { defer: true, flushEveryMs: 200 });
    await runner.start();
    try {
      const { position } = await events.append('tally-a', 'no_stream', [counted(), counted()]);
      await until(async () => runner.position === position);
      expect(await readStore.collection('counts').findOne({ _id: 'tally-a' })).toEqual({ _id: 'tally-a', n: 2 });
      // Another connection (a restarted process) sees them once the interval has passed, with no further batch.
      const disk = readStoreOnDisk();
      try {
        await until(async () => (await disk.checkpoint(counting.name)) === position, 2_000);
        expect(await disk.collection('counts').findOne({ _id: 'tally-a' })).toEqual({ _id: 'tally-a', n: 2 });
      } finally {
        await disk.close();
      }
    } finally {
      await shutDown(runner, { readStore, events });
    }
  });

  it('a crash before the flush loses only read-model work, which the next start replays exactly', async () => {
    const { events, readStore: first, readStoreOnDisk } = stores();
    const runner = new ProjectionRunner(events, first, [counting], { defer: true, flushEveryMs: 60_000 });
    await runner.start();
    const { position } = await events.append('tally-b', 'no_stream', [counted(), counted(), counted()]);
    await until(async () => runner.position === position);
    // "Crash": the read store goes away before anything was flushed (stopping the runner then cannot flush).
    await first.close();
    await runner.stop().catch(() => undefined);
    const second = readStoreOnDisk();
    expect(await second.checkpoint(counting.name)).toBeUndefined();
    const restarted = new ProjectionRunner(events, second, [counting], { defer: true, flushEveryMs: 60_000 });
    await restarted.start();
    try {
      await until(async () => restarted.position === position);
      expect(await second.collection('counts').findOne({ _id: 'tally-b' })).toEqual({ _id: 'tally-b', n: 3 });
    } finally {
      await shutDown(restarted, { readStore: second, events });
    }
  });

  it('a renamed projection (no checkpoint under its new name) replays into emptied collections, not over what its old name wrote', async () => {
    const { events, readStore, readStoreOnDisk } = stores();
    const { position } = await events.append('tally-r', 'no_stream', [counted(), counted(), counted()]);
    const first = new ProjectionRunner(events, readStore, [counting], { defer: true, flushEveryMs: 60_000 });
    await first.start();
    await until(async () => first.position === position);
    await shutDown(first, { readStore, events: { close: async () => undefined } as EmbeddedStores['events'] });
    // An upgrade renames the projection so that it replays the log (its handlers changed): same collections.
    const renamed: Projection = { ...counting, name: 'test.counting.v2' };
    const again = readStoreOnDisk();
    expect(await again.collection('counts').findOne({ _id: 'tally-r' })).toEqual({ _id: 'tally-r', n: 3 });
    const second = new ProjectionRunner(events, again, [renamed], { defer: true, flushEveryMs: 60_000 });
    await second.start();
    try {
      await until(async () => second.position === position);
      // Replayed over the old documents, the $inc counted every event twice (n: 6).
      expect(await again.collection('counts').findOne({ _id: 'tally-r' })).toEqual({ _id: 'tally-r', n: 3 });
      // Restarted under its (now checkpointed) name, it resumes: nothing is reset or applied again.
      await second.stop();
      const third = new ProjectionRunner(events, again, [renamed], { defer: true, flushEveryMs: 60_000 });
      await third.start();
      const more = await events.append('tally-r', 'any', [counted()]);
      await until(async () => third.position === more.position);
      expect(await again.collection('counts').findOne({ _id: 'tally-r' })).toEqual({ _id: 'tally-r', n: 4 });
      await third.stop();
    } finally {
      await again.close();
      await events.close();
    }
  });

  it('endBatch runs once after each batch, in the same write as its events, for projections that advanced', async () => {
    const { events, readStore } = stores();
    // Counts in memory per batch, written at its end: the document must say how many events and batches it saw.
    let seen = 0;
    const batching: Projection = {
      name: 'test.batching',
      collections: ['batched'],
      handlers: { Counted: async () => void (seen += 1) },
      endBatch: async (w) => {
        await w.updateOne('batched', { _id: 'total' }, { $inc: { events: seen, batches: 1 } }, { upsert: true });
        seen = 0;
      },
    };
    for (let i = 0; i < 10; i += 1) await events.append(`tally-${i}`, 'no_stream', [counted()]);
    const runner = new ProjectionRunner(events, readStore, [counting, batching], { batchSize: 4 });
    await runner.start();
    try {
      await until(async () => (await readStore.checkpoint(batching.name)) !== undefined && runner.position === (await events.headPosition()));
      // 10 events in batches of 4: 3 batches, each committed with its end-of-batch write and checkpoint.
      expect(await readStore.collection('batched').findOne({ _id: 'total' })).toEqual({ _id: 'total', events: 10, batches: 3 });
      // A batch that projection has already applied (its checkpoint) does not call it again.
      const restarted = new ProjectionRunner(events, readStore, [batching], { batchSize: 4 });
      await restarted.start();
      await until(async () => restarted.position === (await events.headPosition()));
      await restarted.stop();
      expect(await readStore.collection('batched').findOne({ _id: 'total' })).toEqual({ _id: 'total', events: 10, batches: 3 });
    } finally {
      await shutDown(runner, { readStore, events });
    }
  });

  it('persists once flushEveryEvents live events are applied, long before the interval; a backlog keeps the interval', async () => {
    const { events, readStore, readStoreOnDisk } = stores();
    // A backlog of full batches (batchSize 4) before the start: caught up without a flush per 3 events.
    const backlog = await events.append('tally-c', 'no_stream', Array.from({ length: 12 }, counted));
    const runner = new ProjectionRunner(events, readStore, [counting], { defer: true, flushEveryMs: 60_000, flushEveryEvents: 3, batchSize: 4 });
    await runner.start();
    const disk = readStoreOnDisk();
    try {
      await until(async () => runner.position === backlog.position);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await disk.checkpoint(counting.name)).toBeUndefined();
      // A live append (a batch smaller than batchSize) with 13 events unflushed: flushed at once, backlog included.
      const first = await events.append('tally-c', backlog.nextExpectedRevision, [counted()]);
      await until(async () => (await disk.checkpoint(counting.name)) === first.position, 2_000);
      // Two more live events stay below flushEveryEvents: in memory only; the third makes the next flush.
      let last = first;
      for (let i = 0; i < 2; i += 1) last = await events.append('tally-c', last.nextExpectedRevision, [counted()]);
      await until(async () => runner.position === last.position);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await disk.checkpoint(counting.name)).toBe(first.position);
      last = await events.append('tally-c', last.nextExpectedRevision, [counted()]);
      await until(async () => (await disk.checkpoint(counting.name)) === last.position, 2_000);
      expect(await disk.collection('counts').findOne({ _id: 'tally-c' })).toEqual({ _id: 'tally-c', n: 16 });
    } finally {
      await disk.close();
      await shutDown(runner, { readStore, events });
    }
  });
  it('while catching up on a backlog, persists once flushBacklogEvents events are applied, not only at the interval', async () => {
    const { events, readStore, readStoreOnDisk } = stores();
    // Three full batches (batchSize 4) before the start: a flush after the second (8 events), none after the third.
    const eight = await events.append('tally-e', 'no_stream', Array.from({ length: 8 }, counted));
    const twelve = await events.append('tally-e', eight.nextExpectedRevision, Array.from({ length: 4 }, counted));
    const runner = new ProjectionRunner(events, readStore, [counting], { defer: true, flushEveryMs: 60_000, flushEveryEvents: 3, flushBacklogEvents: 8, batchSize: 4 });
    await runner.start();
    const disk = readStoreOnDisk();
    try {
      await until(async () => runner.position === twelve.position);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await disk.checkpoint(counting.name)).toBe(eight.position);
      expect(await disk.collection('counts').findOne({ _id: 'tally-e' })).toEqual({ _id: 'tally-e', n: 8 });
      expect(await readStore.collection('counts').findOne({ _id: 'tally-e' })).toEqual({ _id: 'tally-e', n: 12 });
    } finally {
      await disk.close();
      await shutDown(runner, { readStore, events });
    }
  });

  it('batches go on while a flush commits: each append is readable once projected, and stop persists the last', async () => {
    const { events, readStore, readStoreOnDisk } = stores();
    // A flush after every event: most appends land while the previous flush is still being committed.
    const runner = new ProjectionRunner(events, readStore, [counting], { defer: true, flushEveryMs: 60_000, flushEveryEvents: 1 });
    await runner.start();
    let last = await events.append('tally-f', 'no_stream', [counted()]);
    try {
      for (let n = 2; n <= 40; n += 1) {
        last = await events.append('tally-f', last.nextExpectedRevision, [counted()]);
        await until(async () => runner.position === last.position);
        expect(await readStore.collection('counts').findOne({ _id: 'tally-f' })).toEqual({ _id: 'tally-f', n });
      }
    } finally {
      await runner.stop();
      await readStore.close();
    }
    const disk = readStoreOnDisk();
    try {
      expect(await disk.checkpoint(counting.name)).toBe(last.position);
      expect(await disk.collection('counts').findOne({ _id: 'tally-f' })).toEqual({ _id: 'tally-f', n: 40 });
    } finally {
      await disk.close();
      await events.close();
    }
  });

  it('commands waiting for their append resolve once it is projected, or false at their own timeout', async () => {
    const { events, readStore } = stores();
    const runner = new ProjectionRunner(events, readStore, [counting], { defer: true, flushEveryMs: 100 });
    const progress = new ProjectionProgress(events, readStore, [counting.name], runner);
    await progress.start();
    await runner.start();
    try {
      const a = await events.append('tally-d', 'no_stream', [counted()]);
      const b = await events.append('tally-d', a.nextExpectedRevision, [counted()]);
      expect(await Promise.all([progress.waitFor(b.position), progress.waitFor(a.position)])).toEqual([true, true]);
      // Nothing will reach these positions: a long wait first, then a short one that must not wait for the long one's timer.
      const long = progress.waitFor(b.position + 10n, 3_000);
      const started = Date.now();
      expect(await progress.waitFor(b.position + 5n, 50)).toBe(false);
      expect(Date.now() - started).toBeLessThan(1_000);
      const c = await events.append('tally-d', b.nextExpectedRevision, [counted()]);
      expect(await progress.waitFor(c.position)).toBe(true);
      await progress.stop();
      expect(await long).toBe(false);
    } finally {
      await shutDown(runner, { readStore, events });
    }
  });
});
