import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../../services/platform/event-store/sqlite-event-store';
import { EsdbEventStore } from '../../services/platform/event-store/esdb-event-store';
import { tempDir } from '../support/temp-dir';
import { eventStoreContract } from './event-store.contract';

const dir = tempDir('es-contract-');
eventStoreContract('sqlite', async () => new SqliteEventStore(join(dir.path, 'events.db')), async () => dir.cleanup());

// The production adapter runs the same suite whenever a server is given.
const url = process.env.EVENTSTORE_URL;
if (url) {
  eventStoreContract('eventstoredb', async () => EsdbEventStore.connect(url), async () => undefined);
} else {
  describe.skip('event store contract: eventstoredb (set EVENTSTORE_URL to run)', () => undefined);
}

describe('sqlite event store: whole-stream reads kept in memory', () => {
  const event = (n: number) => ({
    id: randomUUID(),
    type: 'ContractTested',
    data: { n, nested: { list: [n] } },
    metadata: { correlationId: 'c', causationId: 'c', userId: 'u', time: new Date().toISOString(), prevHash: '0', hash: randomUUID() },
  });

  it('see what another process appended since, and cannot be changed by a reader', async () => {
    const own = tempDir('es-cache-');
    const file = join(own.path, 'events.db');
    const a = new SqliteEventStore(file);
    const b = new SqliteEventStore(file);
    try {
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
    } finally {
      await a.close();
      await b.close();
      await own.cleanup();
    }
  });
});
