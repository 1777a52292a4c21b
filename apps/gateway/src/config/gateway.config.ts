import { NatsConfig } from '@app/common';
import { LocalizationLimits } from '@app/contracts';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Max, Min } from 'class-validator';

export class GatewayConfig extends NatsConfig {
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT: number = 3000;

  /** How long a verified API key is trusted without asking the auth service; revocation events cut it short. */
  @IsInt()
  @Min(0)
  API_KEY_CACHE_TTL_MS: number = 30_000;

  /** Largest JSON body accepted (CONTRACT: 1 MiB). */
  @IsString()
  JSON_BODY_LIMIT: string = '1mb';

  /** Deepest nesting of objects and arrays in a JSON body; no route needs more than a few levels. */
  @IsInt()
  @Min(1)
  @Max(1_000)
  JSON_MAX_DEPTH: number = 32;

  /** Largest multipart upload accepted (CONTRACT: 10 MiB), translation CSVs, term files and localization files alike. */
  @IsInt()
  @Min(1)
  @Max(LocalizationLimits.maxFileBytes)
  FILE_BODY_LIMIT_BYTES: number = LocalizationLimits.maxFileBytes;

  /** Largest translation memory file an import accepts (CONTRACT: 200 MiB by default); past it a 413. */
  @IsInt()
  @Min(1)
  MEMORY_IMPORT_MAX_BYTES: number = 200 * 1024 * 1024;

  /** CONTRACT: base of download links; `http://localhost:$PORT` when unset. */
  @IsOptional()
  @IsString()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PUBLIC_BASE_URL?: string;

  /** Lifetime of a localization download link (CONTRACT: one hour). */
  @IsInt()
  @Min(1)
  @Max(LocalizationLimits.maxDownloadTtlSeconds)
  DOWNLOAD_LINK_TTL_SECONDS: number = LocalizationLimits.defaultDownloadTtlSeconds;

  /** How long an organization's plan is trusted without asking auth; plan-changed events cut it short. */
  @IsInt()
  @Min(0)
  PLAN_CACHE_TTL_MS: number = 10_000;

  /** Deadline of the shared rate-limit store (JetStream KV) per decision; past it the request is let through. */
  @IsInt()
  @Min(10)
  RATE_LIMIT_STORE_TIMEOUT_MS: number = 250;

  /** Deadline for a health answer from each service. */
  @IsInt()
  @Min(100)
  HEALTH_TIMEOUT_MS: number = 2_000;

  /** fatal, error, warn, info (or log), debug, verbose. */
  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'log', 'debug', 'verbose'])
  LOG_LEVEL?: string;

  /** `json`: one JSON object per line (for collectors); `pretty`: coloured text for a terminal. */
  @IsIn(['json', 'pretty'])
  LOG_FORMAT: string = 'json';

  get publicBaseUrl(): string {
    return (this.PUBLIC_BASE_URL ?? `http://localhost:${this.PORT}`).replace(/\/+$/, '');
  }
}
