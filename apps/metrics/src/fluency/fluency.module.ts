import { Module } from '@nestjs/common';
import { ServiceConfigModule } from '@app/common';
import { MetricsConfig } from '../config/metrics.config';
import { EvaluationCacheModule } from '../evaluation-cache/evaluation-cache.module';
import { LlmModule } from '../llm/llm.module';
import { FluencyController } from './fluency.controller';
import { FluencyService } from './fluency.service';

@Module({
  imports: [ServiceConfigModule.for(MetricsConfig), LlmModule, EvaluationCacheModule],
  controllers: [FluencyController],
  providers: [FluencyService],
})
export class FluencyModule {}
