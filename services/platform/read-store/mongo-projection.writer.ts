import { mongo } from 'mongoose';
import { Doc, Filter, FindOptions, ProjectionWriter, Update } from './read-store.port';
import { keysetFilter } from './keyset.rules';
import { upsertSeed } from './upsert-seed.rules';

/** Reserved field: the position of the last write applied to the document. Queries never return it. */
export const POS_FIELD = '_pos';
export const WITHOUT_POS = { [POS_FIELD]: 0 } as const;

const MAX_WRITES_PER_EVENT = 1_000_000;

/**
 * The order of a write: the event's global position, then the write's index among that event's writes.
 * Stored as a fixed-width decimal string, so MongoDB's (binary) string order is numeric order: BSON has no
 * unsigned 64-bit integer and positions can exceed 2^53, so neither a double nor an Int64 is safe.
 * The write index lets one event update the same document several times ($set then $inc) while a replay
 * still applies each of those writes exactly once.
 */
export function writeOrder(position: bigint, write: number): string {
  if (position < 0n) throw new Error(`Event positions are never negative (got ${position})`);
  if (write >= MAX_WRITES_PER_EVENT) throw new Error(`More than ${MAX_WRITES_PER_EVENT} writes for one event`);
  return `${position.toString().padStart(20, '0')}.${write.toString().padStart(6, '0')}`;
}

/**
 * MongoDB has no transaction on a standalone server, so a batch's writes cannot land together with the
 * checkpoint. Instead every write is guarded: it only touches documents whose `_pos` is older than the
 * write's order, and stamps that order on them. Replaying events after a crash (the checkpoint is saved
 * after the writes) therefore skips every write that already landed, and an $inc or $push never applies
 * twice. Projections must be deterministic for this: the same events on the same read model issue the
 * same writes in the same order.
 */
export class GuardedProjectionWriter implements ProjectionWriter {
  private position?: bigint;
  private writes = 0;

  constructor(private readonly db: mongo.Db) {}

  at(position: bigint): void {
    if (position === this.position) return;
    this.position = position;
    this.writes = 0;
  }

  async findOne<T extends Doc = Doc>(collection: string, filter: Filter): Promise<T | null> {
    return (await this.db.collection(collection).findOne(filter, { projection: WITHOUT_POS })) as T | null;
  }

  async find<T extends Doc = Doc>(collection: string, filter: Filter, options: FindOptions = {}): Promise<T[]> {
    return findDocs<T>(this.db.collection(collection), filter, options);
  }

  async updateOne(collection: string, filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<void> {
    const order = this.nextOrder();
    const upsert = options.upsert ?? false;
    const id = upsertSeed(filter)._id;
    // Same rule as the embedded store: an upsert must name its document.
    if (upsert && typeof id !== 'string') throw new Error('upsert needs an _id equality in its filter');
    try {
      await this.db.collection(collection).updateOne(guarded(filter, order), stamped(update, order), { upsert });
    } catch (error) {
      // The document exists but the guard hid it, so the upsert tried to insert it again: already applied.
      if (upsert && isDuplicateKey(error) && (await this.alreadyApplied(collection, id as string, order))) return;
      throw error;
    }
  }

  async updateMany(collection: string, filter: Filter, update: Update): Promise<void> {
    const order = this.nextOrder();
    await this.db.collection(collection).updateMany(guarded(filter, order), stamped(update, order));
  }

  /** Guarded too, so replaying an old delete cannot remove a document a later event wrote again. */
  async deleteMany(collection: string, filter: Filter): Promise<void> {
    const order = this.nextOrder();
    await this.db.collection(collection).deleteMany(guarded(filter, order));
  }

  private nextOrder(): string {
    if (this.position === undefined) throw new Error('ProjectionWriter.at(position) must be called before writing');
    return writeOrder(this.position, this.writes++);
  }

  private async alreadyApplied(collection: string, id: string, order: string): Promise<boolean> {
    return (await this.db.collection(collection).countDocuments({ _id: id as never, [POS_FIELD]: { $gte: order } })) > 0;
  }
}

/** find() with the port's options, never returning `_pos`. */
export async function findDocs<T extends Doc>(collection: mongo.Collection, filter: Filter, options: FindOptions): Promise<T[]> {
  const where = options.after ? { $and: [filter, keysetFilter(options.sort ?? {}, options.after)] } : filter;
  const cursor = collection.find(where, {
    projection: WITHOUT_POS,
    ...(options.sort && { sort: options.sort }),
    ...(options.skip && { skip: options.skip }),
    ...(options.limit !== undefined && { limit: options.limit }),
  });
  return (await cursor.toArray()) as unknown as T[];
}

/** Matches only documents no write at or after `order` has touched (documents without `_pos` included). */
function guarded(filter: Filter, order: string): Filter {
  return { ...filter, [POS_FIELD]: { $not: { $gte: order } } };
}

function stamped(update: Update, order: string): Update {
  const $set = (update.$set ?? {}) as Record<string, unknown>;
  return { ...update, $set: { ...$set, [POS_FIELD]: order } };
}

function isDuplicateKey(error: unknown): boolean {
  return error instanceof mongo.MongoServerError && error.code === 11000;
}
