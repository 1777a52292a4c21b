import { DynamicModule, Module, Type } from '@nestjs/common';
import { ServiceConfigModule } from '../config/service-config.module';
import { LIMITS_SETTINGS, type LimitsSettings } from './limits.types';
import { PlanChangesListener } from './plan-changes.listener';
import { PlanDirectory } from './plan-directory';
import { RequestLimits } from './request-limits';

/** Plans, and the shared per-key rate limit, for any app (global, like the NATS client it needs). */
@Module({})
export class LimitsModule {
  /** Settings read from the app's config class (`LimitsModule.forConfig(TranslationConfig)`): the service shape. */
  static forConfig(cls: Type<Partial<LimitsSettings> & Pick<LimitsSettings, 'NATS_SUBJECT_PREFIX'>>): DynamicModule {
    return {
      module: LimitsModule,
      global: true,
      imports: [ServiceConfigModule.for(cls)],
      controllers: [PlanChangesListener],
      providers: [
        {
          provide: LIMITS_SETTINGS,
          inject: [cls],
          useFactory: (config: Partial<LimitsSettings> & Pick<LimitsSettings, 'NATS_SUBJECT_PREFIX'>) =>
            limitsSettings(config),
        },
        PlanDirectory,
        RequestLimits,
      ],
      exports: [PlanDirectory, RequestLimits],
    };
  }
}

function limitsSettings(
  settings: Partial<LimitsSettings> & Pick<LimitsSettings, 'NATS_SUBJECT_PREFIX'>,
): LimitsSettings {
  return {
    PLAN_CACHE_TTL_MS: settings.PLAN_CACHE_TTL_MS ?? 10_000,
    RATE_LIMIT_STORE_TIMEOUT_MS: settings.RATE_LIMIT_STORE_TIMEOUT_MS ?? 250,
    NATS_SUBJECT_PREFIX: settings.NATS_SUBJECT_PREFIX,
  };
}
