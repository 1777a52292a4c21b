/**
 * A bounded least-recently-used map: at most `maxEntries` values and `maxWeight` total weight
 * (characters, for translations). Map order is recency order, the first key the oldest.
 */
export class Lru<V> {
  private readonly map = new Map<string, { value: V; weight: number }>();
  private weight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get size(): number {
    return this.map.size;
  }

  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (!entry) return undefined;
    this.map.delete(key);
    this.map.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const weight = this.weigh(value);
    if (weight > this.maxWeight || this.maxEntries === 0) return;
    this.map.set(key, { value, weight });
    this.weight += weight;
    for (const [oldest, entry] of this.map) {
      if (this.map.size <= this.maxEntries && this.weight <= this.maxWeight) break;
      this.map.delete(oldest);
      this.weight -= entry.weight;
    }
  }

  delete(key: string): void {
    const entry = this.map.get(key);
    if (!entry) return;
    this.map.delete(key);
    this.weight -= entry.weight;
  }

  /** Drops every entry whose value matches. */
  deleteWhere(predicate: (value: V) => boolean): number {
    let removed = 0;
    for (const [key, entry] of this.map) {
      if (predicate(entry.value)) {
        this.delete(key);
        removed++;
      }
    }
    return removed;
  }
}
