import { loadConfig } from '@app/common';
import { ErrorCode } from '@app/contracts';
import { FakeLlm, jsonSchemaOf } from '../../../test/support/fake-llm';
import { LlmClient } from './llm.client';
import { LlmConfig } from './llm.config';
import { LlmAnswerError, LlmNotConfiguredError, LlmUnavailableError } from './llm.errors';
import { llmErrorToDomain } from './llm-errors.mapping';

const user = (content: string) => [{ role: 'user' as const, content }];
const schema = {
  name: 'answer',
  schema: { type: 'object', additionalProperties: false, required: ['n'], properties: { n: { type: 'integer' } } },
};
const isAnswer = (v: unknown) => {
  if (typeof (v as { n?: unknown } | null | undefined)?.n !== 'number') throw new Error('n must be a number');
  return v as { n: number };
};

describe('LlmClient', () => {
  let fake: FakeLlm;
  const client = (extra: Partial<LlmConfig> = {}) =>
    new LlmClient({
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'test-model',
      LLM_API_KEY: 'sk-test',
      LLM_MAX_RETRIES: 0,
      ...extra,
    });

  beforeAll(async () => {
    fake = await FakeLlm.start();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('is not configured without LLM_BASE_URL and says what to set', async () => {
    const unconfigured = new LlmClient({});
    expect(unconfigured.isConfigured()).toBe(false);
    await expect(unconfigured.complete(user('hi'))).rejects.toThrow(LlmNotConfiguredError);
    await expect(unconfigured.complete(user('hi'))).rejects.toThrow(/LLM_BASE_URL/);
  });

  it('sends a chat completion with model, messages, options and the key', async () => {
    fake.responder = () => 'bonjour';
    const answer = await client().complete([{ role: 'system', content: 'translate' }, ...user('hello')], {
      temperature: 0.2,
      maxTokens: 50,
    });
    expect(answer).toBe('bonjour');
    const [request] = fake.requests;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({
      model: 'test-model',
      messages: [
        { role: 'system', content: 'translate' },
        { role: 'user', content: 'hello' },
      ],
      temperature: 0.2,
      max_tokens: 50,
    });
    expect(request.body.response_format).toBeUndefined();
  });

  it('asks for a strict json_schema answer and returns the validated value', async () => {
    fake.responder = () => ({ json: { n: 7 } });
    await expect(client().completeJson(user('count'), schema, isAnswer)).resolves.toEqual({ n: 7 });
    expect(jsonSchemaOf(fake.chatBodies[0])).toEqual({ name: 'answer', strict: true, schema: schema.schema });
  });

  it('reads JSON wrapped in a Markdown fence', async () => {
    fake.responder = () => '```json\n{"n": 3}\n```';
    await expect(client().completeJson(user('count'), schema, isAnswer)).resolves.toEqual({ n: 3 });
  });

  it('asks once more after a malformed answer, at the retry temperature', async () => {
    const replies = ['not json at all', { json: { n: 1 } }];
    fake.responder = () => replies.shift()!;
    await expect(
      client().completeJson(user('count'), schema, isAnswer, { temperature: 0, retryTemperature: 0.5 }),
    ).resolves.toEqual({ n: 1 });
    expect(fake.chatBodies.map((b) => b.temperature)).toEqual([0, 0.5]);
  });

  it('fails with LlmAnswerError after two answers the validator rejects', async () => {
    fake.responder = () => ({ json: { n: 'seven' } });
    const failure = client().completeJson(user('count'), schema, isAnswer);
    await expect(failure).rejects.toThrow(LlmAnswerError);
    await expect(failure).rejects.toThrow(/n must be a number/);
    expect(fake.chatBodies).toHaveLength(2);
  });

  it('treats a refusal and a cut-off answer as malformed', async () => {
    fake.responder = () => ({ content: null, refusal: 'I cannot help' });
    await expect(client().completeJson(user('x'), schema, isAnswer)).rejects.toThrow(/refused/);
    fake.responder = () => ({ content: '{"n": 1', finishReason: 'length' });
    await expect(client().completeJson(user('x'), schema, isAnswer)).rejects.toThrow(/cut off/);
  });

  it('retries server errors and rate limits with backoff', async () => {
    const replies = [{ status: 503 }, { status: 429, headers: { 'retry-after-ms': '10' } }, 'ok'];
    fake.responder = () => replies.shift()!;
    await expect(client({ LLM_MAX_RETRIES: 2 }).complete(user('x'))).resolves.toBe('ok');
    expect(fake.chatBodies).toHaveLength(3);
  });

  it('reports a server error after the retries as unavailable, with its status', async () => {
    fake.responder = () => ({ status: 500, error: 'model crashed' });
    const failure = client().complete(user('x'));
    await expect(failure).rejects.toThrow(LlmUnavailableError);
    await expect(failure).rejects.toThrow(/answered 500: .*model crashed/);
  });

  it('points at LLM_API_KEY on 401', async () => {
    fake.responder = () => ({ status: 401, error: 'bad key' });
    await expect(client().complete(user('x'))).rejects.toThrow(/check LLM_API_KEY/);
  });

  it('times out a slow server', async () => {
    fake.responder = () => ({ content: 'late', delayMs: 1_000 });
    await expect(client({ LLM_TIMEOUT_MS: 150 }).complete(user('x'))).rejects.toThrow(/did not answer within 150 ms/);
  });

  it('reports an unreachable server', async () => {
    const nowhere = new LlmClient({ LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MAX_RETRIES: 0 });
    await expect(nowhere.complete(user('x'))).rejects.toThrow(/cannot be reached/);
  });

  it('uses the model the server lists when LLM_MODEL is unset', async () => {
    const unnamed = new LlmClient({ LLM_BASE_URL: fake.baseUrl, LLM_MAX_RETRIES: 0 });
    await unnamed.complete(user('x'));
    expect(unnamed.model).toBe('fake-model');
    expect(fake.chatBodies[0].model).toBe('fake-model');
  });

  it('keeps at most LLM_MAX_CONCURRENCY calls in flight', async () => {
    let inFlight = 0;
    let peak = 0;
    fake.responder = async () => {
      peak = Math.max(peak, ++inFlight);
      await new Promise((r) => setTimeout(r, 50));
      inFlight--;
      return 'ok';
    };
    const limited = client({ LLM_MAX_CONCURRENCY: 2 });
    await Promise.all(Array.from({ length: 6 }, () => limited.complete(user('x'))));
    expect(peak).toBe(2);
  });

  it('maps every LLM error to ENGINE_UNAVAILABLE and leaves others alone', () => {
    const mapped = llmErrorToDomain(new LlmNotConfiguredError()) as { code: ErrorCode; message: string };
    expect(mapped).toMatchObject({
      code: ErrorCode.ENGINE_UNAVAILABLE,
      message: expect.stringContaining('LLM_BASE_URL'),
    });
    const other = new Error('x');
    expect(llmErrorToDomain(other)).toBe(other);
  });
});

describe('LlmConfig', () => {
  it('reads numbers, treats an empty base URL as unset and has defaults', () => {
    const config = loadConfig(LlmConfig, { LLM_BASE_URL: '', LLM_TIMEOUT_MS: '5000' });
    expect(config.LLM_BASE_URL).toBeUndefined();
    expect(config.LLM_TIMEOUT_MS).toBe(5000);
    expect(config.LLM_MAX_RETRIES).toBe(2);
  });

  it('rejects a base URL that is not a URL', () => {
    expect(() => loadConfig(LlmConfig, { LLM_BASE_URL: 'localhost:8080' })).toThrow(/LLM_BASE_URL/);
  });
});
