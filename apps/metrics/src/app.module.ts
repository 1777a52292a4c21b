import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createHealthController, loadConfig, NatsClientModule } from '@app/common';
import { Subjects } from '@app/contracts';
import { MetricsConfig } from './config/metrics.config';
import { metricsDataSourceOptions } from './database/data-source';

export const config = loadConfig(MetricsConfig);

@Module({
  imports: [TypeOrmModule.forRoot(metricsDataSourceOptions(config.DATABASE_URL)), NatsClientModule.register(config.NATS_URL)],
  controllers: [createHealthController('metrics', Subjects.metrics.health)],
})
export class AppModule {}
