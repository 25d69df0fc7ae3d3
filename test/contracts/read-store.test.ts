import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { describe } from 'vitest';
import { EmbeddedReadStore } from '../../services/platform/read-store/embedded-read-store.adapter';
import { MongoReadStore } from '../../services/platform/read-store/mongo-read-store.adapter';
import { tempDir } from '../support/temp-dir';
import { readStoreContract } from './read-store.contract';

const dir = tempDir('rs-contract-');
const file = join(dir.path, 'readmodels.db');
readStoreContract('embedded', {
  create: async () => new EmbeddedReadStore(file),
  reopen: async () => new EmbeddedReadStore(file),
  dispose: async () => dir.cleanup(),
  atomicBatches: true,
});

// A rebuild's scratch file persists deferred batches on its own path (no worker, buffered multi-row writes).
const scratchDir = tempDir('rs-contract-scratch-');
const scratchFile = join(scratchDir.path, 'readmodels.db.rebuild');
readStoreContract('embedded scratch file', {
  create: async () => new EmbeddedReadStore(scratchFile, { scratch: true }),
  reopen: async () => new EmbeddedReadStore(scratchFile, { scratch: true }),
  dispose: async () => scratchDir.cleanup(),
  atomicBatches: true,
});

// The same file flushing after every deferred batch, as a rebuild does when its pending layer is full: new
// documents then stay as JSON (all of them, or as many as a small budget holds) and are taken back when touched.
for (const [variant, spillBytes] of [['spilling', undefined], ['spilling within 60 bytes', 60]] as const) {
  const spillDir = tempDir('rs-contract-spill-');
  const spillFile = join(spillDir.path, 'readmodels.db.rebuild');
  const options = { scratch: true, pendingLimit: 1, spillBytes };
  readStoreContract(`embedded scratch file, ${variant}`, {
    create: async () => new EmbeddedReadStore(spillFile, options),
    reopen: async () => new EmbeddedReadStore(spillFile, options),
    dispose: async () => spillDir.cleanup(),
    atomicBatches: true,
  });
}

// The production adapter runs the same suite whenever a server is given, in a database of its own.
const url = process.env.MONGO_URL;
if (url) {
  const testUrl = withDatabase(url, `provenance_contract_${randomUUID().replace(/-/g, '').slice(0, 12)}`);
  readStoreContract('mongodb', {
    create: () => MongoReadStore.connect(testUrl),
    reopen: () => MongoReadStore.connect(testUrl),
    dispose: async () => {
      const connection = await mongoose.createConnection(testUrl).asPromise();
      await connection.dropDatabase();
      await connection.close();
    },
    atomicBatches: false,
  });
} else {
  describe.skip('read store contract: mongodb (set MONGO_URL to run)', () => undefined);
}

/** The same MongoDB URL with another database: the path after the host list, keeping any options. */
function withDatabase(mongoUrl: string, database: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/.exec(mongoUrl);
  if (!match) throw new Error(`MONGO_URL is not a mongodb:// URL: ${mongoUrl}`);
  return `${match[1]}/${database}${match[2] ?? ''}`;
}
