import { DynamicModule, Global, Module } from '@nestjs/common';
import { NATS_SETTINGS } from './nats.constants';
import { RpcClient } from './rpc-client';
import { pickNatsSettings, type NatsSettings } from './subject-namespace';

/** The one NATS client of an app; register once in the root module with the app's config (NATS_URL, NATS_SUBJECT_PREFIX, credentials). */
@Global()
@Module({})
export class NatsClientModule {
  static register(config: NatsSettings): DynamicModule {
    const settings: NatsSettings = pickNatsSettings(config);
    return {
      module: NatsClientModule,
      providers: [{ provide: NATS_SETTINGS, useValue: settings }, RpcClient],
      exports: [RpcClient],
    };
  }
}
