import { IsInt, Max, Min } from 'class-validator';
import { loadConfig } from '../config/load-config';

export class LifecycleConfig {
  /** How long a stopping process waits for the work it holds before it exits anyway. */
  @IsInt()
  @Min(0)
  @Max(600_000)
  SHUTDOWN_GRACE_MS: number = 10_000;
}

export const lifecycleConfig = (): LifecycleConfig => loadConfig(LifecycleConfig);
