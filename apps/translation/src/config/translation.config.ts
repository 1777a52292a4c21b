import { BaseServiceConfig } from '@app/common';
import { WithLlmConfig } from '@app/llm';
import { IsIn, IsInt, IsString, Max, Min } from 'class-validator';
import { DetectionDatabase, DetectionDatabases } from '../languages/language-detector';

export const TranslationEngineChoices = ['llm', 'apertium', 'auto'] as const;

export class TranslationConfig extends WithLlmConfig(BaseServiceConfig) {
  /** CONTRACT: `llm`, `apertium`, or `auto` (llm when LLM_BASE_URL is set, else apertium). */
  @IsIn(TranslationEngineChoices)
  TRANSLATION_ENGINE: (typeof TranslationEngineChoices)[number] = 'auto';

  /** Where the Debian packages install Apertium's modes (one `.mode` file per pair direction). */
  @IsString()
  APERTIUM_MODES_DIR: string = '/usr/share/apertium/modes';

  /** Deadline of one Apertium text, plus APERTIUM_TIMEOUT_MS_PER_1000_CHARS for each 1,000 characters. */
  @IsInt()
  @Min(100)
  APERTIUM_TIMEOUT_MS: number = 10_000;

  @IsInt()
  @Min(0)
  APERTIUM_TIMEOUT_MS_PER_1000_CHARS: number = 2_000;

  /** Modes started at boot (comma-separated, e.g. `eng-spa,spa-eng`); others start on first use. */
  @IsString()
  APERTIUM_WARM_MODES: string = 'eng-spa';

  /** Bounds of the in-process translation cache in front of the database one. */
  @IsInt()
  @Min(0)
  TRANSLATION_CACHE_LRU_ENTRIES: number = 20_000;

  @IsInt()
  @Min(0)
  TRANSLATION_CACHE_LRU_CHARS: number = 20_000_000;

  @IsInt()
  @Min(100)
  TRANSLATION_GLOSSARY_TIMEOUT_MS: number = 5_000;

  @IsInt()
  @Min(100)
  @Max(600_000)
  TRANSLATION_METRICS_TIMEOUT_MS: number = 60_000;

  /** eld's database for language detection: `large` costs about 200 MB more than `medium` (README "Detection"). */
  @IsIn(DetectionDatabases)
  LANGUAGE_DETECTION_DATABASE: DetectionDatabase = 'medium';

  /**
   * Memory for compiled glossaries (one per glossary version and language pair, least recently
   * used dropped first). A 100,000-term glossary takes about 130 MB.
   */
  @IsInt()
  @Min(1_000_000)
  TRANSLATION_GLOSSARY_CACHE_BYTES: number = 512 * 1024 * 1024;
}
