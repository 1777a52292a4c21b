import { DomainException } from '@app/common';
import { TagHandling } from '@app/contracts';

export type EngineName = 'apertium' | 'llm';

/** A glossary term found in one source text, and what must stand for it in the translation. */
export interface GlossaryRendering {
  termId: string;
  /** The occurrence as written in the source; UTF-16 offsets into the text, end exclusive. */
  sourceText: string;
  start: number;
  end: number;
  /** The source-language entry. */
  sourceTerm: string;
  /** What the translation must contain: the target entry, or the source occurrence itself when `verbatim`. */
  rendering: string;
  /** Do-not-translate term (`translationFlag: false`). */
  verbatim: boolean;
}

export interface EngineItem {
  text: string;
  context?: string | null;
  glossary: GlossaryRendering[];
  /** A translation memory's close match (score 75 or more) for the llm engine to follow. */
  memoryExample?: { source: string; target: string; score: number };
}

export interface EngineJob {
  /** Resolved API codes (never `auto`). */
  source: string;
  target: string;
  prompt?: string;
  /** Keep the translation within about ±15 % of the source length. */
  flag?: boolean;
  /** Score fluency of each translation in the same call (engines with a language model only). */
  fluency?: boolean;
  /** Read each text as markup (PlaceholderSafeEngine); engines themselves never see it. */
  tagHandling?: TagHandling;
}

export interface FluencyScores {
  fluency: number;
  idiomatic: number;
  collocational: number;
  discourse: number;
  pragmatic: number;
  calque: number;
  issue_type: string;
  severity: string | null;
  problematic_phrase: string | null;
  suggested_fix: string | null;
  main_issue: string | null;
}

export type EngineItemResult =
  { ok: true; text: string; fluency?: FluencyScores } | { ok: false; error: DomainException };

export interface EnginePair {
  source: string;
  target: string;
  /** The bridge language of a pair translated in two legs (the offline engine's pivots). */
  via?: string;
}

/** What both engines offer the translation service. */
export interface TranslationEngine {
  readonly name: EngineName;
  /** Model identity for cache keys: the LLM model, or Apertium with its data version. */
  readonly model: string;
  /** Whether `contexts`, `prompt`, `flag` and `fluency` mean anything to this engine. */
  readonly hasLanguageModel: boolean;
  /** Language pairs, in API codes (base languages); the same array at every call (read on every request). */
  pairs(): readonly EnginePair[];
  /** Whether `source` -> `target` (API tags, e.g. `pt-BR`) can be translated. */
  supports(source: string, target: string): boolean;
  /** Translates each item; failures of one item do not fail the others. */
  translate(job: EngineJob, items: EngineItem[]): Promise<EngineItemResult[]>;
}
