import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError } from '../../services/platform/event-store/event-store.port';
import { SqliteEventStore } from '../../services/platform/event-store/sqlite-event-store.adapter';
import { EsdbEventStore } from '../../services/platform/event-store/esdb-event-store.adapter';
import { tempDir } from '../support/temp-dir';
import { eventStoreContract } from './event-store.contract';

const dir = tempDir('es-contract-');
eventStoreContract('sqlite', async () => new SqliteEventStore(join(dir.path, 'events.db')), async () => dir.cleanup());
// Large multi-stream appends are written by a worker thread: the same suite with every one of them sent there
// (and streamsAmong's names looked up two at a time, so its chunks are merged).
const bulkDir = tempDir('es-contract-bulk-');
eventStoreContract(
  'sqlite, multi-stream appends on the worker thread',
  async () => new SqliteEventStore(join(bulkDir.path, 'events.db'), { bulkAppendEvents: 1, amongChunk: 2 }),
  async () => bulkDir.cleanup(),
);

// The production adapter runs the same suite whenever a server is given.
const url = process.env.EVENTSTORE_URL;
if (url) {
  eventStoreContract('eventstoredb', async () => EsdbEventStore.connect(url), async () => undefined);
} else {
  describe.skip('event store contract: eventstoredb (set EVENTSTORE_URL to run)', () => undefined);
}

/** An event numbered `n` (with a nested list, to check frozen reads). */
const event = (n: number) => ({
  id: randomUUID(),
  type: 'ContractTested',
  data: { n, nested: { list: [n] } },
  metadata: { correlationId: 'c', causationId: 'c', userId: 'u', time: new Date().toISOString(), prevHash: '0', hash: randomUUID() },
});

/** Two stores on one file, as two processes would open it. */
async function withTwoStores(body: (a: SqliteEventStore, b: SqliteEventStore) => Promise<void>): Promise<void> {
  const own = tempDir('es-two-');
  const file = join(own.path, 'events.db');
  const a = new SqliteEventStore(file);
  const b = new SqliteEventStore(file);
  try {
    await body(a, b);
  } finally {
    await a.close();
    await b.close();
    own.cleanup();
  }
}

describe('sqlite event store: whole-stream reads kept in memory', () => {
  it('see what another process appended since, and cannot be changed by a reader', async () => {
    await withTwoStores(async (a, b) => {
      await a.append('s-1', 'no_stream', [event(1), event(2)]);
      const first = await a.readStream('s-1');
      expect(first.map((e) => e.data.n)).toEqual([1, 2]);
      await b.append('s-1', 1n, [event(3)]);
      expect((await a.readStream('s-1')).map((e) => [e.revision, e.data.n])).toEqual([
        [0n, 1],
        [1n, 2],
        [2n, 3],
      ]);
      // The array is the reader's own; the events are frozen, so the next reader sees them unchanged.
      first.push(first[0]);
      expect(() => {
        (first[0].data.nested as { list: number[] }).list.push(9);
      }).toThrow(TypeError);
      const again = await a.readStream('s-1');
      expect(again).toHaveLength(3);
      expect(again[0].data).toEqual({ n: 1, nested: { list: [1] } });
      expect(await a.readStream('s-1', { fromRevision: 1n })).toHaveLength(2);
    });
  });
});

describe('sqlite event store: the log read by position with other processes appending', () => {
  it('interleaves another process’s appends in position order, with nothing missing or repeated', async () => {
    await withTwoStores(async (a, b) => {
      await a.append('s-a', 'no_stream', [event(1), event(2)]);
      await b.append('s-b', 'no_stream', [event(3)]);
      await a.append('s-a', 1n, [event(4)]);
      await b.append('s-b', 0n, [event(5)]);
      await a.append('s-a', 2n, [event(6), event(7)]);
      const all = await a.readAll(undefined, 100);
      expect(all.map((e) => e.data.n)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(all.map((e) => e.position)).toEqual([...all.keys()].map((i) => all[0].position + BigInt(i)));
      // From every position, in small pages as a subscriber reads: the same sequence.
      for (let start = 0; start < all.length; start += 1) {
        const seen: number[] = [];
        let after: bigint | undefined = start === 0 ? undefined : all[start - 1].position;
        for (;;) {
          const page = await a.readAll(after, 2);
          if (page.length === 0) break;
          seen.push(...page.map((e) => e.data.n as number));
          after = page[page.length - 1].position;
        }
        expect(seen, `reading after event ${start}`).toEqual(all.slice(start).map((e) => e.data.n));
      }
      // A subscriber of `a` gets b's events too.
      const got: number[] = [];
      const subscription = a.subscribe(async (batch) => void got.push(...batch.map((e) => e.data.n as number)), { after: all[6].position });
      await b.append('s-b', 1n, [event(8)]);
      await a.append('s-a', 4n, [event(9)]);
      await expect.poll(() => got, { timeout: 2_000 }).toEqual([8, 9]);
      await subscription.stop();
    });
  });
});

describe('sqlite event store: a bulk append on the worker thread', () => {
  const writes = (streams: number, prefix: string) =>
    Array.from({ length: streams }, (_, i) => ({ stream: `${prefix}-${i}`, expected: 'no_stream' as const, events: [event(i), event(i)] }));

  /** A store that sends appends of 1,000 events or more to its worker. */
  async function withBulkStore(body: (store: SqliteEventStore) => Promise<void>): Promise<void> {
    const own = tempDir('es-bulk-');
    const store = new SqliteEventStore(join(own.path, 'events.db'), { bulkAppendEvents: 1_000 });
    try {
      await body(store);
    } finally {
      await store.close();
      own.cleanup();
    }
  }

  it('lands whole with its positions, while reads and other appends go on; the others commit after it', async () => {
    await withBulkStore(async (store) => {
      await store.append('s-before', 'no_stream', [event(0)]);
      const head = await store.headPosition();
      const bulk = store.appendMultiple(writes(3_000, 'bulk'));
      await new Promise((r) => setTimeout(r, 5));
      // While the worker writes: the log reads as before it, and a small append waits for the bulk one.
      const small = store.append('s-during', 'no_stream', [event(1)]);
      await new Promise((r) => setTimeout(r, 5));
      expect(await store.headPosition()).toBe(head);
      expect(await store.readStream('bulk-0')).toEqual([]);
      const [result, during] = await Promise.all([bulk, small]);
      expect(result.streams).toHaveLength(3_000);
      expect(result.streams[2_999]).toEqual({ stream: 'bulk-2999', nextExpectedRevision: 1n });
      expect(result.position).toBe(head + 6_000n);
      expect(during.position).toBe(head + 6_001n);
      const all = await store.readAll(head, 10_000);
      expect(all).toHaveLength(6_001);
      expect(all[5_999]).toMatchObject({ stream: 'bulk-2999', revision: 1n, data: { n: 2_999 } });
      expect((await store.listStreams()).find((s) => s.stream === 'bulk-2999')).toMatchObject({ length: 2, headHash: all[5_999].metadata.hash });
    });
  });

  it('stores nothing when a stream near the end conflicts, and is idempotent when retried', async () => {
    await withBulkStore(async (store) => {
      await store.append('late-2500', 'no_stream', [event(0)]);
      const head = await store.headPosition();
      await expect(store.appendMultiple(writes(3_000, 'late'))).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.headPosition()).toBe(head);
      expect(await store.readStream('late-0')).toEqual([]);
      // Appends after a failed bulk append go on as before.
      await store.append('late-after', 'no_stream', [event(1)]);
      const ok = writes(3_000, 'again');
      const first = await store.appendMultiple(ok);
      const retried = await store.appendMultiple(ok);
      expect(retried).toEqual(first);
      expect(await store.readAll(head, 100_000)).toHaveLength(1 + 6_000);
    });
  });

  it('takes one append in chunks: all of them land in one transaction, and a conflict in the last chunk stores none', async () => {
    await withBulkStore(async (store) => {
      async function* chunks(prefix: string, count: number) {
        for (let i = 0; i < count; i += 1) {
          yield writes(500, `${prefix}${i}`);
          await new Promise((r) => setTimeout(r, 1));
        }
      }
      await store.append('c3-499', 'no_stream', [event(0)]);
      const head = await store.headPosition();
      await expect(store.appendChunks(chunks('c', 4))).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.headPosition()).toBe(head);
      expect(await store.readStream('c0-0')).toEqual([]);
      const result = await store.appendChunks(chunks('d', 4));
      expect(result).toEqual({ position: head + 4_000n, streams: 2_000, events: 4_000 });
      const all = await store.readAll(head, 10_000);
      expect(all.map((e) => e.stream).slice(0, 3)).toEqual(['d0-0', 'd0-0', 'd0-1']);
      expect(all.at(-1)).toMatchObject({ stream: 'd3-499', revision: 1n });
    });
  });
});

describe('sqlite event store: the log just appended, read back from memory', () => {
  it('reads the same events as SQLite holds, across a failed append in a group, another process and a bulk append', async () => {
    const own = tempDir('es-tail-');
    const file = join(own.path, 'events.db');
    const a = new SqliteEventStore(file);
    const other = new SqliteEventStore(file);
    const bulk = new SqliteEventStore(file, { bulkAppendEvents: 3 });
    try {
      const log = async () => {
        // A store of its own reads SQLite alone (its tail is empty).
        const fresh = new SqliteEventStore(file);
        try {
          return await fresh.readAll(undefined, 1_000);
        } finally {
          await fresh.close();
        }
      };
      const read = async (after: bigint | undefined, limit: number) => (await a.readAll(after, limit)).map((e) => [e.position, e.id, e.stream, e.revision, e.type, e.data, e.metadata]);
      const expectSame = async (after: bigint | undefined, limit: number) => {
        const all = await log();
        const from = all.findIndex((e) => after === undefined || e.position > after);
        const want = (from < 0 ? [] : all.slice(from, from + limit)).map((e) => [e.position, e.id, e.stream, e.revision, e.type, e.data, e.metadata]);
        expect(await read(after, limit)).toEqual(want);
      };
      await a.append('s-1', 'no_stream', [event(1), event(2)]);
      await expectSame(undefined, 10);
      let head = await a.headPosition();
      // One turn's appends commit together; the one that conflicts is undone alone and the next takes its positions.
      const group = await Promise.allSettled([
        a.append('s-1', 1n, [event(3)]),
        a.append('s-1', 0n, [event(99)]),
        a.appendMultiple([
          { stream: 's-2', expected: 'no_stream', events: [event(4)] },
          { stream: 's-3', expected: 'no_stream', events: [event(5), event(6)] },
        ]),
      ]);
      expect(group.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      // As the projector reads: a few at a time from where it was.
      await expectSame(head, 2);
      await expectSame(head + 2n, 2);
      await expectSame(head + 4n, 2);
      head = await a.headPosition();
      // Caught up: nothing after the head, then what another process appended.
      await expectSame(head, 10);
      await other.append('s-4', 'no_stream', [event(7)]);
      await expectSame(head, 10);
      await a.append('s-1', 2n, [event(8)]);
      await expectSame(head, 10);
      head = await a.headPosition();
      await bulk.appendMultiple([
        { stream: 's-5', expected: 'no_stream', events: [event(9), event(10)] },
        { stream: 's-6', expected: 'no_stream', events: [event(11)] },
      ]);
      await a.append('s-1', 3n, [event(12)]);
      await expectSame(head, 2);
      await expectSame(head + 2n, 10);
      await expectSame(await a.headPosition(), 10);
      // Read again from the start and from a position already read: the same log.
      await expectSame(undefined, 100);
      await expectSame(3n, 4);
      expect((await read(undefined, 100)).map((e) => (e[5] as { n: number }).n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    } finally {
      await a.close();
      await other.close();
      await bulk.close();
      own.cleanup();
    }
  });
});
