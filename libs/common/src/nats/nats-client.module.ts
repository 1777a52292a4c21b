import { DynamicModule, Global, Module } from '@nestjs/common';
import { NATS_URL } from './nats.constants';
import { RpcClient } from './rpc-client';

/** The one NATS client of an app; register once in the root module with the app's NATS URL. */
@Global()
@Module({})
export class NatsClientModule {
  static register(natsUrl: string): DynamicModule {
    return {
      module: NatsClientModule,
      providers: [{ provide: NATS_URL, useValue: natsUrl }, RpcClient],
      exports: [RpcClient],
    };
  }
}
