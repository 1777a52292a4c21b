import { IsInt, Max, Min } from 'class-validator';
import { BaseServiceConfig } from '@app/common';
import { WithLlmConfig } from '@app/llm';

export class MetricsConfig extends WithLlmConfig(BaseServiceConfig) {
  /**
   * Items of one fluency batch evaluated at once. The default lets a full batch (20) run in one
   * wave, so it takes about as long as a single call; LLM_MAX_CONCURRENCY still caps the whole
   * process across concurrent requests.
   */
  @IsInt()
  @Min(1)
  @Max(100)
  FLUENCY_BATCH_CONCURRENCY: number = 20;
}
