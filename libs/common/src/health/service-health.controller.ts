import { Controller, Get, HttpCode, HttpException, HttpStatus, Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ServiceHealthResponse } from '@app/contracts';
import { DataSource } from 'typeorm';

async function databaseIsUp(dataSource: DataSource): Promise<boolean> {
  try {
    await dataSource.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

/**
 * Health over NATS (for the gateway's /v1/health) and the unauthenticated
 * Kubernetes probes over HTTP, for a service named `service` answering `subject`.
 */
export function createHealthController(service: string, subject: string): Type<unknown> {
  @Controller()
  class ServiceHealthController {
    constructor(private readonly dataSource: DataSource) {}

    @MessagePattern(subject)
    async health(): Promise<ServiceHealthResponse> {
      return { service, database: (await databaseIsUp(this.dataSource)) ? 'up' : 'down' };
    }

    @Get('livez')
    @HttpCode(200)
    live() {
      return { status: 'ok' };
    }

    @Get('readyz')
    async ready() {
      if (!(await databaseIsUp(this.dataSource))) {
        throw new HttpException({ status: 'error', database: 'down' }, HttpStatus.SERVICE_UNAVAILABLE);
      }
      return { status: 'ok', database: 'up' };
    }
  }
  return ServiceHealthController;
}
