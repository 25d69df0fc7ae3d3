import Database from 'better-sqlite3';
import { EventStore } from '../../services/platform/event-store/event-store.port';
import { ProjectionRunner } from '../../services/platform/projections/projection.runner';
import { Projection } from '../../services/platform/projections/projection.types';
import { ProjectionWriter, ReadStore } from '../../services/platform/read-store/read-store.port';

/** The writer of each batch without `atomic`: a projection writes as it goes, as it does on MongoDB. */
export class WritesAsItGoes implements ReadStore {
  constructor(private readonly inner: ReadStore) {}
  collection: ReadStore['collection'] = (name) => this.inner.collection(name);
  ensureIndexes: ReadStore['ensureIndexes'] = (specs) => this.inner.ensureIndexes(specs);
  checkpoint: ReadStore['checkpoint'] = (projection) => this.inner.checkpoint(projection);
  flush: ReadStore['flush'] = () => this.inner.flush();
  reset: ReadStore['reset'] = (projection, collections) => this.inner.reset(projection, collections);
  close: ReadStore['close'] = () => this.inner.close();
  applyBatch: ReadStore['applyBatch'] = (checkpoints, write, options) =>
    this.inner.applyBatch(
      checkpoints,
      (writer) => {
        const plain: ProjectionWriter = {
          at: (p) => writer.at(p),
          findOne: (c, f) => writer.findOne(c, f),
          find: (c, f, o) => writer.find(c, f, o),
          updateOne: (c, f, u, o) => writer.updateOne(c, f, u, o),
          updateMany: (c, f, u) => writer.updateMany(c, f, u),
          deleteMany: (c, f) => writer.deleteMany(c, f),
        };
        return write(plain);
      },
      options,
    );
}

/** Runs the projections over the whole log in batches of `batchSize`, then stops. */
export async function project(store: EventStore, readStore: ReadStore, projections: Projection[], options: { batchSize: number; defer?: boolean }): Promise<void> {
  const runner = new ProjectionRunner(store, readStore, projections, options);
  const head = await store.headPosition();
  const done = new Promise<void>((resolve, reject) => {
    runner.once('failed', reject);
    runner.on('projected', () => runner.position !== undefined && runner.position >= head && resolve());
  });
  await runner.start();
  await done;
  await runner.stop();
}

/** Every document of the collections whose names start with one of `prefixes`, exactly as stored (the JSON text, so key order counts). */
export function storedDocuments(file: string, ...prefixes: string[]): { collection: string; id: string; doc: string }[] {
  const db = new Database(file, { readonly: true });
  try {
    const rows = db.prepare('SELECT collection, id, doc FROM documents ORDER BY collection, id').all() as { collection: string; id: string; doc: string }[];
    return rows.filter((r) => prefixes.some((p) => r.collection.startsWith(p)));
  } finally {
    db.close();
  }
}

/** A seeded pseudo-random sequence, so a failure replays the same log. */
export function random(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
}
