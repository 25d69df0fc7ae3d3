import Database from 'better-sqlite3';
import { join } from 'node:path';
import { AppConfig } from '../../config/config';

/** A signed checkpoint as kept: the note is the signed statement, the rest is for listing and lookups. */
export interface StoredCheckpoint {
  size: number;
  /** Base64 RFC 9162 root. */
  root: string;
  /** The C2SP signed note. */
  note: string;
  /** When it was signed (ISO); not part of the signed text. */
  signed_at: string;
}

/**
 * Every checkpoint the log signed, kept for good. Signed checkpoints are statements the log made, not
 * derived data: they live apart from the read models (which a rebuild replaces), in their own SQLite file
 * beside the embedded stores, or in a MongoDB collection no projection owns.
 */
export interface CheckpointStore {
  latest(): Promise<StoredCheckpoint | undefined>;
  bySize(size: number): Promise<StoredCheckpoint | undefined>;
  /** Newest first. */
  list(limit: number, offset: number): Promise<{ count: number; checkpoints: StoredCheckpoint[] }>;
  /** Keeps a checkpoint; one per tree size (a second one for a size already kept is ignored). */
  save(checkpoint: StoredCheckpoint): Promise<void>;
  close(): Promise<void>;
}

export const CHECKPOINT_STORE = Symbol('CHECKPOINT_STORE');

class SqliteCheckpointStore implements CheckpointStore {
  private readonly db: Database.Database;
  private readonly statements;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.exec('CREATE TABLE IF NOT EXISTS checkpoints (size INTEGER PRIMARY KEY, root TEXT NOT NULL, note TEXT NOT NULL, signed_at TEXT NOT NULL)');
    this.statements = {
      latest: this.db.prepare('SELECT size, root, note, signed_at FROM checkpoints ORDER BY size DESC LIMIT 1'),
      bySize: this.db.prepare('SELECT size, root, note, signed_at FROM checkpoints WHERE size = ?'),
      page: this.db.prepare('SELECT size, root, note, signed_at FROM checkpoints ORDER BY size DESC LIMIT ? OFFSET ?'),
      count: this.db.prepare('SELECT count(*) AS n FROM checkpoints').pluck(),
      save: this.db.prepare('INSERT OR IGNORE INTO checkpoints (size, root, note, signed_at) VALUES (@size, @root, @note, @signed_at)'),
    };
  }

  async latest() {
    return this.statements.latest.get() as StoredCheckpoint | undefined;
  }

  async bySize(size: number) {
    return this.statements.bySize.get(size) as StoredCheckpoint | undefined;
  }

  async list(limit: number, offset: number) {
    return { count: this.statements.count.get() as number, checkpoints: this.statements.page.all(limit, offset) as StoredCheckpoint[] };
  }

  async save(checkpoint: StoredCheckpoint) {
    this.statements.save.run(checkpoint);
  }

  async close() {
    if (this.db.open) this.db.close();
  }
}

async function mongoCheckpointStore(url: string): Promise<CheckpointStore> {
  const { default: mongoose } = await import('mongoose');
  const connection = await mongoose.createConnection(url, { serverSelectionTimeoutMS: 10_000 }).asPromise();
  type Doc = StoredCheckpoint & { _id: number };
  const collection = connection.db!.collection<Doc>('tlog_checkpoints');
  const plain = ({ _id, ...rest }: Doc): StoredCheckpoint => ({ ...rest, size: _id });
  return {
    async latest() {
      const doc = await collection.find({}).sort({ _id: -1 }).limit(1).next();
      return doc ? plain(doc) : undefined;
    },
    async bySize(size) {
      const doc = await collection.findOne({ _id: size });
      return doc ? plain(doc) : undefined;
    },
    async list(limit, offset) {
      const docs = await collection.find({}).sort({ _id: -1 }).skip(offset).limit(limit).toArray();
      return { count: await collection.estimatedDocumentCount(), checkpoints: docs.map(plain) };
    },
    async save(c) {
      await collection.updateOne({ _id: c.size }, { $setOnInsert: { root: c.root, note: c.note, signed_at: c.signed_at, size: c.size } }, { upsert: true });
    },
    async close() {
      await connection.close();
    },
  };
}

export async function openCheckpointStore(config: AppConfig): Promise<CheckpointStore> {
  if (config.READ_STORE === 'mongo') return mongoCheckpointStore(config.MONGO_URL!);
  return new SqliteCheckpointStore(join(config.dataDir, 'checkpoints.db'));
}
