import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

/**
 * Builds one validated config object from the environment; an invalid
 * environment stops the process at boot with every problem listed.
 */
export function loadConfig<T extends object>(cls: new () => T, env: NodeJS.ProcessEnv = process.env): T {
  const config = plainToInstance(cls, { ...env }, { enableImplicitConversion: true, excludeExtraneousValues: false });
  const errors = validateSync(config, { skipMissingProperties: false, forbidUnknownValues: false });
  if (errors.length > 0) {
    const lines = errors.flatMap((e) => Object.values(e.constraints ?? {}));
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return config;
}
