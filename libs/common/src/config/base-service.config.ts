import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, Min } from 'class-validator';
import { NatsConfig } from './nats.config';

/** Settings every backend service shares; each service extends it with its own. */
export class BaseServiceConfig extends NatsConfig {
  @IsString()
  @IsNotEmpty()
  DATABASE_URL: string = 'postgres://postgres@127.0.0.1:5432/postgres';

  /** Small HTTP port for /livez and /readyz. */
  @IsInt()
  @Min(0)
  @Max(65535)
  PROBE_PORT: number = 0;

  /** fatal, error, warn, info (or log), debug, verbose. */
  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'log', 'debug', 'verbose'])
  LOG_LEVEL?: string;

  /** `json`: one JSON object per line (for collectors); `pretty`: coloured text for a terminal. */
  @IsIn(['json', 'pretty'])
  LOG_FORMAT: string = 'json';
}
