import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUrl, Max, Min } from 'class-validator';

// An empty variable (`LLM_BASE_URL=` in a .env file or a test that unsets it) means "not set".
const emptyAsUnset = () => Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value));

// TypeScript accepts a class as a mixin base only with this exact constructor signature.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor<T = object> = new (...args: any[]) => T;

/** The LLM settings every service that calls a model reads from its environment. */
export interface LlmSettings {
  LLM_BASE_URL?: string;
  LLM_API_KEY?: string;
  LLM_MODEL?: string;
  LLM_TIMEOUT_MS: number;
  LLM_MAX_RETRIES: number;
  LLM_MAX_CONCURRENCY: number;
}

/**
 * Adds the validated LLM settings to a service's config class, so one class stays the
 * only reader of the environment: `class TranslationConfig extends WithLlmConfig(BaseServiceConfig) {}`.
 */
export function WithLlmConfig<TBase extends Constructor>(Base: TBase) {
  class LlmConfigMixin extends Base implements LlmSettings {
    /** OpenAI-compatible `/v1` base URL (OpenAI, vLLM, Ollama, llama.cpp, LM Studio). Unset: no model. */
    @emptyAsUnset()
    @IsOptional()
    @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
    LLM_BASE_URL?: string;

    @emptyAsUnset()
    @IsOptional()
    @IsString()
    LLM_API_KEY?: string;

    /** Unset: the first model the server lists under `/models`. */
    @emptyAsUnset()
    @IsOptional()
    @IsString()
    LLM_MODEL?: string;

    /** Per attempt; the SDK's retries each get this long again. */
    @IsInt()
    @Min(100)
    LLM_TIMEOUT_MS: number = 60_000;

    /** Retries of a failed HTTP call (connection error, 408, 409, 429, 5xx) with exponential backoff. */
    @IsInt()
    @Min(0)
    @Max(10)
    LLM_MAX_RETRIES: number = 2;

    /** Model calls in flight at once from one process; further calls wait their turn. */
    @IsInt()
    @Min(1)
    @Max(1000)
    LLM_MAX_CONCURRENCY: number = 32;
  }
  return LlmConfigMixin;
}

/** The LLM settings on their own, for code that has no service config (benchmarks, scripts). */
export class LlmConfig extends WithLlmConfig(Object) {}
