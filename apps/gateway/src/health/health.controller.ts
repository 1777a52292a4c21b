import { Controller, Get } from '@nestjs/common';
import { clusterUnhealthy } from './health.errors';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiErrors } from '../docs/api-responses';
import { GatewayConfig } from '../config/gateway.config';
import { productVersion } from '../config/product-version';
import { HealthService } from './health.service';

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly config: GatewayConfig,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'getHealth',
    summary: 'Health of the whole cluster: every service answers and reaches its database',
  })
  @ApiEnvelope({
    type: 'object',
    required: ['health', 'version'],
    properties: { health: { type: 'string', enum: ['up'] }, version: { type: 'string', example: '0.1.0' } },
  })
  @ApiErrors({ 503: 'A service or its database is down; `error.details` = `[{service, status: "down", reason}]`' })
  async check() {
    const statuses = await this.health.checkAll(this.config.HEALTH_TIMEOUT_MS);
    const down = statuses.filter((s) => s.status === 'down');
    if (down.length > 0) throw clusterUnhealthy(down);
    return { health: 'up', version: productVersion() };
  }
}
