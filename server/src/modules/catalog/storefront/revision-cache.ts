/**
 * An in-process LRU whose entries are valid only for the catalogue revision they were built under:
 * after a catalogue write moves the revision, every older entry is a miss (and is dropped when met,
 * or all at once by `clear()` from a CatalogueChanges listener). Bounded by entry count and by total
 * weight (bytes of a body, or cards of a result). Concurrent misses of one key share one build, so a
 * burst of identical cold requests costs the database once.
 */
export interface RevisionCacheOptions<V> {
  readonly maxEntries: number;
  readonly maxWeight: number;
  readonly weigh: (value: V) => number;
}

interface Entry<V> {
  readonly revision: number;
  readonly value: V;
  readonly weight: number;
}

export class RevisionCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly building = new Map<string, Promise<V>>();
  private totalWeight = 0;

  constructor(private readonly options: RevisionCacheOptions<V>) {}

  get size(): number {
    return this.entries.size;
  }

  get weight(): number {
    return this.totalWeight;
  }

  get(key: string, revision: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.remove(key, entry);
    if (entry.revision !== revision) return undefined;
    // Re-inserted last: Map keeps insertion order, so the first key is the least recently used.
    this.entries.set(key, entry);
    this.totalWeight += entry.weight;
    return entry.value;
  }

  set(key: string, revision: number, value: V): void {
    const existing = this.entries.get(key);
    if (existing) this.remove(key, existing);
    const weight = this.options.weigh(value);
    if (weight > this.options.maxWeight) return;
    this.entries.set(key, { revision, value, weight });
    this.totalWeight += weight;
    this.evict();
  }

  /** The cached value, else the one `build` makes (shared with concurrent callers), stored. */
  async getOrBuild(key: string, revision: number, build: () => Promise<V>): Promise<V> {
    const cached = this.get(key, revision);
    if (cached !== undefined) return cached;
    const buildKey = `${revision}\u0000${key}`;
    const pending = this.building.get(buildKey);
    if (pending) return pending;
    const started = build().then(
      (value) => {
        this.building.delete(buildKey);
        this.set(key, revision, value);
        return value;
      },
      (error: unknown) => {
        this.building.delete(buildKey);
        throw error;
      },
    );
    this.building.set(buildKey, started);
    return started;
  }

  clear(): void {
    this.entries.clear();
    this.totalWeight = 0;
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.totalWeight <= this.options.maxWeight) return;
      this.remove(key, entry);
    }
  }
}
