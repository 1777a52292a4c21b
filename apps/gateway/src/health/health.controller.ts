import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DomainException } from '@app/common';
import { GatewayConfig } from '../config/gateway.config';
import { GATEWAY_CONFIG, PRODUCT_VERSION } from '../config/gateway-config.provider';
import { HealthService } from './health.service';

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Health of the whole cluster: every service answers and reaches its database' })
  @ApiOkResponse({ description: '`data` = `{health: "up", version}`' })
  @ApiServiceUnavailableResponse({ description: 'A service or its database is down; `error.details` names each' })
  async check() {
    const statuses = await this.health.checkAll(this.config.HEALTH_TIMEOUT_MS);
    const down = statuses.filter((s) => s.status === 'down');
    if (down.length > 0) {
      const names = down.map((s) => `${s.service} (${s.reason})`).join(', ');
      throw DomainException.unavailable(`Unhealthy: ${names}`).withDetails(down);
    }
    return { health: 'up', version: PRODUCT_VERSION };
  }
}
