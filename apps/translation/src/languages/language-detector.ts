import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { loadModule } from 'cld3-asm';
import { toIso6391 } from '../engines/language-codes';
import { combineReadings, Detection, PrimaryReading, SecondReading } from './detection-scoring';

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

/** Both identifiers look at the start of a long text only: a few sentences settle it. */
const MAX_CHARS = 1_000;

/**
 * The language a text is in: eld (60 languages) with CLD3 (about 100) for the languages eld does
 * not know; how the two readings combine is in detection-scoring.ts.
 */
export class LanguageDetector implements OnApplicationBootstrap {
  private readonly logger = new Logger(LanguageDetector.name);
  private readers?: Promise<Readers>;

  constructor(private readonly database: DetectionDatabase = 'medium') {}

  /** Loads the databases at boot (seconds of work) rather than on the first request. */
  onApplicationBootstrap(): void {
    void this.load().catch((error: unknown) =>
      this.logger.error(`language detection failed to load: ${String(error)}`),
    );
  }

  /** The likeliest language with up to three alternatives; null when the text has nothing to go on. */
  async detect(text: string): Promise<Detection | null> {
    if (!/\p{L}/u.test(text)) return null;
    const readers = await this.load();
    const sample = sampleOf(text);
    return combineReadings(sample, readers.primary(sample), readers.second(sample), readers.primaryLanguages);
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
