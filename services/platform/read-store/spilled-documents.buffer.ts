/** Bytes of one slab of the arena (a larger document gets a slab of its own). */
const SLAB_BYTES = 16 * 2 ** 20;
/** A document's place in the arena, packed in one number: slab · 2^48 + offset · 2^24 + length. */
const SLAB_SHIFT = 2 ** 48;
const OFFSET_SHIFT = 2 ** 24;

/**
 * A rebuild's new documents kept as their JSON between flushes instead of written to SQLite, within a budget of
 * bytes. A log's entities are created long before most of their changes (a million-event log registers its
 * 100,000 items first), so a flush that persisted them was followed by reading every one back and writing it
 * again. The JSON lives in large buffers outside V8's heap: as strings, the 250 MB of a million-event rebuild
 * raised the heap V8 lets grow before a full collection, and the process's peak with it, by more than a GB.
 * A newer version is appended and the older one's bytes stay used until `clear`, so the budget counts both.
 */
export class SpilledDocuments {
  private readonly docs = new Map<string, Map<string, number>>();
  private slabs: Buffer[] = [];
  /** Bytes used in the last slab. */
  private used = 0;
  /** Bytes taken in the slabs (current and superseded versions, and the ends of full slabs). */
  bytes = 0;

  /** The longest JSON kept, in bytes (what the packed place holds). */
  static readonly LONGEST = OFFSET_SHIFT - 1;

  constructor(private readonly budget: number) {}

  /** Bytes the budget has left. */
  get room(): number {
    return this.budget - this.bytes;
  }

  get size(): number {
    let n = 0;
    for (const docs of this.docs.values()) n += docs.size;
    return n;
  }

  get(collection: string, id: string): string | undefined {
    const at = this.docs.get(collection)?.get(id);
    return at === undefined ? undefined : this.read(at);
  }

  has(collection: string): boolean {
    return this.docs.has(collection);
  }

  collections(): string[] {
    return [...this.docs.keys()];
  }

  /** Keeps the document's JSON in place of any older version (the caller checked `room` with its byte length). */
  keep(collection: string, id: string, json: string, length = Buffer.byteLength(json)): void {
    if (this.slabs.length === 0 || this.used + length > SLAB_BYTES) {
      if (this.slabs.length > 0) this.bytes += SLAB_BYTES - this.used;
      this.slabs.push(Buffer.allocUnsafeSlow(Math.max(SLAB_BYTES, length)));
      this.used = 0;
    }
    const slab = this.slabs.length - 1;
    this.slabs[slab].write(json, this.used, length, 'utf8');
    let docs = this.docs.get(collection);
    if (!docs) this.docs.set(collection, (docs = new Map()));
    docs.set(id, slab * SLAB_SHIFT + this.used * OFFSET_SHIFT + length);
    this.used += length;
    this.bytes += length;
  }

  delete(collection: string, id: string): void {
    const docs = this.docs.get(collection);
    if (!docs?.delete(id)) return;
    if (docs.size === 0) this.docs.delete(collection);
  }

  ids(collection: string): Iterable<string> {
    return this.docs.get(collection)?.keys() ?? [];
  }

  /** Forgets a collection's documents (written to SQLite). */
  drop(collection: string): void {
    this.docs.delete(collection);
    if (this.docs.size === 0) this.clear();
  }

  clear(): void {
    this.docs.clear();
    this.slabs = [];
    this.used = 0;
    this.bytes = 0;
  }

  private read(at: number): string {
    const slab = Math.floor(at / SLAB_SHIFT);
    const offset = Math.floor(at / OFFSET_SHIFT) % OFFSET_SHIFT;
    return this.slabs[slab].toString('utf8', offset, offset + (at % OFFSET_SHIFT));
  }
}
