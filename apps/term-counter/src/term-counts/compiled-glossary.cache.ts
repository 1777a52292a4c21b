import { normalizeLanguage } from './glossary-languages';
import type { MatcherEntry } from './term-matcher.engine';

/** Language sets compiled per glossary version; realistic use needs a handful. */
const MAX_COMPILED_SETS_PER_GLOSSARY = 16;

/**
 * One version of one glossary: its entries, and matchers compiled from them on demand for the
 * languages a count needs (source, or source and target). Compiling only those loads only their
 * dictionaries: a 40-language glossary does not load 40 dictionaries for an en -> de count.
 */
export class GlossaryVersion<TCompiled> {
  /** Sorted language codes joined by commas -> matcher. Map order is recency order. */
  private readonly compiled = new Map<string, { languages: Set<string>; matcher: Promise<TCompiled> }>();

  constructor(
    readonly glossaryId: string,
    readonly version: number,
    readonly entries: readonly MatcherEntry[],
  ) {}

  /** A matcher covering `languages`: one already compiled for them (or a superset), else a new one. */
  matcherFor(languages: string[], compile: (entries: MatcherEntry[]) => Promise<TCompiled>): Promise<TCompiled> {
    const wanted = new Set(languages.map(normalizeLanguage));
    for (const [key, set] of this.compiled) {
      if (![...wanted].every((l) => set.languages.has(l))) continue;
      this.compiled.delete(key);
      this.compiled.set(key, set);
      return set.matcher;
    }
    const key = [...wanted].sort().join(',');
    const matcher = compile(this.entries.filter((e) => wanted.has(normalizeLanguage(e.language))));
    const set = { languages: wanted, matcher };
    this.compiled.set(key, set);
    // A failed compilation must not stay; the next count tries again.
    matcher.catch(() => this.compiled.get(key) === set && this.compiled.delete(key));
    if (this.compiled.size > MAX_COMPILED_SETS_PER_GLOSSARY) this.compiled.delete(this.compiled.keys().next().value!);
    return matcher;
  }
}

export interface CacheLimits {
  maxGlossaries: number;
  maxDefinitions: number;
}

/** Glossary versions by glossary id, at most one version each, least recently used dropped first. */
export class CompiledGlossaryCache<TCompiled> {
  /** Map order is recency order: the first key is the least recently used. */
  private readonly entries = new Map<string, GlossaryVersion<TCompiled>>();
  private definitions = 0;

  constructor(private readonly limits: CacheLimits) {}

  get size(): number {
    return this.entries.size;
  }

  get totalDefinitions(): number {
    return this.definitions;
  }

  /** The cached version of a glossary, marked as recently used. */
  get(glossaryId: string): GlossaryVersion<TCompiled> | undefined {
    const entry = this.entries.get(glossaryId);
    if (entry) {
      this.entries.delete(glossaryId);
      this.entries.set(glossaryId, entry);
    }
    return entry;
  }

  /** Caches `entry` unless a newer version of the glossary is already there; returns the one kept. */
  set(entry: GlossaryVersion<TCompiled>): GlossaryVersion<TCompiled> {
    const current = this.entries.get(entry.glossaryId);
    if (current && current.version >= entry.version) return current.version === entry.version ? current : entry;
    if (current) this.remove(current);
    this.entries.set(entry.glossaryId, entry);
    this.definitions += entry.entries.length;
    this.shrink(entry);
    return entry;
  }

  /** After a change event: drops a cached version older than `version` (any version without one). */
  invalidate(glossaryId: string, version?: number): boolean {
    const current = this.entries.get(glossaryId);
    if (!current || (version !== undefined && current.version >= version)) return false;
    this.remove(current);
    return true;
  }

  private remove(entry: GlossaryVersion<TCompiled>): void {
    this.entries.delete(entry.glossaryId);
    this.definitions -= entry.entries.length;
  }

  /** The newest entry stays even when it alone is over the definitions bound: it is in use. */
  private shrink(keep: GlossaryVersion<TCompiled>): void {
    for (const oldest of this.entries.values()) {
      if (this.entries.size <= this.limits.maxGlossaries && this.definitions <= this.limits.maxDefinitions) return;
      if (oldest !== keep) this.remove(oldest);
    }
  }
}
