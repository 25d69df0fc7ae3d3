import { join } from 'node:path';
import { afterEach } from 'vitest';
import { SqliteEventStore } from '../../services/platform/event-store/sqlite-event-store.adapter';
import { EmbeddedReadStore } from '../../services/platform/read-store/embedded-read-store.adapter';
import { tempDir } from './temp-dir';

export interface EmbeddedStores {
  dir: { path: string };
  /** The event store in `events.db`. */
  events: SqliteEventStore;
  /** The read store in `readmodels.db`. */
  readStore: EmbeddedReadStore;
  /** Another connection to `readmodels.db`: what a restarted process reads from disk (the caller closes it). */
  readStoreOnDisk: () => EmbeddedReadStore;
}

/**
 * For the tests of a describe block: each call opens the embedded event and read stores in a fresh temp dir,
 * removed after the test that made it.
 */
export function embeddedStoresPerTest(prefix: string): () => EmbeddedStores {
  const dirs: { cleanup: () => void }[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => d.cleanup()));
  return () => {
    const dir = tempDir(prefix);
    dirs.push(dir);
    const readModels = join(dir.path, 'readmodels.db');
    return { dir, events: new SqliteEventStore(join(dir.path, 'events.db')), readStore: new EmbeddedReadStore(readModels), readStoreOnDisk: () => new EmbeddedReadStore(readModels) };
  };
}
