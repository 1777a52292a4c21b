import { Module } from '@nestjs/common';
import { ServiceConfigModule } from '@app/common';
import { GatewayConfig } from '../config/gateway.config';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { NatsReadiness } from './nats-readiness';
import { ProbesController } from './probes.controller';

/** The cluster's health (/v1/health) and this process's probes (/livez, /readyz). */
@Module({
  imports: [ServiceConfigModule.for(GatewayConfig)],
  controllers: [ProbesController, HealthController],
  providers: [HealthService, NatsReadiness],
})
export class HealthModule {}
