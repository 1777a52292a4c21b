import { Module } from '@nestjs/common';
import { MetricsController } from './metrics.controller';

/** REST routes of the metrics service; controllers forward to its NATS subjects. */
@Module({ controllers: [MetricsController], providers: [] })
export class MetricsGatewayModule {}
