import { DomainException } from '@app/common/errors/domain.exception';
import { LlmError } from './llm.errors';

/**
 * Every LLM failure is ENGINE_UNAVAILABLE (503) with the client's message, which already says
 * what to fix (for example "set LLM_BASE_URL"). Anything else passes through unchanged:
 * `catch (e) { throw llmErrorToDomain(e); }`.
 */
export function llmErrorToDomain(error: unknown): unknown {
  return error instanceof LlmError ? DomainException.unavailable(error.message) : error;
}
