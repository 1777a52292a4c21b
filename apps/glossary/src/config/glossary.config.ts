import { BaseServiceConfig } from '@app/common';
import { IsInt, Min } from 'class-validator';

export class GlossaryConfig extends BaseServiceConfig {
  /**
   * Largest entries answer sent over NATS; keep it under the server's max_payload
   * (1 MiB by default, less the reply's wrapping).
   */
  @IsInt()
  @Min(1024)
  GLOSSARY_MAX_REPLY_BYTES: number = 1024 * 1024 - 8 * 1024;

  /**
   * Most terms one glossary may hold; an import past it is refused (413) before anything is
   * written. Twice the 100,000 terms measured in bench/glossary-size.mjs: each term costs the
   * services that match it about 1 KB of memory per language once compiled.
   */
  @IsInt()
  @Min(1)
  GLOSSARY_MAX_TERMS: number = 200_000;
}
