/**
 * A bounded cache of recently used entries, kept as two generations of Maps: entries are written to the
 * current one, a hit in the previous one moves the entry forward, and when the current generation is full it
 * becomes the previous one (the old previous generation is dropped whole). That keeps roughly the most
 * recently used `limit` entries at most.
 *
 * Why not a Map used as an LRU (delete and re-insert on each hit, evict `keys().next()`): V8's ordered hash
 * tables leave a hole per delete, and `keys().next()` walks past every hole at the front, so evicting one
 * entry per insert became quadratic — in a one-million-event rebuild that eviction was 40% of the time.
 */
export class RecentCache<K, V> {
  private current = new Map<K, V>();
  private previous = new Map<K, V>();

  constructor(private readonly limit: number) {}

  get(key: K): V | undefined {
    const value = this.current.get(key);
    if (value !== undefined || this.current.has(key)) return value;
    if (!this.previous.has(key)) return undefined;
    const moved = this.previous.get(key) as V;
    this.set(key, moved);
    return moved;
  }

  has(key: K): boolean {
    return this.current.has(key) || this.previous.has(key);
  }

  set(key: K, value: V): void {
    this.current.set(key, value);
    if (this.current.size >= Math.max(1, Math.ceil(this.limit / 2))) {
      this.previous = this.current;
      this.current = new Map();
    }
  }

  delete(key: K): void {
    this.current.delete(key);
    this.previous.delete(key);
  }

  clear(): void {
    this.current.clear();
    this.previous.clear();
  }

  get size(): number {
    return this.current.size + this.previous.size;
  }
}
