import { CompiledLanguage, type Draft } from './compile';
import { baseLanguage } from './languages/registry';
import { defaultResources } from './languages/resources';
import type { LanguageResources } from './languages/types';
import { wordsOfTerms } from './tokenize';
import type { GlossaryEntry } from './types';

/**
 * The entries of one glossary, compiled per language on first use and kept. Build once per
 * glossary version and count many times.
 */
export class CompiledGlossary {
  private readonly languages = new Map<string, Promise<CompiledLanguage>>();
  /** Languages compiled only for the terms asked so far (languageFor), by key. */
  private readonly partial = new Map<string, Promise<PartialLanguage>>();

  private constructor(
    private readonly byLanguage: Map<string, GlossaryEntry[]>,
    private readonly resources: LanguageResources,
  ) {}

  /** Every language compiled now. */
  static async compile(
    entries: GlossaryEntry[],
    resources: LanguageResources = defaultResources,
  ): Promise<CompiledGlossary> {
    const glossary = CompiledGlossary.onDemand(entries, resources);
    await Promise.all(glossary.languageCodes.map((l) => glossary.language(l)));
    return glossary;
  }

  /**
   * Each language compiled when a count first needs it, the target side of a large one term by
   * term (languageFor): for a glossary counted in some of its languages, or one side of them.
   */
  static onDemand(entries: GlossaryEntry[], resources: LanguageResources = defaultResources): CompiledGlossary {
    return new CompiledGlossary(groupByLanguage(entries), resources);
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
    // Positions move with the edit; a partial language costs only the terms asked again.
    this.partial.clear();
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

  /**
   * The language holding at least the entries of `termIds`, for the target side of a count (SPEC
   * rule 12 checks only the target entries of terms found in the source): a large language is
   * compiled term by term as counts ask for them instead of whole on first use, so the first
   * count of a 100,000-term glossary compiles one language, not two. Entries keep their place in
   * the glossary's order, and a count filtered to `termIds` finds what the whole language finds.
   * Small languages, and languages already compiled whole, are the whole language.
   */
  async languageFor(code: string, termIds: ReadonlySet<string>): Promise<CompiledLanguage> {
    const key = languageKey(code);
    const whole = this.languages.get(key);
    const entries = this.byLanguage.get(key) ?? [];
    if (whole || entries.length < PARTIAL_LANGUAGE_MIN) return this.language(code);
    let started = this.partial.get(key);
    if (!started) {
      started = this.startPartial(key, entries);
      this.partial.set(key, started);
    }
    const partial = await started;
    const wanted = (): number[] =>
      [...termIds].flatMap((id) => (partial.added.has(id) ? [] : (partial.positions.get(id) ?? [])));
    await partial.lang.module.prepare(wordsOf(wanted().map((at) => entries[at])));
    // Synchronous from here: a concurrent count may have added some of them meanwhile.
    for (const at of wanted().sort((a, b) => a - b)) partial.lang.add(entries[at], at);
    for (const id of termIds) partial.added.add(id);
    return partial.lang;
  }

  private async startPartial(key: string, entries: readonly GlossaryEntry[]): Promise<PartialLanguage> {
    const module = await this.resources.load(baseLanguage(key));
    const positions = new Map<string, number[]>();
    entries.forEach((e, at) => {
      const list = positions.get(e.termId);
      if (list) list.push(at);
      else positions.set(e.termId, [at]);
    });
    return { lang: new CompiledLanguage(key, module), positions, added: new Set() };
  }

  /**
   * In batches: the asynchronous analysers (Apertium, a process of its own) read the next batch's
   * words while this one is indexed, instead of the compile waiting for all of them first. Each
   * batch is drafted first (CompiledLanguage.draft): its words new to the language are the ones
   * to prepare, so a glossary whose words were analysed ahead costs no second pass over its terms.
   */
  private async build(key: string): Promise<CompiledLanguage> {
    const module = await this.resources.load(baseLanguage(key));
    const entries = this.byLanguage.get(key) ?? [];
    const lang = new CompiledLanguage(key, module);
    let position = 0;
    const draftAt = (from: number): Draft => {
      const draft = lang.draft(entries.slice(from, from + BUILD_BATCH), position);
      position += draft.entries.length;
      return draft;
    };
    let draft = draftAt(0);
    let prepared = module.prepare(draft.words);
    for (let from = 0; from < entries.length; from += BUILD_BATCH) {
      const asked = await prepared;
      const more = from + BUILD_BATCH < entries.length;
      // Analysed before anything else runs: the analysers' caches are bounded, and the next
      // batch's answer could otherwise push this one's out before it is used. Words analysed
      // ahead (a bulk import's) are in the language's own cache already.
      const compiled = lang.complete(draft);
      if (more) for (const word of asked) module.analyze(word);
      if (more) draft = draftAt(from + BUILD_BATCH);
      prepared = more ? module.prepare(draft.words) : Promise.resolve(NO_WORDS);
      for (let at = 0; at < compiled.length; at += YIELD_EVERY) {
        const end = Math.min(at + YIELD_EVERY, compiled.length);
        for (let k = at; k < end; k++) lang.insert(compiled[k]);
        // Lets the analyser's answer be read as it comes: its pipe holds only 64 KiB.
        if (more) await new Promise((resolve) => setImmediate(resolve));
      }
    }
    return lang;
  }
}

const COMPILED_ENTRY_BYTES = 1_100;
const NO_WORDS: readonly string[] = [];

/** Entries per batch of a compile; smaller languages compile in one. */
const BUILD_BATCH = 4_000;
const YIELD_EVERY = 500;

/** Below this many entries a language is compiled whole even for languageFor: it is quick. */
const PARTIAL_LANGUAGE_MIN = 5_000;

interface PartialLanguage {
  readonly lang: CompiledLanguage;
  /** Each term's entries, as places in the language's entry list. */
  readonly positions: Map<string, number[]>;
  /** Terms whose entries are in `lang`. */
  readonly added: Set<string>;
}

function groupByLanguage(entries: GlossaryEntry[]): Map<string, GlossaryEntry[]> {
  const byLanguage = new Map<string, GlossaryEntry[]>();
  // A glossary has a few languages and many entries: each code made a key once.
  const keys = new Map<string, string>();
  for (const e of entries) {
    let key = keys.get(e.language);
    if (key === undefined) keys.set(e.language, (key = languageKey(e.language)));
    const list = byLanguage.get(key);
    if (list) list.push(e);
    else byLanguage.set(key, [e]);
  }
  return byLanguage;
}

function wordsOf(entries: readonly GlossaryEntry[]): string[] {
  return wordsOfTerms(entries.map((e) => e.term));
}

export function languageKey(code: string): string {
  return code.trim().toLowerCase().replace(/_/g, '-');
}
