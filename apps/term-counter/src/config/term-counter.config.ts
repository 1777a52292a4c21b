import { IsInt, Min } from 'class-validator';
import { BaseServiceConfig } from '@app/common';

export class TermCounterConfig extends BaseServiceConfig {
  /**
   * Memory for compiled glossaries (one per glossary version and language set, least recently
   * used dropped first). A 100,000-term glossary takes about 110 MB per language.
   */
  @IsInt()
  @Min(1_000_000)
  TERM_COUNTER_CACHE_BYTES: number = 512 * 1024 * 1024;

  /** Deadline for the glossary service's answer with a glossary's entries. */
  @IsInt()
  @Min(100)
  TERM_COUNTER_GLOSSARY_TIMEOUT_MS: number = 30_000;
}
