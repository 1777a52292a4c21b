import { DynamicModule, Module, Type } from '@nestjs/common';
import { loadConfig } from './load-config';

const loaded = new Map<Type, object>();

/**
 * The process's one instance of a config class, validated from the environment on first use.
 * `bootstrapService` reads it before Nest starts (ports, log format) and the module below hands
 * the same instance to the app's providers.
 */
export function serviceConfig<T extends object>(cls: Type<T>): T {
  let config = loaded.get(cls) as T | undefined;
  if (!config) {
    config = loadConfig(cls);
    loaded.set(cls, config);
  }
  return config;
}

/**
 * Provides an app's config class under its own class token to the modules that import it (a
 * feature module lists `ServiceConfigModule.for(AuthConfig)` in its imports and injects
 * `AuthConfig`). Not global, so a module's imports say what it depends on. Nest tells dynamic
 * modules apart by reference: `for` returns the same module object for a class, so every feature
 * shares one provider.
 */
@Module({})
export class ServiceConfigModule {
  private static readonly modules = new Map<Type, DynamicModule>();

  static for<T extends object>(cls: Type<T>): DynamicModule {
    let module = ServiceConfigModule.modules.get(cls);
    if (!module) {
      module = {
        module: ServiceConfigModule,
        providers: [{ provide: cls, useFactory: () => serviceConfig(cls) }],
        exports: [cls],
      };
      ServiceConfigModule.modules.set(cls, module);
    }
    return module;
  }
}
