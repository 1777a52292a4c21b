import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createHealthController, NatsClientModule, ServiceConfigModule } from '@app/common';
import { Subjects } from '@app/contracts';
import { MetricsConfig } from './config/metrics.config';
import { metricsDataSourceOptions } from './database/data-source';
import { FluencyModule } from './fluency/fluency.module';
import { GembaModule } from './gemba/gemba.module';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [ServiceConfigModule.for(MetricsConfig)],
      inject: [MetricsConfig],
      useFactory: (config: MetricsConfig) => metricsDataSourceOptions(config.DATABASE_URL),
    }),
    NatsClientModule.forConfig(MetricsConfig),
    FluencyModule,
    GembaModule,
  ],
  controllers: [createHealthController('metrics', Subjects.metrics.health)],
})
export class AppModule {}
