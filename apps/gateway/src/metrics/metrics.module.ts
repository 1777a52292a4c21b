import { Module } from '@nestjs/common';

/** REST routes of the metrics service; controllers forward to its NATS subjects. */
@Module({ controllers: [], providers: [] })
export class MetricsGatewayModule {}
