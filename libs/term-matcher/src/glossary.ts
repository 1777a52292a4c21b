import { CompiledLanguage } from './compile';
import { baseLanguage } from './languages/registry';
import { defaultResources } from './languages/resources';
import type { LanguageResources } from './languages/types';
import type { GlossaryEntry } from './types';

/**
 * The entries of one glossary, compiled per language on first use and kept. Build once per
 * glossary version and count many times.
 */
export class CompiledGlossary {
  private readonly languages = new Map<string, Promise<CompiledLanguage>>();

  private constructor(
    private readonly byLanguage: Map<string, GlossaryEntry[]>,
    private readonly resources: LanguageResources,
  ) {}

  static async compile(
    entries: GlossaryEntry[],
    resources: LanguageResources = defaultResources,
  ): Promise<CompiledGlossary> {
    const glossary = new CompiledGlossary(groupByLanguage(entries), resources);
    await Promise.all(glossary.languageCodes.map((l) => glossary.language(l)));
    return glossary;
  }

  /** Language codes that have entries (as keys: lower case). */
  get languageCodes(): string[] {
    return [...this.byLanguage.keys()];
  }

  /**
   * Memory held once compiled, estimated from the entries: about 1.1 KB each (the heap growth
   * measured by bench/glossary-size.mjs for 100,000 entries), for byte-bounded caches.
   */
  get estimatedBytes(): number {
    let entries = 0;
    for (const list of this.byLanguage.values()) entries += list.length;
    return entries * COMPILED_ENTRY_BYTES;
  }

  entriesOf(language: string): readonly GlossaryEntry[] {
    return this.byLanguage.get(languageKey(language)) ?? [];
  }

  /**
   * Applies an edit in place: the entries of `termIds` go, `entries` (their new definitions and
   * any new terms) come in, and every other entry stays compiled. For an edit to a few terms of
   * a large glossary; a count running meanwhile may see the glossary half-edited.
   */
  async patch(termIds: ReadonlySet<string>, entries: GlossaryEntry[]): Promise<void> {
    const added = groupByLanguage(entries);
    for (const key of new Set([...this.byLanguage.keys(), ...added.keys()])) {
      const fresh = added.get(key) ?? [];
      this.byLanguage.set(key, [...(this.byLanguage.get(key) ?? []).filter((e) => !termIds.has(e.termId)), ...fresh]);
      const compiled = this.languages.get(key);
      if (!compiled) continue;
      const lang = await compiled;
      lang.remove(termIds);
      await lang.module.prepare(wordsOf(fresh));
      for (const e of fresh) lang.add(e);
    }
  }

  language(code: string): Promise<CompiledLanguage> {
    const key = languageKey(code);
    let compiled = this.languages.get(key);
    if (!compiled) {
      compiled = this.build(key);
      this.languages.set(key, compiled);
    }
    return compiled;
  }

  private async build(key: string): Promise<CompiledLanguage> {
    const module = await this.resources.load(baseLanguage(key));
    const entries = this.byLanguage.get(key) ?? [];
    await module.prepare(wordsOf(entries));
    const lang = new CompiledLanguage(key, module);
    for (const e of entries) lang.add(e);
    return lang;
  }
}

const COMPILED_ENTRY_BYTES = 1_100;

function groupByLanguage(entries: GlossaryEntry[]): Map<string, GlossaryEntry[]> {
  const byLanguage = new Map<string, GlossaryEntry[]>();
  for (const e of entries) {
    const key = languageKey(e.language);
    const list = byLanguage.get(key);
    if (list) list.push(e);
    else byLanguage.set(key, [e]);
  }
  return byLanguage;
}

/** The words of the entries, for asynchronous dictionaries to resolve before compiling. */
function wordsOf(entries: GlossaryEntry[]): string[] {
  return entries.flatMap((e) => e.term.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean));
}

export function languageKey(code: string): string {
  return code.trim().toLowerCase().replace(/_/g, '-');
}
