/** One glossary's compiled matcher at one version. */
export interface CachedGlossary<TCompiled> {
  readonly glossaryId: string;
  readonly version: number;
  /** Definitions compiled: the weight counted against the memory bound. */
  readonly definitions: number;
  readonly compiled: Promise<TCompiled>;
}

export interface CacheLimits {
  maxGlossaries: number;
  maxDefinitions: number;
}

/**
 * Compiled matchers by glossary, at most one version each, least recently used dropped first.
 * Holds promises so that concurrent first requests for a version share one compilation.
 */
export class CompiledGlossaryCache<TCompiled> {
  /** Map order is recency order: the first key is the least recently used. */
  private readonly entries = new Map<string, CachedGlossary<TCompiled>>();
  private definitions = 0;

  constructor(private readonly limits: CacheLimits) {}

  get size(): number {
    return this.entries.size;
  }

  get totalDefinitions(): number {
    return this.definitions;
  }

  /** The cached version of a glossary, marked as recently used. */
  get(glossaryId: string): CachedGlossary<TCompiled> | undefined {
    const entry = this.entries.get(glossaryId);
    if (entry) {
      this.entries.delete(glossaryId);
      this.entries.set(glossaryId, entry);
    }
    return entry;
  }

  /** Keeps `entry` unless a newer version of the glossary is already cached. */
  set(entry: CachedGlossary<TCompiled>): void {
    const current = this.entries.get(entry.glossaryId);
    if (current && current.version > entry.version) return;
    if (current) this.remove(current);
    this.entries.set(entry.glossaryId, entry);
    this.definitions += entry.definitions;
    // A failed compilation must not stay cached; the next request tries again.
    entry.compiled.catch(() => this.forget(entry));
    this.shrink(entry);
  }

  /** After a change event: drops every cached version older than `version` (all of them without one). */
  invalidate(glossaryId: string, version?: number): boolean {
    const current = this.entries.get(glossaryId);
    if (!current || (version !== undefined && current.version >= version)) return false;
    this.remove(current);
    return true;
  }

  private forget(entry: CachedGlossary<TCompiled>): void {
    if (this.entries.get(entry.glossaryId) === entry) this.remove(entry);
  }

  private remove(entry: CachedGlossary<TCompiled>): void {
    this.entries.delete(entry.glossaryId);
    this.definitions -= entry.definitions;
  }

  /** The newest entry stays even when it alone is over the definitions bound: it is in use. */
  private shrink(keep: CachedGlossary<TCompiled>): void {
    for (const oldest of this.entries.values()) {
      if (this.entries.size <= this.limits.maxGlossaries && this.definitions <= this.limits.maxDefinitions) return;
      if (oldest !== keep) this.remove(oldest);
    }
  }
}
