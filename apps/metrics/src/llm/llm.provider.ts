import { Provider } from '@nestjs/common';
import { LlmClient, LlmSettings } from '@app/llm';

/** One LLM client per process, so its concurrency cap covers every request the replica serves. */
export function llmClientProvider(settings: LlmSettings): Provider {
  return { provide: LlmClient, useFactory: () => new LlmClient(settings) };
}
