import { languageKey, wordsOfTerms } from './glossary';
import { baseLanguage } from './languages/registry';
import { defaultResources } from './languages/resources';
import type { LanguageResources } from './languages/types';

/** Terms analysed between two yields to the event loop. */
const SLICE = 250;

/**
 * Analyses the words of terms ahead of their glossary's first use (a bulk import's terms): the
 * analyses land in the language's analysis cache, which a compile reads instead of asking the
 * dictionaries then. Asking them is most of a large compile: about half of 100,000 terms'. The
 * words are split as a compile splits them for its dictionaries (wordsOfTerms).
 */
export async function analyseAhead(
  language: string,
  terms: readonly string[],
  resources: LanguageResources = defaultResources,
): Promise<void> {
  const module = await resources.load(baseLanguage(languageKey(language)));
  for (let at = 0; at < terms.length; at += SLICE) {
    const words = wordsOfTerms(terms.slice(at, at + SLICE));
    // Only the words it had to ask about: the others are in the language's cache already.
    for (const word of await module.prepare(words)) module.analyze(word);
    // A service answers requests meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * One import's terms at a time, in the order they came: several imports running side by side
 * would only compete for the same analysers.
 */
export class AnalysisAhead {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly onError: (language: string, error: unknown) => void,
    private readonly resources: LanguageResources = defaultResources,
  ) {}

  /** `addedTerms` comes from the wire: anything but language -> string[] is ignored. */
  add(addedTerms: unknown): void {
    if (typeof addedTerms !== 'object' || addedTerms === null) return;
    for (const [language, terms] of Object.entries(addedTerms)) {
      if (!Array.isArray(terms) || !terms.every((t) => typeof t === 'string')) continue;
      this.queue = this.queue
        .then(() => analyseAhead(language, terms, this.resources))
        .catch((error: unknown) => this.onError(language, error));
    }
  }

  /** Resolves once everything added so far is analysed (tests). */
  idle(): Promise<void> {
    return this.queue;
  }
}
