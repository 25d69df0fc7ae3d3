import Database from 'better-sqlite3';

/** Every document (parsed, keyed `collection/id`) and every checkpoint of an embedded read store file, as stored. */
export function readModels(file: string): { documents: Map<string, unknown>; checkpoints: Map<string, number> } {
  const db = new Database(file);
  try {
    const documents = new Map<string, unknown>();
    for (const row of db.prepare('SELECT collection, id, doc FROM documents ORDER BY collection, id').all() as { collection: string; id: string; doc: string }[]) {
      documents.set(`${row.collection}/${row.id}`, JSON.parse(row.doc));
    }
    const checkpoints = new Map(
      (db.prepare('SELECT projection, position FROM checkpoints ORDER BY projection').all() as { projection: string; position: number }[]).map((r) => [r.projection, r.position]),
    );
    return { documents, checkpoints };
  } finally {
    db.close();
  }
}
