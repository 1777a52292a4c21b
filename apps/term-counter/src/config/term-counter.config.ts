import { IsInt, Min } from 'class-validator';
import { BaseServiceConfig } from '@app/common';

export class TermCounterConfig extends BaseServiceConfig {
  /** Compiled matchers kept in memory, one per glossary and language set (least recently used dropped first). */
  @IsInt()
  @Min(1)
  TERM_COUNTER_CACHE_MATCHERS: number = 64;

  /** Upper bound on the definitions held by all cached glossaries together (a rough memory bound). */
  @IsInt()
  @Min(1)
  TERM_COUNTER_CACHE_DEFINITIONS: number = 500_000;

  /** Deadline for the glossary service's answer with a glossary's entries. */
  @IsInt()
  @Min(100)
  TERM_COUNTER_GLOSSARY_TIMEOUT_MS: number = 10_000;
}
