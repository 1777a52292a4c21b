import { loadConfig } from '@app/common';
import { LocalizationLimits } from '@app/contracts';
import { IsInt, IsOptional, IsString, IsUrl, Max, Min } from 'class-validator';

/** The gateway settings of localization routes: where download links point and how long they live. */
export class LocalizationGatewayConfig {
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT: number = 3000;

  /** CONTRACT: base of download links; `http://localhost:$PORT` when unset. */
  @IsOptional()
  @IsString()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PUBLIC_BASE_URL?: string;

  /** Lifetime of a download link (CONTRACT: one hour). */
  @IsInt()
  @Min(1)
  @Max(LocalizationLimits.maxDownloadTtlSeconds)
  DOWNLOAD_LINK_TTL_SECONDS: number = LocalizationLimits.defaultDownloadTtlSeconds;

  /** Largest uploaded file (CONTRACT: 10 MiB). */
  @IsInt()
  @Min(1)
  @Max(LocalizationLimits.maxFileBytes)
  FILE_BODY_LIMIT_BYTES: number = LocalizationLimits.maxFileBytes;

  get publicBaseUrl(): string {
    return (this.PUBLIC_BASE_URL ?? `http://localhost:${this.PORT}`).replace(/\/+$/, '');
  }
}

export const LOCALIZATION_GATEWAY_CONFIG = Symbol('LOCALIZATION_GATEWAY_CONFIG');

export const localizationGatewayConfig = loadConfig(LocalizationGatewayConfig);
