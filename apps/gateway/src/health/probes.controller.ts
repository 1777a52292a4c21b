import { Controller, Get, HttpException, HttpStatus } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/public.decorator';
import { NatsReadiness } from './nats-readiness';

/** Unauthenticated Kubernetes probes, outside /v1. */
@ApiExcludeController()
@Public()
@Controller()
export class ProbesController {
  constructor(private readonly nats: NatsReadiness) {}

  @Get('livez')
  live() {
    return { status: 'ok' };
  }

  @Get('readyz')
  ready() {
    if (!this.nats.isConnected())
      throw new HttpException({ status: 'error', nats: 'disconnected' }, HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'ok' };
  }
}
