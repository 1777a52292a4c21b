import { ErrorCode, GembaRequest } from '@app/contracts';
import { LlmClient } from '@app/llm';
import { FakeLlm, jsonSchemaOf } from '../../../../test/support/fake-llm';
import { EvaluationCacheRepository } from '../evaluation-cache/evaluation-cache.repository';
import { EvaluationCacheService } from '../evaluation-cache/evaluation-cache.service';
import { GembaService } from './gemba.service';

const noCache = {
  findMany: async () => new Map(),
  insertMany: async () => undefined,
} as unknown as EvaluationCacheRepository;
const request = (extra: Partial<GembaRequest> = {}): GembaRequest => ({
  caller: { organizationId: '00000000-0000-4000-8000-000000000001', keyId: 'k' },
  sourceLang: 'en',
  targetLang: 'de',
  sourceText: 'The cat sleeps.',
  translatedText: 'Die Katze schläft.',
  ...extra,
});

describe('GembaService', () => {
  let fake: FakeLlm;
  const service = () =>
    new GembaService(
      new LlmClient({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'judge', LLM_MAX_RETRIES: 0 }),
      new EvaluationCacheService(noCache),
    );

  beforeAll(async () => {
    fake = await FakeLlm.start();
  });
  afterAll(() => fake.close());

  it('sends the GEMBA-DA prompt of the paper and returns the score', async () => {
    fake.reset(() => ({ json: { score: 87.5 } }));
    await expect(service().score(request())).resolves.toEqual({ score: 87.5 });
    const [body] = fake.chatBodies;
    expect(jsonSchemaOf(body)).toMatchObject({ name: 'gemba_da_score', strict: true });
    expect(body.messages).toEqual([
      {
        role: 'user',
        content:
          'Score the following translation from English to German on a continuous scale from 0 to 100, where a score of zero means "no meaning preserved" and score of one hundred means "perfect meaning and grammar".\n\n' +
          'English source: "The cat sleeps."\nGerman translation: "Die Katze schläft."\nScore:',
      },
    ]);
  });

  it('uses the reference-based prompt when a reference is given, and ignores an empty one', async () => {
    fake.reset(() => ({ json: { score: 90 } }));
    await service().score(request({ referenceText: 'Die Katze schläft gerade.' }));
    await service().score(request({ referenceText: '  ' }));
    const [withReference, withEmpty] = fake.chatBodies.map((b) => b.messages[0].content as string);
    expect(withReference).toContain('with respect to human reference');
    expect(withReference).toContain('German human reference: "Die Katze schläft gerade."');
    expect(withReference).toContain('German machine translation: "Die Katze schläft."');
    expect(withEmpty).not.toContain('reference');
  });

  it('accepts a bare "Score: 85" answer from a server without structured output', async () => {
    fake.reset(() => 'Score: 85');
    await expect(service().score(request())).resolves.toEqual({ score: 85 });
  });

  it('asks again at a higher temperature after an out-of-range score, then fails without clamping', async () => {
    fake.reset(() => ({ json: { score: 140 } }));
    await expect(service().score(request())).rejects.toMatchObject({
      code: ErrorCode.ENGINE_UNAVAILABLE,
      message: expect.stringContaining('score 140 is outside 0-100'),
    });
    expect(fake.chatBodies.map((b) => b.temperature)).toEqual([0, 1]);
  });
});
