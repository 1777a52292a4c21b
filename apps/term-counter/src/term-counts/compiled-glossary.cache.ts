import { normalizeLanguageCode } from '@app/contracts';

/**
 * A matcher compiled from one version of a glossary's entries in some of its languages (the
 * languages of a count: source, or source and target). Fetching and compiling only those keeps
 * the glossary answer small and loads only their dictionaries.
 */
export interface CachedMatcher<TCompiled> {
  readonly glossaryId: string;
  /** Normalised language codes (`normalizeLanguageCode`). */
  readonly languages: ReadonlySet<string>;
  readonly version: number;
  /** Definitions compiled: the weight counted against the memory bound. */
  readonly definitions: number;
  readonly matcher: Promise<TCompiled>;
}

export interface CacheLimits {
  maxMatchers: number;
  maxDefinitions: number;
}

export function languageSet(languages: Iterable<string>): Set<string> {
  return new Set([...languages].map(normalizeLanguageCode));
}

function keyOf(glossaryId: string, languages: ReadonlySet<string>): string {
  return `${glossaryId} ${[...languages].sort().join(',')}`;
}

/**
 * Compiled matchers by glossary and language set, one version each, least recently used dropped
 * first. Holds promises so that concurrent first counts share one compilation.
 */
export class CompiledGlossaryCache<TCompiled> {
  /** Map order is recency order: the first key is the least recently used. */
  private readonly entries = new Map<string, CachedMatcher<TCompiled>>();
  private definitions = 0;

  constructor(private readonly limits: CacheLimits) {}

  get size(): number {
    return this.entries.size;
  }

  get totalDefinitions(): number {
    return this.definitions;
  }

  /** A matcher of the glossary covering `languages`: compiled for exactly them, or for more. */
  find(glossaryId: string, languages: ReadonlySet<string>): CachedMatcher<TCompiled> | undefined {
    let found = this.entries.get(keyOf(glossaryId, languages));
    if (!found) {
      for (const entry of this.entries.values()) {
        if (entry.glossaryId === glossaryId && [...languages].every((l) => entry.languages.has(l))) found = entry;
      }
    }
    if (found) this.touch(found);
    return found;
  }

  /**
   * Caches `entry` unless the same or a newer version is there already; returns the matcher to
   * use (the cached one when it is the same version, so concurrent counts compile once).
   */
  set(entry: CachedMatcher<TCompiled>): CachedMatcher<TCompiled> {
    const key = keyOf(entry.glossaryId, entry.languages);
    const current = this.entries.get(key);
    if (current?.version === entry.version) return current;
    if (current && current.version > entry.version) return entry;
    if (current) this.remove(key, current);
    this.entries.set(key, entry);
    this.definitions += entry.definitions;
    // A failed compilation must not stay cached; the next count tries again.
    entry.matcher.catch(() => this.entries.get(key) === entry && this.remove(key, entry));
    this.shrink(entry);
    return entry;
  }

  /** After a change event: drops the glossary's matchers older than `version` (all of them without one). */
  invalidate(glossaryId: string, version?: number): number {
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      if (entry.glossaryId !== glossaryId || (version !== undefined && entry.version >= version)) continue;
      this.remove(key, entry);
      dropped++;
    }
    return dropped;
  }

  private touch(entry: CachedMatcher<TCompiled>): void {
    const key = keyOf(entry.glossaryId, entry.languages);
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private remove(key: string, entry: CachedMatcher<TCompiled>): void {
    this.entries.delete(key);
    this.definitions -= entry.definitions;
  }

  /** The newest entry stays even when it alone is over the definitions bound: it is in use. */
  private shrink(keep: CachedMatcher<TCompiled>): void {
    for (const [key, oldest] of this.entries) {
      if (this.entries.size <= this.limits.maxMatchers && this.definitions <= this.limits.maxDefinitions) return;
      if (oldest !== keep) this.remove(key, oldest);
    }
  }
}
