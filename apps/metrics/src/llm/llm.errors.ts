import { LlmClient, llmErrorToDomain, LlmNotConfiguredError } from '@app/llm';

/** Every metric needs a model: without LLM_BASE_URL the request fails at once with 503, naming the setting. */
export function assertModelConfigured(llm: LlmClient): void {
  if (!llm.isConfigured()) throw llmErrorToDomain(new LlmNotConfiguredError());
}
