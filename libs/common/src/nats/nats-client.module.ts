import { DynamicModule, Global, Module, Type } from '@nestjs/common';
import { NatsConfig } from '../config/nats.config';
import { ServiceConfigModule } from '../config/service-config.module';
import { RpcClient } from './rpc-client';
import { pickNatsSettings, type NatsSettings } from './subject-namespace';

/** The one NATS client of an app (`RpcClient`), imported once by the root module and global from there. */
@Global()
@Module({})
export class NatsClientModule {
  /** Settings read from the app's config class (`NatsClientModule.forConfig(AuthConfig)`): the service shape. */
  static forConfig(cls: Type<NatsConfig>): DynamicModule {
    return {
      module: NatsClientModule,
      imports: [ServiceConfigModule.for(cls)],
      providers: [{ provide: NatsConfig, useExisting: cls }, RpcClient],
      exports: [RpcClient],
    };
  }

  /** Settings given as a value (NATS_URL, NATS_SUBJECT_PREFIX, credentials); for apps not moved to `forConfig` yet. */
  static register(config: NatsSettings): DynamicModule {
    return {
      module: NatsClientModule,
      providers: [{ provide: NatsConfig, useValue: pickNatsSettings(config) }, RpcClient],
      exports: [RpcClient],
    };
  }
}
