/** Base of every failure of the LLM client; services map all of them to ENGINE_UNAVAILABLE (503). */
export abstract class LlmError extends Error {}

/** No `LLM_BASE_URL`: the feature needs a model and none is configured. */
export class LlmNotConfiguredError extends LlmError {
  constructor() {
    super(
      'No language model is configured: set LLM_BASE_URL to an OpenAI-compatible /v1 endpoint ' +
        '(and LLM_MODEL, LLM_API_KEY if the server needs them)',
    );
    this.name = 'LlmNotConfiguredError';
  }
}

/** The model server could not be reached, timed out, or refused the call after the retries. */
export class LlmUnavailableError extends LlmError {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LlmUnavailableError';
  }
}

/** The model answered, but not with what was asked for, twice in a row. */
export class LlmAnswerError extends LlmError {
  constructor(
    message: string,
    readonly answer?: string,
  ) {
    super(message);
    this.name = 'LlmAnswerError';
  }
}
