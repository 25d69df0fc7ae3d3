/**
 * A rebuild's new documents kept as their JSON between flushes instead of written to SQLite, within a budget of
 * characters. A log's entities are created long before most of their changes (a million-event log registers its
 * 100,000 items first), so a flush that persisted them was followed by reading every one back and writing it
 * again; a string per document also costs the garbage collector far less than the parsed document did.
 */
export class SpilledDocuments {
  private readonly docs = new Map<string, Map<string, string>>();
  /** Characters of JSON held. */
  chars = 0;

  constructor(private readonly budget: number) {}

  /** Characters the budget has left. */
  get room(): number {
    return this.budget - this.chars;
  }

  get size(): number {
    let n = 0;
    for (const docs of this.docs.values()) n += docs.size;
    return n;
  }

  get(collection: string, id: string): string | undefined {
    return this.docs.get(collection)?.get(id);
  }

  has(collection: string): boolean {
    return this.docs.has(collection);
  }

  collections(): string[] {
    return [...this.docs.keys()];
  }

  /** Keeps the document's JSON in place of any older version (the caller checked `room`). */
  keep(collection: string, id: string, json: string): void {
    let docs = this.docs.get(collection);
    if (!docs) this.docs.set(collection, (docs = new Map()));
    this.chars += json.length - (docs.get(id)?.length ?? 0);
    docs.set(id, json);
  }

  delete(collection: string, id: string): void {
    const docs = this.docs.get(collection);
    const json = docs?.get(id);
    if (json === undefined) return;
    docs!.delete(id);
    this.chars -= json.length;
    if (docs!.size === 0) this.docs.delete(collection);
  }

  /** A collection's documents (id → JSON). */
  entries(collection: string): ReadonlyMap<string, string> {
    return this.docs.get(collection) ?? NONE;
  }

  /** Forgets a collection's documents (written to SQLite). */
  drop(collection: string): void {
    for (const json of this.entries(collection).values()) this.chars -= json.length;
    this.docs.delete(collection);
  }

  clear(): void {
    this.docs.clear();
    this.chars = 0;
  }
}

const NONE: ReadonlyMap<string, string> = new Map();
