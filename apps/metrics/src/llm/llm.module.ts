import { Module } from '@nestjs/common';
import { ServiceConfigModule } from '@app/common';
import { LlmClient } from '@app/llm';
import { MetricsConfig } from '../config/metrics.config';

/** One LLM client per process, so its concurrency cap covers every request the replica serves. */
@Module({
  imports: [ServiceConfigModule.for(MetricsConfig)],
  providers: [
    { provide: LlmClient, inject: [MetricsConfig], useFactory: (config: MetricsConfig) => new LlmClient(config) },
  ],
  exports: [LlmClient],
})
export class LlmModule {}
