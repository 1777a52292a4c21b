import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { RpcClient } from '@app/common';

/** The gateway is ready once its NATS client is connected. */
@Injectable()
export class NatsReadiness implements OnApplicationBootstrap {
  private connected = false;

  constructor(private readonly rpc: RpcClient) {}

  async onApplicationBootstrap() {
    await this.rpc.connected();
    this.connected = true;
  }

  isConnected() {
    return this.connected;
  }
}
