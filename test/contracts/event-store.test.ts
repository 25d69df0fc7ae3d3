import { join } from 'node:path';
import { describe } from 'vitest';
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
