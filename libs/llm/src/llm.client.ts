import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { llmCallDuration, llmCalls, llmTokens } from '@app/common/observability/metrics';
import { inSpan, SpanKind } from '@app/common/observability/tracing';
import pLimit from 'p-limit';
import { parseJsonAnswer, preview } from './json-answer';
import { LlmSettings } from './llm.config';
import { LlmAnswerError, LlmError, LlmNotConfiguredError, LlmUnavailableError } from './llm.errors';

export type ChatRole = 'system' | 'user' | 'assistant';

export interface ChatMessage {
  role: ChatRole;
  content: string;
}

export interface CompletionOptions {
  temperature?: number;
  maxTokens?: number;
  /** Temperature of the one retry after a malformed structured answer (GEMBA raises it); default: `temperature`. */
  retryTemperature?: number;
  signal?: AbortSignal;
  /**
   * `completeJson` only: reads an answer that is not JSON at all (servers that ignore
   * `response_format` and answer "Score: 85"); its result goes to the validator.
   */
  parseText?: (text: string) => unknown;
}

/** The `json_schema` response format: `schema` must suit strict mode (every property required, no extras). */
export interface JsonSchemaFormat {
  name: string;
  schema: object;
  description?: string;
}

/** Model name sent when neither `LLM_MODEL` nor the server's `/models` listing names one. */
const FALLBACK_MODEL = 'default';

/**
 * The one client of an OpenAI-compatible chat-completions server (CONTRACT "Engines"). HTTP
 * failures are retried by the SDK with exponential backoff (honouring Retry-After); a malformed
 * structured answer is asked for once more; everything else fails with an `LlmError`.
 */
export class LlmClient {
  private readonly settings: LlmSettings;
  private readonly openai?: OpenAI;
  /** At most LLM_MAX_CONCURRENCY calls at once; the others wait in arrival order. */
  private readonly gate: pLimit.Limit;
  private listedModel?: string;

  constructor(config: Partial<LlmSettings>) {
    this.settings = { LLM_TIMEOUT_MS: 60_000, LLM_MAX_RETRIES: 2, LLM_MAX_CONCURRENCY: 32, ...stripUndefined(config) };
    this.gate = pLimit(this.settings.LLM_MAX_CONCURRENCY);
    if (this.settings.LLM_BASE_URL) {
      this.openai = new OpenAI({
        baseURL: this.settings.LLM_BASE_URL,
        // Local servers (llama.cpp, Ollama, vLLM) need no key, but the SDK insists on one.
        apiKey: this.settings.LLM_API_KEY ?? 'no-key',
        timeout: this.settings.LLM_TIMEOUT_MS,
        maxRetries: this.settings.LLM_MAX_RETRIES,
      });
    }
  }

  isConfigured(): boolean {
    return this.openai !== undefined;
  }

  /** The model calls use (and results are cached under). */
  get model(): string {
    return this.settings.LLM_MODEL ?? this.listedModel ?? FALLBACK_MODEL;
  }

  /** Where the server is, without credentials, for messages and logs. */
  get endpoint(): string {
    if (!this.settings.LLM_BASE_URL) return 'none';
    const url = new URL(this.settings.LLM_BASE_URL);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/$/, '')}`;
  }

  /**
   * Resolves `model` before the first call when `LLM_MODEL` is unset: single-model servers
   * (llama.cpp, LM Studio) list the one they serve.
   */
  async resolveModel(): Promise<string> {
    if (this.settings.LLM_MODEL || this.listedModel) return this.model;
    const openai = this.client();
    try {
      const page = await openai.models.list({ timeout: Math.min(this.settings.LLM_TIMEOUT_MS, 10_000), maxRetries: 0 });
      this.listedModel = page.data[0]?.id;
    } catch {
      /* the chat call itself will report the server's state */
    }
    return this.model;
  }

  /** Plain chat completion text. */
  async complete(messages: ChatMessage[], options: CompletionOptions = {}): Promise<string> {
    const choice = await this.chat(messages, options);
    const content = choice.message.content;
    if (!content || content.trim() === '') throw new LlmAnswerError('The language model gave an empty answer');
    return content;
  }

  /**
   * Structured answer: `response_format: json_schema` (strict), parsed and checked by `validate`
   * (which throws on a bad value). A malformed answer is asked for once more, then fails with
   * `LlmAnswerError`.
   */
  async completeJson<T = unknown>(
    messages: ChatMessage[],
    schema: JsonSchemaFormat,
    validate?: (value: unknown) => T,
    options: CompletionOptions = {},
  ): Promise<T> {
    const responseFormat: ChatCompletionCreateParamsNonStreaming['response_format'] = {
      type: 'json_schema',
      json_schema: {
        name: schema.name,
        strict: true,
        schema: schema.schema as Record<string, unknown>,
        description: schema.description,
      },
    };
    let problem = '';
    let answer: string | undefined;
    for (let attempt = 1; attempt <= 2; attempt++) {
      const temperature = attempt === 1 ? options.temperature : (options.retryTemperature ?? options.temperature);
      const choice = await this.chat(messages, { ...options, temperature }, responseFormat);
      answer = choice.message.content ?? undefined;
      try {
        if (choice.message.refusal) throw new Error(`the model refused: ${preview(choice.message.refusal)}`);
        if (choice.finish_reason === 'length') throw new Error('the answer was cut off at the token limit');
        const value = this.readAnswer(answer, options.parseText);
        return validate ? validate(value) : (value as T);
      } catch (error) {
        problem = (error as Error).message;
      }
    }
    throw new LlmAnswerError(
      `The language model gave no valid ${schema.name} answer in two attempts: ${problem}`,
      answer,
    );
  }

  private readAnswer(answer: string | undefined, parseText?: (text: string) => unknown): unknown {
    try {
      return parseJsonAnswer(answer);
    } catch (error) {
      if (!parseText || !answer?.trim()) throw error;
      return parseText(answer);
    }
  }

  private client(): OpenAI {
    if (!this.openai) throw new LlmNotConfiguredError();
    return this.openai;
  }

  private async chat(
    messages: ChatMessage[],
    options: CompletionOptions,
    responseFormat?: ChatCompletionCreateParamsNonStreaming['response_format'],
  ): Promise<OpenAI.Chat.Completions.ChatCompletion.Choice> {
    const openai = this.client();
    const model = await this.resolveModel();
    const body: ChatCompletionCreateParamsNonStreaming = {
      model,
      messages,
      ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
      // Deprecated by OpenAI for max_completion_tokens, which vLLM, Ollama and llama.cpp do not all read yet.
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      ...(options.maxTokens !== undefined ? { max_tokens: options.maxTokens } : {}),
      ...(responseFormat ? { response_format: responseFormat } : {}),
    };
    const attributes = { 'gen_ai.system': 'openai', 'gen_ai.request.model': model };
    return inSpan(`chat ${model}`, { kind: SpanKind.CLIENT, attributes }, async (span) => {
      let startedAt = 0;
      let outcome = 'ok';
      try {
        const completion = await this.gate(() => {
          startedAt = Date.now();
          return openai.chat.completions.create(body, { signal: options.signal });
        });
        if (completion.usage) {
          llmTokens.inc({ model, kind: 'prompt' }, completion.usage.prompt_tokens);
          llmTokens.inc({ model, kind: 'completion' }, completion.usage.completion_tokens);
          span.setAttributes({
            'gen_ai.usage.input_tokens': completion.usage.prompt_tokens,
            'gen_ai.usage.output_tokens': completion.usage.completion_tokens,
          });
        }
        // OpenAI-compatible servers do not all keep the SDK's types: `choices` may be missing or empty.
        const choice = (completion.choices as OpenAI.Chat.Completions.ChatCompletion.Choice[] | undefined)?.at(0);
        if (!choice?.message) throw new LlmAnswerError('The language model answered without a choice');
        return choice;
      } catch (error) {
        const failure = this.describeFailure(error, Date.now() - startedAt);
        outcome =
          failure instanceof LlmAnswerError
            ? 'bad_answer'
            : failure instanceof LlmUnavailableError
              ? 'unavailable'
              : 'error';
        throw failure;
      } finally {
        // A call that never got through the concurrency gate took no model time.
        const seconds = startedAt ? (Date.now() - startedAt) / 1000 : 0;
        llmCalls.inc({ model, outcome });
        llmCallDuration.observe({ model, outcome }, seconds);
      }
    });
  }

  private describeFailure(error: unknown, elapsedMs: number): unknown {
    if (error instanceof LlmError) return error;
    const at = `The language model at ${this.endpoint}`;
    if (error instanceof APIUserAbortError) return new LlmUnavailableError(`${at} call was cancelled`);
    // The SDK spots its own timeout by the abort error's name, which is lost when fetch's
    // DOMException comes from another realm (Jest); the elapsed time tells it just as well.
    const timedOut = elapsedMs >= this.settings.LLM_TIMEOUT_MS * (this.settings.LLM_MAX_RETRIES + 1);
    if (error instanceof APIConnectionTimeoutError || (error instanceof APIConnectionError && timedOut)) {
      return new LlmUnavailableError(`${at} did not answer within ${this.settings.LLM_TIMEOUT_MS} ms (LLM_TIMEOUT_MS)`);
    }
    if (error instanceof APIConnectionError) {
      const cause = (error.cause as Error | undefined)?.message ?? error.message;
      return new LlmUnavailableError(`${at} cannot be reached: ${cause}`);
    }
    if (error instanceof APIError) {
      // instanceof on the generic class yields APIError<any>: its status is the declared default.
      const status = (error as APIError).status;
      return new LlmUnavailableError(
        `${at} answered ${status}: ${preview(error.message, 200)}${hintFor(status)}`,
        status,
      );
    }
    return error;
  }
}

function hintFor(status: number | undefined): string {
  if (status === 401 || status === 403) return ' (check LLM_API_KEY)';
  if (status === 404) return ' (check LLM_BASE_URL, which should end in /v1, and LLM_MODEL)';
  return '';
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
