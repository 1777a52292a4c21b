import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { NATS_CLIENT } from '@app/common';

/** The gateway is ready once its NATS client is connected. */
@Injectable()
export class NatsReadiness implements OnApplicationBootstrap {
  private connected = false;

  constructor(@Inject(NATS_CLIENT) private readonly client: ClientProxy) {}

  async onApplicationBootstrap() {
    await this.client.connect();
    this.connected = true;
  }

  isConnected() {
    return this.connected;
  }
}
