import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStore, NewEvent, RecordedEvent, WrongExpectedRevisionError } from '../../services/platform/event-store/event-store.port';

/**
 * The contract every event store adapter passes. `create` returns a fresh, empty-or-not store; tests use
 * unique stream names so they also run against a shared EventStoreDB.
 */
export function eventStoreContract(name: string, create: () => Promise<EventStore>, dispose: () => Promise<void>) {
  describe(`event store contract: ${name}`, () => {
    let store: EventStore;
    beforeAll(async () => {
      store = await create();
    });
    afterAll(async () => {
      await store.close();
      await dispose();
    });

    const stream = () => `contract-${randomUUID().replace(/-/g, '')}`;
    const event = (type = 'ContractTested', data: Record<string, unknown> = { n: 1 }): NewEvent => ({
      id: randomUUID(),
      type,
      data,
      metadata: { correlationId: 'c', causationId: 'c', userId: 'u', time: new Date().toISOString(), prevHash: '0', hash: randomUUID() },
    });

    it('appends to a new stream with no_stream and reads it back in order', async () => {
      const s = stream();
      const result = await store.append(s, 'no_stream', [event('A', { n: 1 }), event('B', { n: 2 })]);
      expect(result.nextExpectedRevision).toBe(1n);
      const read = await store.readStream(s);
      expect(read.map((e) => [e.type, e.revision, e.data])).toEqual([
        ['A', 0n, { n: 1 }],
        ['B', 1n, { n: 2 }],
      ]);
      expect(read[0].stream).toBe(s);
      expect(read[1].position > read[0].position).toBe(true);
    });

    it('refuses no_stream on an existing stream', async () => {
      const s = stream();
      await store.append(s, 'no_stream', [event()]);
      await expect(store.append(s, 'no_stream', [event()])).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.readStream(s)).toHaveLength(1);
    });

    it('checks an exact expected revision', async () => {
      const s = stream();
      await store.append(s, 'no_stream', [event(), event()]);
      await expect(store.append(s, 0n, [event()])).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(store.append(s, 2n, [event()])).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      const ok = await store.append(s, 1n, [event()]);
      expect(ok.nextExpectedRevision).toBe(2n);
    });

    it('an exact revision on a missing stream is a conflict', async () => {
      await expect(store.append(stream(), 0n, [event()])).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    });

    it('appends with any whatever the revision', async () => {
      const s = stream();
      await store.append(s, 'any', [event()]);
      const r = await store.append(s, 'any', [event()]);
      expect(r.nextExpectedRevision).toBe(1n);
    });

    it('is idempotent by event id: re-appending the same events stores them once', async () => {
      const s = stream();
      const batch = [event('A'), event('B')];
      const first = await store.append(s, 'no_stream', batch);
      const again = await store.append(s, 'no_stream', batch);
      expect(again.nextExpectedRevision).toBe(first.nextExpectedRevision);
      expect(await store.readStream(s)).toHaveLength(2);
    });

    it('lands all events of one append or none', async () => {
      const s = stream();
      await store.append(s, 'no_stream', [event()]);
      // Conflicting append of three events: none of them may appear.
      await expect(store.append(s, 5n, [event(), event(), event()])).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.readStream(s)).toHaveLength(1);
    });

    it('serialises concurrent appends with the same expected revision: exactly one wins', async () => {
      const s = stream();
      await store.append(s, 'no_stream', [event()]);
      const results = await Promise.allSettled(Array.from({ length: 10 }, () => store.append(s, 0n, [event()])));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const revisions = (await store.readStream(s)).map((e) => e.revision);
      expect(revisions).toEqual([0n, 1n]);
    });

    it('concurrent appends to many streams each land whole, and a failing one fails alone', async () => {
      const streams = Array.from({ length: 20 }, () => stream());
      const taken = stream();
      await store.append(taken, 'no_stream', [event()]);
      const results = await Promise.allSettled([
        ...streams.slice(0, 10).map((s) => store.append(s, 'no_stream', [event('A'), event('B'), event('C')])),
        store.append(taken, 'no_stream', [event('Lost'), event('Lost')]),
        store.appendMultiple([
          { stream: streams[0], expected: 'no_stream', events: [event('Lost')] },
          { stream: stream(), expected: 'no_stream', events: [event('Lost')] },
        ]),
        ...streams.slice(10).map((s) => store.append(s, 'no_stream', [event('A'), event('B'), event('C')])),
      ]);
      expect(results.map((r) => r.status)).toEqual([...Array(10).fill('fulfilled'), 'rejected', 'rejected', ...Array(10).fill('fulfilled')]);
      expect((results[10] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
      for (const s of streams) expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
      expect(await store.readStream(taken)).toHaveLength(1);
    });

    it('reads a stream backwards with a limit, and an unknown stream as empty', async () => {
      const s = stream();
      await store.append(s, 'no_stream', [event('A'), event('B'), event('C')]);
      const last = await store.readStream(s, { direction: 'backwards', maxCount: 1 });
      expect(last.map((e) => e.type)).toEqual(['C']);
      const from = await store.readStream(s, { fromRevision: 1n });
      expect(from.map((e) => e.type)).toEqual(['B', 'C']);
      expect(await store.readStream(stream())).toEqual([]);
    });

    it('keeps a global order across streams and reads the log after a position', async () => {
      const head = await store.headPosition();
      const a = stream();
      const b = stream();
      await store.append(a, 'any', [event('A1')]);
      await store.append(b, 'any', [event('B1')]);
      await store.append(a, 'any', [event('A2')]);
      const after = await store.readAll(head, 1000);
      const ours = after.filter((e) => e.stream === a || e.stream === b).map((e) => e.type);
      expect(ours).toEqual(['A1', 'B1', 'A2']);
      for (let i = 1; i < after.length; i += 1) expect(after[i].position > after[i - 1].position).toBe(true);
      expect(await store.headPosition()).toBe(after[after.length - 1].position);
      // A store that counts without reading agrees with readAll, up to the limit.
      if (store.countAfter) {
        expect(await store.countAfter(head, 1000)).toBe(after.length);
        expect(await store.countAfter(head, 2)).toBe(2);
        expect(await store.countAfter(after[after.length - 1].position, 1000)).toBe(0);
        expect(await store.countAfter(undefined, 1)).toBe(1);
      }
    });

    it('catch-up subscription replays from a position, then delivers live events, in order', async () => {
      const s = stream();
      const start = await store.headPosition();
      await store.append(s, 'any', [event('Old1'), event('Old2')]);
      const seen: RecordedEvent[] = [];
      let resolveDone!: () => void;
      const done = new Promise<void>((r) => (resolveDone = r));
      const sub = store.subscribe(
        async (batch) => {
          for (const e of batch) if (e.stream === s) seen.push(e);
          if (seen.length >= 4) resolveDone();
        },
        { after: start },
      );
      await store.append(s, 'any', [event('New1')]);
      await store.append(s, 'any', [event('New2')]);
      await Promise.race([done, new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 10_000))]);
      await sub.stop();
      expect(seen.map((e) => e.type)).toEqual(['Old1', 'Old2', 'New1', 'New2']);
    });

    it('a subscription from a later position skips what came before', async () => {
      const s = stream();
      await store.append(s, 'any', [event('Skipped')]);
      const from = await store.headPosition();
      const seen: string[] = [];
      let resolveDone!: () => void;
      const done = new Promise<void>((r) => (resolveDone = r));
      const sub = store.subscribe(
        async (batch) => {
          for (const e of batch) if (e.stream === s) seen.push(e.type);
          if (seen.length >= 1) resolveDone();
        },
        { after: from },
      );
      await store.append(s, 'any', [event('Seen')]);
      await Promise.race([done, new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 10_000))]);
      await sub.stop();
      expect(seen).toEqual(['Seen']);
    });

    it('appends to several streams atomically', async () => {
      const a = stream();
      const b = stream();
      await store.append(b, 'no_stream', [event('B0')]);
      const result = await store.appendMultiple([
        { stream: a, expected: 'no_stream', events: [event('A0'), event('A1')] },
        { stream: b, expected: 0n, events: [event('B1')] },
      ]);
      expect(result.streams).toEqual([
        { stream: a, nextExpectedRevision: 1n },
        { stream: b, nextExpectedRevision: 1n },
      ]);
      const bEvents = await store.readStream(b);
      expect(bEvents.map((e) => e.type)).toEqual(['B0', 'B1']);
      const positions = [...(await store.readStream(a)), ...bEvents].map((e) => e.position);
      expect(result.position).toBe(positions.reduce((max, p) => (p > max ? p : max)));
    });

    it('writes nothing to any stream when one expected revision fails', async () => {
      const a = stream();
      const b = stream();
      await store.append(b, 'no_stream', [event('B0')]);
      await expect(
        store.appendMultiple([
          { stream: a, expected: 'no_stream', events: [event('A0')] },
          { stream: b, expected: 'no_stream', events: [event('B1')] },
        ]),
      ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.readStream(a)).toEqual([]);
      expect(await store.readStream(b)).toHaveLength(1);
    });

    it('a retried multi-stream append with the same event ids stores nothing twice', async () => {
      const a = stream();
      const b = stream();
      const writes = [
        { stream: a, expected: 'no_stream' as const, events: [event('A0')] },
        { stream: b, expected: 'no_stream' as const, events: [event('B0'), event('B1')] },
      ];
      const first = await store.appendMultiple(writes);
      const again = await store.appendMultiple(writes);
      expect(again.streams).toEqual(first.streams);
      expect(await store.readStream(b)).toHaveLength(2);
    });

    it('finds an event by its hash and lists streams with length and head hash', async () => {
      const s = stream();
      const e1 = event('A');
      const e2 = event('B');
      await store.append(s, 'no_stream', [e1, e2]);
      const found = await store.findByHash(e2.metadata.hash);
      expect(found?.stream).toBe(s);
      expect(found?.type).toBe('B');
      expect(await store.findByHash('no-such-hash')).toBeUndefined();
      const info = (await store.listStreams()).find((x) => x.stream === s);
      expect(info).toMatchObject({ length: 2, headHash: e2.metadata.hash });
    });

    it('pages the named streams that exist, newest first by their last event, with how many exist', async () => {
      const [a, b, c] = [stream(), stream(), stream()];
      await store.append(a, 'no_stream', [event('A')]);
      await store.append(b, 'no_stream', [event('B')]);
      const head = event('C');
      await store.append(c, 'no_stream', [head]);
      // `a` moves to the front with a later event.
      await store.append(a, 'any', [event('A2')]);
      const named = [b, stream(), a, c, a];
      const all = await store.streamsAmong(named, { offset: 0, limit: 10 });
      expect(all.count).toBe(3);
      expect(all.streams.map((x) => x.stream)).toEqual([a, c, b]);
      expect(all.streams[1]).toMatchObject({ length: 1, headHash: head.metadata.hash });
      expect(all.streams[0].lastPosition > all.streams[1].lastPosition).toBe(true);
      const second = await store.streamsAmong(named, { offset: 1, limit: 1 });
      expect(second).toMatchObject({ count: 3, streams: [{ stream: c }] });
      expect(await store.streamsAmong([stream()], { offset: 0, limit: 10 })).toEqual({ count: 0, streams: [] });
    });
  });
}
