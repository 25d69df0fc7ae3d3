/**
 * A bounded cache of recently used entries, kept as two generations of Maps: entries are written to the
 * current one, a hit in the previous one moves the entry forward, and when the current generation is full it
 * becomes the previous one (the old previous generation is dropped whole). That keeps roughly the most
 * recently used `limit` entries at most.
 *
 * With `weigh`, the limit bounds the entries' total weight instead of their number (each generation holds at
 * most half of it): a cache of documents whose sizes differ by a hundred times is bounded by what it holds,
 * not by how many.
 *
 * Why not a Map used as an LRU (delete and re-insert on each hit, evict `keys().next()`): V8's ordered hash
 * tables leave a hole per delete, and `keys().next()` walks past every hole at the front, so evicting one
 * entry per insert became quadratic — in a one-million-event rebuild that eviction was 40% of the time.
 */
export class RecentCache<K, V> {
  private current = new Map<K, V>();
  private previous = new Map<K, V>();
  /** Total weight of the current generation (its entry count without `weigh`). */
  private currentWeight = 0;
  private previousWeight = 0;

  constructor(
    private readonly limit: number,
    private readonly weigh?: (value: V) => number,
  ) {}

  get(key: K): V | undefined {
    const value = this.current.get(key);
    if (value !== undefined || this.current.has(key)) return value;
    if (!this.previous.has(key)) return undefined;
    const moved = this.previous.get(key) as V;
    this.previous.delete(key);
    this.previousWeight -= this.weightOf(moved);
    this.set(key, moved);
    return moved;
  }

  has(key: K): boolean {
    return this.current.has(key) || this.previous.has(key);
  }

  set(key: K, value: V): void {
    if (this.current.has(key)) this.currentWeight -= this.weightOf(this.current.get(key) as V);
    this.current.set(key, value);
    this.currentWeight += this.weightOf(value);
    if (this.currentWeight >= Math.max(1, Math.ceil(this.limit / 2))) {
      this.previous = this.current;
      this.previousWeight = this.currentWeight;
      this.current = new Map();
      this.currentWeight = 0;
    }
  }

  delete(key: K): void {
    if (this.current.has(key)) {
      this.currentWeight -= this.weightOf(this.current.get(key) as V);
      this.current.delete(key);
    }
    if (this.previous.has(key)) {
      this.previousWeight -= this.weightOf(this.previous.get(key) as V);
      this.previous.delete(key);
    }
  }

  clear(): void {
    this.current.clear();
    this.previous.clear();
    this.currentWeight = 0;
    this.previousWeight = 0;
  }

  get size(): number {
    return this.current.size + this.previous.size;
  }

  /** The entries' total weight (their number without `weigh`); an entry in both generations counts twice. */
  get weight(): number {
    return this.currentWeight + this.previousWeight;
  }

  private weightOf(value: V): number {
    return this.weigh ? this.weigh(value) : 1;
  }
}
