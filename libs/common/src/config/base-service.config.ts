import { IsInt, IsNotEmpty, IsOptional, IsString, Max, Min } from 'class-validator';
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

  @IsOptional()
  @IsString()
  LOG_LEVEL?: string;
}
