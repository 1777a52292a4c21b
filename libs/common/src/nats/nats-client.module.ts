import { DynamicModule, Global, Module, Type } from '@nestjs/common';
import { NatsConfig } from '../config/nats.config';
import { ServiceConfigModule } from '../config/service-config.module';
import { RpcClient } from './rpc-client';

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
}
