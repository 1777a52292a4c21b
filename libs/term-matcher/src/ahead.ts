import { randomUUID } from 'node:crypto';
import { languageKey } from './glossary';
import { wordsOfTerms } from './tokenize';
import { baseLanguage } from './languages/registry';
import { defaultResources } from './languages/resources';
import type { LanguageResources, WordInfo } from './languages/types';

/**
 * Terms whose words go to the asynchronous analysers in one exchange: a tenth of the exchanges of
 * 250-term slices costs about a tenth less CPU in node and in the analysers (interleaved runs).
 */
const PREPARE_BATCH = 2_500;
/** Words analysed between two yields to the event loop (about 10 ms of work). */
const ANALYSE_SLICE = 500;
/** Words per shared batch: about 150 KB of JSON, well under NATS's 1 MiB message limit. */
const SHARED_BATCH = 1_000;

/** Analyses made by one replica, for the others to adopt instead of making them again. */
export interface SharedAnalyses {
  /** The AnalysisAhead that made them: it drops its own batches when they come back. */
  from: string;
  language: string;
  /** The analysing module's `sources`: a replica whose module differs ignores the batch. */
  sources: string;
  words: WireAnalysis[];
}

/**
 * A word and its analysis, compact (a third of WordInfo's JSON: the receiving replicas parse every
 * batch): [word, fold (0: the word), stem (0: the fold), lemmas, flags (KNOWN | ANALYSED | ...)].
 */
type WireAnalysis = [string, string | 0, string | 0 | null, readonly string[], number];
const KNOWN = 1;
const ANALYSED = 2;
const IS_LEMMA = 4;
const ABBREVIATION = 8;

function toWire(word: string, info: WordInfo): WireAnalysis {
  const flags =
    (info.known ? KNOWN : 0) |
    (info.analysed ? ANALYSED : 0) |
    (info.isLemma ? IS_LEMMA : 0) |
    (info.abbreviation ? ABBREVIATION : 0);
  return [word, info.fold === word ? 0 : info.fold, info.stem === info.fold ? 0 : info.stem, info.lemmas, flags];
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The WordInfo a module computes (`analysed` only for a known word), or null for anything malformed. */
function fromWire(entry: unknown): [string, WordInfo] | null {
  if (!Array.isArray(entry) || entry.length !== 5) return null;
  const [word, foldOrSame, stemOrSame, lemmas, flags] = entry as unknown[];
  if (typeof word !== 'string' || typeof flags !== 'number' || !isStrings(lemmas)) return null;
  if (foldOrSame !== 0 && typeof foldOrSame !== 'string') return null;
  if (stemOrSame !== 0 && stemOrSame !== null && typeof stemOrSame !== 'string') return null;
  const fold = foldOrSame === 0 ? word : foldOrSame;
  const stem = stemOrSame === 0 ? fold : stemOrSame;
  const isLemma = (flags & IS_LEMMA) !== 0;
  const abbreviation = (flags & ABBREVIATION) !== 0;
  if ((flags & KNOWN) === 0) return [word, { fold, stem, lemmas, known: false, isLemma, abbreviation }];
  return [word, { fold, stem, lemmas, known: true, analysed: (flags & ANALYSED) !== 0, isLemma, abbreviation }];
}

/**
 * Analyses the words of terms ahead of their glossary's first use (a bulk import's terms): the
 * analyses land in the language's analysis cache, which a compile reads instead of asking the
 * dictionaries then. Asking them is most of a large compile: about half of 100,000 terms'. The
 * words are split as a compile splits them for its dictionaries (wordsOfTerms). `share` receives
 * the analyses made, in batches, for other replicas to adopt.
 */
export async function analyseAhead(
  language: string,
  terms: readonly string[],
  resources: LanguageResources = defaultResources,
  share?: (analyses: Omit<SharedAnalyses, 'from'>) => void,
): Promise<void> {
  const module = await resources.load(baseLanguage(languageKey(language)));
  let made: WireAnalysis[] = [];
  const flush = () => {
    if (share && made.length > 0) share({ language: module.code, sources: module.sources, words: made });
    made = [];
  };
  for (let at = 0; at < terms.length; at += PREPARE_BATCH) {
    // Only the words it had to ask about: the others are in the language's cache already.
    const asked = await module.prepare(wordsOfTerms(terms.slice(at, at + PREPARE_BATCH)));
    for (let from = 0; from < asked.length; from += ANALYSE_SLICE) {
      for (const word of asked.slice(from, from + ANALYSE_SLICE)) made.push(toWire(word, module.analyze(word)));
      if (made.length >= SHARED_BATCH) flush();
      // A service answers requests meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  flush();
}

/**
 * One import's terms at a time, in the order they came: several imports running side by side
 * would only compete for the same analysers. With `share`, the analyses made go to the other
 * replicas (of any service matching terms), which `adopt` them instead of analysing the import too.
 */
export class AnalysisAhead {
  private queue: Promise<void> = Promise.resolve();
  private readonly id = randomUUID();

  constructor(
    private readonly onError: (language: string, error: unknown) => void,
    private readonly resources: LanguageResources = defaultResources,
    private readonly share?: (analyses: SharedAnalyses) => void,
  ) {}

  /** `addedTerms` comes from the wire: anything but language -> string[] is ignored. */
  add(addedTerms: unknown): void {
    if (typeof addedTerms !== 'object' || addedTerms === null) return;
    const share =
      this.share && ((analyses: Omit<SharedAnalyses, 'from'>) => this.share?.({ from: this.id, ...analyses }));
    for (const [language, terms] of Object.entries(addedTerms)) {
      if (!Array.isArray(terms) || !terms.every((t) => typeof t === 'string')) continue;
      this.queue = this.queue
        .then(() => analyseAhead(language, terms, this.resources, share))
        .catch((error: unknown) => this.onError(language, error));
    }
  }

  /**
   * Takes the analyses another replica shared (from the wire: anything malformed, or made with
   * other dictionaries or another version of this library, is ignored). Answers how many it took.
   */
  async adopt(shared: unknown): Promise<number> {
    if (!isSharedAnalyses(shared) || shared.from === this.id) return 0;
    const module = await this.resources.load(baseLanguage(languageKey(shared.language)));
    if (module.sources !== shared.sources) return 0;
    let adopted = 0;
    for (const entry of shared.words) {
      const analysis = fromWire(entry);
      if (!analysis) continue;
      module.adopt(...analysis);
      adopted++;
    }
    return adopted;
  }

  /** Resolves once everything added so far is analysed (tests). */
  idle(): Promise<void> {
    return this.queue;
  }
}

function isSharedAnalyses(
  value: unknown,
): value is { from: unknown; language: string; sources: string; words: unknown[] } {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.language === 'string' && typeof v.sources === 'string' && Array.isArray(v.words);
}
