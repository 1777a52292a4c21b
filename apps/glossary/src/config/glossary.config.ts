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
}
