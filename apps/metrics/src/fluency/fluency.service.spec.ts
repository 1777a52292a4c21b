import { ErrorCode, FluencyBatchRequest, FluencyRequest } from '@app/contracts';
import { LlmClient } from '@app/llm';
import { FakeLlm, jsonSchemaOf, promptText } from '../../../../test/support/fake-llm';
import { MetricsConfig } from '../config/metrics.config';
import { EvaluationCacheRepository } from '../evaluation-cache/evaluation-cache.repository';
import { EvaluationCacheService } from '../evaluation-cache/evaluation-cache.service';
import { FluencyService } from './fluency.service';

/** The cache table as a map: enough to see hits and misses. */
class MemoryCacheRepository {
  readonly rows = new Map<string, unknown>();
  lookups = 0;
  async findMany(organizationId: string, cacheKeys: string[]) {
    this.lookups++;
    const found = cacheKeys.filter((k) => this.rows.has(`${organizationId}:${k}`));
    return new Map(found.map((k) => [k, this.rows.get(`${organizationId}:${k}`)]));
  }
  async insertMany(organizationId: string, made: { cacheKey: string; result: unknown }[]) {
    for (const m of made) this.rows.set(`${organizationId}:${m.cacheKey}`, m.result);
  }
}

const caller = { organizationId: '00000000-0000-4000-8000-000000000001', keyId: 'k' };
const good = {
  idiomatic: 9,
  collocational: 8,
  discourse: 9,
  pragmatic: 10,
  calque: 9,
  issue_type: 'none',
  severity: null,
  problematic_phrase: null,
  suggested_fix: null,
  main_issue: null,
};

describe('FluencyService', () => {
  let fake: FakeLlm;
  let repository: MemoryCacheRepository;
  const service = (concurrency = 20, baseUrl = fake.baseUrl) =>
    new FluencyService(
      new LlmClient({ LLM_BASE_URL: baseUrl, LLM_MODEL: 'judge-1', LLM_MAX_RETRIES: 0 }),
      new EvaluationCacheService(repository as unknown as EvaluationCacheRepository),
      { FLUENCY_BATCH_CONCURRENCY: concurrency } as MetricsConfig,
    );
  const single = (translatedText: string): FluencyRequest => ({
    caller,
    sourceLang: 'en',
    targetLang: 'de',
    sourceText: 'Good morning',
    translatedText,
  });

  beforeAll(async () => {
    fake = await FakeLlm.start();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset(() => ({ json: good }));
    repository = new MemoryCacheRepository();
  });

  it('sends the rubric, both texts and language names, and computes the mean', async () => {
    const evaluation = await service().evaluate(single('Guten Morgen'));
    expect(evaluation).toEqual({ ...good, fluency: 9 });
    const [body] = fake.chatBodies;
    expect(body.model).toBe('judge-1');
    expect(body.temperature).toBe(0);
    expect(jsonSchemaOf(body)).toMatchObject({ name: 'fluency_evaluation', strict: true });
    expect(body.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user']);
    const prompt = promptText(body);
    for (const expected of [
      'Good morning',
      'Guten Morgen',
      'English',
      'German',
      'idiom_literal',
      'false_friend',
      'collocational',
    ]) {
      expect(prompt).toContain(expected);
    }
  });

  it('answers the same inputs from the cache', async () => {
    await service().evaluate(single('Guten Morgen'));
    await service().evaluate(single('Guten Morgen'));
    expect(fake.chatBodies).toHaveLength(1);
    await service().evaluate({
      ...single('Guten Morgen'),
      caller: { ...caller, organizationId: '00000000-0000-4000-8000-000000000002' },
    });
    expect(fake.chatBodies).toHaveLength(2);
  });

  it('says LLM_BASE_URL must be set when no model is configured', async () => {
    await expect(service(20, '').evaluate(single('x'))).rejects.toMatchObject({
      code: ErrorCode.ENGINE_UNAVAILABLE,
      message: expect.stringContaining('LLM_BASE_URL'),
    });
  });

  it('fails with ENGINE_UNAVAILABLE after two malformed answers', async () => {
    fake.reset(() => ({ json: { ...good, idiomatic: 42 } }));
    await expect(service().evaluate(single('x'))).rejects.toMatchObject({
      code: ErrorCode.ENGINE_UNAVAILABLE,
      message: expect.stringContaining('idiomatic must be an integer from 1 to 10'),
    });
    expect(fake.chatBodies).toHaveLength(2);
    expect(repository.rows.size).toBe(0);
  });

  describe('batch', () => {
    const batch = (texts: string[]): FluencyBatchRequest => ({
      caller,
      sourceLang: 'en',
      targetLang: 'fr',
      items: texts.map((translatedText) => ({ sourceText: 'source', translatedText })),
    });

    it('records a failing item in its entry and evaluates the rest', async () => {
      fake.reset((request) =>
        promptText(request.body).includes('BROKEN') ? { status: 500, error: 'boom' } : { json: good },
      );
      const result = await service().evaluateBatch(batch(['un', 'BROKEN', 'trois']));
      expect(result.batch_summary).toEqual({ total: 3, successful: 2, failed: 1 });
      expect(result.evaluations[0]).toEqual({ index: 0, ...good, fluency: 9 });
      expect(result.evaluations[1]).toEqual({
        index: 1,
        error: { code: ErrorCode.ENGINE_UNAVAILABLE, message: expect.stringContaining('500') },
      });
      expect(result.evaluations[2]).toMatchObject({ index: 2, fluency: 9 });
    });

    /** Answers each call once `expected` calls are open at the same time (or after 2 s), recording the most seen. */
    function holdUntilConcurrent(expected: number) {
      const seen = { open: 0, most: 0 };
      let release: () => void = () => undefined;
      const together = new Promise<void>((resolve) => (release = resolve));
      fake.reset(async () => {
        seen.open++;
        seen.most = Math.max(seen.most, seen.open);
        if (seen.open >= expected) release();
        await Promise.race([together, new Promise((resolve) => setTimeout(resolve, 2_000))]);
        seen.open--;
        return { json: good };
      });
      return seen;
    }

    it('runs items concurrently within the limit', async () => {
      const unlimited = holdUntilConcurrent(10);
      await service(20).evaluateBatch(batch(Array.from({ length: 10 }, (_, i) => `texte ${i}`)));
      expect(unlimited.most).toBe(10);

      repository.rows.clear();
      const limited = holdUntilConcurrent(2);
      await service(2).evaluateBatch(batch(Array.from({ length: 6 }, (_, i) => `phrase ${i}`)));
      expect(limited.most).toBe(2);
    });

    it('shares one call between identical items', async () => {
      const result = await service().evaluateBatch(batch(['même', 'même']));
      expect(result.batch_summary.successful).toBe(2);
      expect(fake.chatBodies).toHaveLength(1);
    });

    it('reads the cache once per batch and answers known items from it', async () => {
      await service().evaluate({
        caller,
        sourceLang: 'en',
        targetLang: 'fr',
        sourceText: 'source',
        translatedText: 'connu',
      });
      repository.lookups = 0;
      const result = await service().evaluateBatch(batch(['connu', 'nouveau', 'autre']));
      expect(result.batch_summary.successful).toBe(3);
      expect(repository.lookups).toBe(1);
      expect(fake.chatBodies).toHaveLength(3);
      expect(repository.rows.size).toBe(3);
    });
  });
});
