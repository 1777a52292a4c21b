import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createHealthController, loadConfig, NatsClientModule } from '@app/common';
import { Subjects } from '@app/contracts';
import { MetricsConfig } from './config/metrics.config';
import { metricsDataSourceOptions } from './database/data-source';
import { EvaluationCacheEntity } from './evaluation-cache/evaluation-cache.entity';
import { EvaluationCacheRepository } from './evaluation-cache/evaluation-cache.repository';
import { EvaluationCacheService } from './evaluation-cache/evaluation-cache.service';
import { FluencyController } from './fluency/fluency.controller';
import { FLUENCY_BATCH_CONCURRENCY, FluencyService } from './fluency/fluency.service';
import { GembaController } from './gemba/gemba.controller';
import { GembaService } from './gemba/gemba.service';
import { llmClientProvider } from './llm/llm.provider';

export const config = loadConfig(MetricsConfig);

@Module({
  imports: [
    TypeOrmModule.forRoot(metricsDataSourceOptions(config.DATABASE_URL)),
    TypeOrmModule.forFeature([EvaluationCacheEntity]),
    NatsClientModule.register(config),
  ],
  controllers: [createHealthController('metrics', Subjects.metrics.health), FluencyController, GembaController],
  providers: [
    llmClientProvider(config),
    { provide: FLUENCY_BATCH_CONCURRENCY, useValue: config.FLUENCY_BATCH_CONCURRENCY },
    EvaluationCacheRepository,
    EvaluationCacheService,
    FluencyService,
    GembaService,
  ],
})
export class AppModule {}
