import { DynamicModule, Global, Module } from '@nestjs/common';
import { ClientsModule, Transport } from '@nestjs/microservices';
import { NATS_CLIENT } from './nats.constants';
import { RpcClient } from './rpc-client';

/** The one NATS client of an app; register once in the root module with the app's NATS URL. */
@Global()
@Module({})
export class NatsClientModule {
  static register(natsUrl: string): DynamicModule {
    return {
      module: NatsClientModule,
      imports: [ClientsModule.register([{ name: NATS_CLIENT, transport: Transport.NATS, options: { servers: [natsUrl] } }])],
      providers: [RpcClient],
      exports: [RpcClient, ClientsModule],
    };
  }
}
