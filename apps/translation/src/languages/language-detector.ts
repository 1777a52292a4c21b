import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { loadModule } from 'cld3-asm';
import { toIso6391 } from '../engines/language-codes';
import { combineReadings, Detection, PrimaryReading, SecondReading } from './detection-scoring';
import { focusOn, likeliestLanguage } from './script-focus';
import { WordKnowledge, wordsOf } from './word-knowledge';

export type { Detection as DetectedLanguage } from './detection-scoring';

/** eld's databases: larger ones are a little better on very short texts and cost memory (README). */
export const DetectionDatabases = ['extrasmall', 'small', 'medium', 'large'] as const;
export type DetectionDatabase = (typeof DetectionDatabases)[number];

/** The slice of eld's API used here (eld is ESM only, typed by hand, loaded with a dynamic import). */
interface Eld {
  detect(text: string): { language: string; getScores(): Record<string, number>; isReliable(): boolean };
  info(): { Languages: Record<string, string> };
}

interface Readers {
  primary(text: string): PrimaryReading;
  second(text: string): SecondReading;
  primaryLanguages: ReadonlySet<string>;
}

const BY_SCRIPT_CONFIDENCE = 0.3;

/** Both identifiers look at the start of a long text only: a few sentences settle it. */
const MAX_CHARS = 1_000;

/**
 * The language a text is in: eld (60 languages) with CLD3 (about 100) for the languages eld does
 * not know, and spelling dictionaries for close calls; how they combine is in
 * detection-scoring.ts. Both identifiers read the text's own writing system only
 * (script-focus.ts); what neither can read gets its script's likeliest language.
 */
export class LanguageDetector implements OnApplicationBootstrap {
  private readonly logger = new Logger(LanguageDetector.name);
  private readers?: Promise<Readers>;
  private readonly knowledge = new WordKnowledge();

  constructor(private readonly database: DetectionDatabase = 'medium') {}

  /** Loads the databases at boot (seconds of work) rather than on the first request. */
  onApplicationBootstrap(): void {
    void this.load().catch((error: unknown) =>
      this.logger.error(`language detection failed to load: ${String(error)}`),
    );
  }

  /** The likeliest language with up to three alternatives; null when the text has nothing to go on. */
  async detect(text: string): Promise<Detection | null> {
    const focus = focusOn(sampleOf(text));
    if (!focus) return null;
    const readers = await this.load();
    const { sample, script } = focus;
    const words = wordsOf(sample);
    const second = readers.second(sample);
    const detection = combineReadings(sample, readers.primary(sample), second, readers.primaryLanguages, (language) =>
      this.knowledge.share(language, words),
    );
    return detection && writtenIn(detection.language, script) ? detection : this.byScript(script, second.language);
  }

  /**
   * A text neither identifier reads (a few Han characters, a script they do not know): CLD3's
   * guess if that language is written in the text's script, else the script's likeliest
   * language; never sure.
   */
  private byScript(script: string, guess: string | null): Detection | null {
    const language = guess && writtenIn(guess, script) ? guess : (likeliestLanguage(script) ?? guess);
    return language ? { language, confidence: BY_SCRIPT_CONFIDENCE, alternatives: [] } : null;
  }

  private load(): Promise<Readers> {
    this.readers ??= Promise.all([loadEld(this.database), loadModule()]).then(([eld, cld]) => {
      const cld3 = cld.create(0, MAX_CHARS * 4);
      this.logger.log(`language detection ready: eld (${this.database}) and CLD3`);
      return {
        primaryLanguages: new Set(Object.values(eld.info().Languages).map(apiCode)),
        primary: (text) => {
          const result = eld.detect(text);
          const scores: Record<string, number> = {};
          for (const [code, score] of Object.entries(result.getScores())) scores[apiCode(code)] = score;
          return { scores, reliable: result.isReliable() };
        },
        second: (text) => {
          const result = cld3.findLanguage(text);
          // CLD3 names romanised readings `zh-Latn`, `ru-Latn`: no language code of their own.
          const language = result.language.includes('-') ? null : toIso6391(result.language);
          return {
            language: language && apiCode(language),
            probability: result.probability,
            reliable: result.is_reliable,
          };
        },
      };
    });
    return this.readers;
  }
}

/**
 * Whether a language is written in the text's script: an identifier's answer in another script
 * (CLD3 reads Cherokee as Hindi) is a guess about letters it does not know. Latin is written for
 * nearly every language (Serbian, Azerbaijani, romanised Chinese), so it excludes none.
 */
function writtenIn(language: string, script: string): boolean {
  if (script === 'Latn' || script === 'Zyyy') return true;
  try {
    const usual = new Intl.Locale(language).maximize().script ?? '';
    return usual === script || (script === 'Hani' && ['Hans', 'Hant', 'Jpan', 'Kore'].includes(usual));
  } catch {
    return true;
  }
}

function loadEld(database: DetectionDatabase): Promise<Eld> {
  // A variable specifier keeps TypeScript from resolving the package's ESM-only exports map.
  const specifier = `eld/${database}`;
  return import(specifier).then((m: { eld: Eld }) => m.eld);
}

/** Written Norwegian is Bokmål nine times in ten, and it is what engines translate (`nb`). */
function apiCode(code: string): string {
  return code === 'no' ? 'nb' : code;
}

/** The start of a long text, cut at a space so no word is halved. */
function sampleOf(text: string): string {
  if (text.length <= MAX_CHARS) return text;
  const cut = text.lastIndexOf(' ', MAX_CHARS);
  return text.slice(0, cut > MAX_CHARS / 2 ? cut : MAX_CHARS);
}
