import mongoose, { mongo } from 'mongoose';
import { GuardedProjectionWriter, WITHOUT_POS, findDocs } from './mongo-projection.writer';
import { Doc, IndexSpec, ProjectionWriter, ReadCollection, ReadStore } from './read-store.port';

const CHECKPOINTS = '_checkpoints';

interface CheckpointDoc {
  _id: string;
  /** Decimal string: positions are bigints, which BSON cannot hold exactly. */
  position: string;
}

/**
 * MongoDB read store (through mongoose's connection, using raw collections: read models are schemaless
 * documents in MongoDB's query language). A batch's writes are guarded by event position (see
 * GuardedProjectionWriter) and its checkpoint is written after them, so a batch interrupted half-way is
 * simply applied again and gives the same read model.
 */
export class MongoReadStore implements ReadStore {
  private constructor(
    private readonly connection: mongoose.Connection,
    private readonly db: mongo.Db,
  ) {}

  static async connect(url: string): Promise<MongoReadStore> {
    const connection = await mongoose.createConnection(url, { serverSelectionTimeoutMS: 10_000 }).asPromise();
    if (!connection.db) throw new Error(`Connected to ${url} but no database was selected`);
    return new MongoReadStore(connection, connection.db);
  }

  collection<T extends Doc = Doc>(name: string): ReadCollection<T> {
    const collection = this.db.collection(name);
    return {
      findOne: async (filter) => (await collection.findOne(filter, { projection: WITHOUT_POS })) as T | null,
      find: (filter, options = {}) => findDocs<T>(collection, filter, options),
      count: (filter) => collection.countDocuments(filter),
      ids: async (filter) => (await collection.find(filter, { projection: { _id: 1 } }).toArray()).map((doc) => String(doc._id)),
      // `_pos` is removed first, so no stage (a $$ROOT push, a bare $match) can leak it; MongoDB still moves
      // a leading $match before this exclusion, so indexes keep working.
      aggregate: async <R>(pipeline: Record<string, unknown>[]) =>
        (await collection.aggregate([{ $project: WITHOUT_POS }, ...pipeline]).toArray()) as R[],
    };
  }

  async ensureIndexes(specs: IndexSpec[]): Promise<void> {
    for (const spec of specs) {
      for (const field of spec.fields) await this.db.collection(spec.collection).createIndex({ [field]: 1 });
      // A page is an index range: the equalities, then the sort (which MongoDB also walks in reverse). A searched
      // text: MongoDB has no substring index (text indexes match words), so the field follows the keys of every
      // page index, and a search's regular expression is tested on the index keys in the walk of the range,
      // reading only the documents that hold the text.
      const text = spec.pages?.find((page) => page.text !== undefined)?.text;
      for (const page of spec.pages ?? []) {
        const keys: Record<string, 1 | -1> = {};
        for (const field of page.equal) keys[field] = 1;
        Object.assign(keys, page.sort);
        if (text !== undefined) keys[text] = 1;
        await this.db.collection(spec.collection).createIndex(keys);
      }
    }
  }

  async checkpoint(projection: string): Promise<bigint | undefined> {
    const doc = await this.checkpoints().findOne({ _id: projection });
    return doc ? BigInt(doc.position) : undefined;
  }

  async applyBatch(checkpoints: Record<string, bigint>, write: (writer: ProjectionWriter) => Promise<void>): Promise<void> {
    await write(new GuardedProjectionWriter(this.db));
    // Last, so a checkpoint never claims writes that did not land.
    for (const [projection, position] of Object.entries(checkpoints)) {
      await this.checkpoints().updateOne({ _id: projection }, { $set: { position: position.toString() } }, { upsert: true });
    }
  }

  /** Every batch is written as it comes (`defer` is not used: MongoDB's bulk path is the driver's own). */
  async flush(): Promise<void> {}

  /**
   * Checkpoint first: if we stop half-way, the projection replays from the start over what is left, which
   * the guards make harmless. Documents are deleted rather than the collections dropped, so the indexes
   * declared at start-up stay.
   */
  async reset(projection: string, collections: string[]): Promise<void> {
    await this.checkpoints().deleteOne({ _id: projection });
    for (const name of collections) await this.db.collection(name).deleteMany({});
  }

  async close(): Promise<void> {
    await this.connection.close();
  }

  private checkpoints(): mongo.Collection<CheckpointDoc> {
    return this.db.collection<CheckpointDoc>(CHECKPOINTS);
  }
}
