import { DomainException } from '@app/common';
import { cacheKey } from '../cache/cache-key';
import { CacheEntryInput } from '../cache/translation-cache.service';
import { EngineItem, EngineItemResult, EngineJob, EnginePair, TranslationEngine } from '../engines/translation-engine';
import { TranslationRunner } from './translation-runner';

class FakeEngine implements TranslationEngine {
  readonly name = 'apertium' as const;
  readonly model = 'm';
  hasLanguageModel = false;
  calls: { job: EngineJob; items: EngineItem[] }[] = [];
  pairs(): EnginePair[] {
    return [
      { source: 'en', target: 'es' },
      { source: 'fr', target: 'es' },
    ];
  }
  supports(source: string, target: string) {
    return this.pairs().some((p) => p.source === source.slice(0, 2) && p.target === target.slice(0, 2));
  }
  async translate(job: EngineJob, items: EngineItem[]): Promise<EngineItemResult[]> {
    this.calls.push({ job, items });
    return items.map((i) =>
      i.text.includes('fail')
        ? { ok: false, error: DomainException.unavailable('down') }
        : { ok: true, text: `ES(${i.text})` },
    );
  }
}

class FakeCache {
  stored = new Map<string, string>();
  lookups = 0;
  async lookup(keys: string[]) {
    this.lookups++;
    return new Map(keys.filter((k) => this.stored.has(k)).map((k) => [k, this.stored.get(k)!]));
  }
  async store(entries: CacheEntryInput[]) {
    for (const e of entries) this.stored.set(cacheKey(e), e.translation);
  }
}

const caller = { organizationId: 'o', keyId: 'k' };

describe('TranslationRunner', () => {
  let engine: FakeEngine;
  let cache: FakeCache;
  let runner: TranslationRunner;
  const glossaries = { apply: jest.fn() };
  const detector = { detect: jest.fn() };
  const quota = { assertAvailable: jest.fn() };
  const memories = { match: jest.fn() };

  beforeEach(() => {
    engine = new FakeEngine();
    cache = new FakeCache();
    glossaries.apply.mockReset();
    detector.detect.mockReset();
    quota.assertAvailable.mockReset();
    memories.match.mockReset();
    runner = new TranslationRunner(
      { engine } as never,
      cache as never,
      glossaries as never,
      detector as never,
      quota as never,
      memories as never,
    );
  });

  const run = (texts: string[], options: Record<string, unknown> = {}) =>
    runner.run(
      { caller, sourceLanguage: 'en', targetLanguage: 'es', ...options },
      texts.map((text) => ({ text })),
    );

  it('translates and caches; the second time the cache answers', async () => {
    expect(await run(['Hello'])).toEqual([
      { ok: true, text: 'ES(Hello)', source: 'en', words: 1, cached: false, fluency: undefined },
    ]);
    expect(await run(['Hello'])).toEqual([{ ok: true, text: 'ES(Hello)', source: 'en', words: 1, cached: true }]);
    expect(engine.calls).toHaveLength(1);
  });

  it('asks the quota for the credits of the request before translating, unless checked at acceptance', async () => {
    await run(['Hello world', 'Good morning to you']);
    expect(quota.assertAvailable).toHaveBeenCalledWith(caller, 6);
    quota.assertAvailable.mockRejectedValueOnce(new DomainException('spent', 'QUOTA_EXCEEDED' as never));
    await expect(run(['Something else'])).rejects.toThrow('spent');
    expect(engine.calls).toHaveLength(1);
    await run(['Later work'], { quotaChecked: true });
    expect(quota.assertAvailable).toHaveBeenCalledTimes(2);
  });

  describe('with a translation memory', () => {
    const memoryId = '00000000-0000-4000-8000-000000000001';
    const unit = { unitId: 'u1', source: 'Hello', target: 'Hola', score: 100, adjusted: false };

    it('answers a matched text with the unit, no engine call and no words; the rest goes to the engine', async () => {
      memories.match.mockResolvedValue({ revision: 3, matches: [unit, null] });
      const results = await run(['Hello', 'Good night'], { memoryId, memoryThreshold: 90 });
      expect(results[0]).toEqual({
        ok: true,
        text: 'Hola',
        source: 'en',
        words: 0,
        cached: false,
        memory: { unitId: 'u1', score: 100 },
      });
      expect(results[1]).toMatchObject({ ok: true, text: 'ES(Good night)', words: 2 });
      expect(memories.match).toHaveBeenCalledWith(
        caller,
        memoryId,
        { source: 'en', target: 'es' },
        ['Hello', 'Good night'],
        90,
      );
      expect(engine.calls.map((c) => c.items.map((i) => i.text))).toEqual([['Good night']]);
    });

    it('with a language model, asks from 75 and gives a match below the threshold to the engine as an example', async () => {
      engine.hasLanguageModel = true;
      const close = { unitId: 'u2', source: 'Good evening', target: 'Buenas tardes', score: 85, adjusted: false };
      memories.match.mockResolvedValue({ revision: 1, matches: [close] });
      const [result] = await run(['Good night'], { memoryId });
      expect(result).toMatchObject({ ok: true, text: 'ES(Good night)', words: 2 });
      expect(memories.match).toHaveBeenCalledWith(caller, memoryId, { source: 'en', target: 'es' }, ['Good night'], 75);
      expect(engine.calls[0].items[0].memoryExample).toEqual({
        source: 'Good evening',
        target: 'Buenas tardes',
        score: 85,
      });
    });

    it("keys the cache on the memory's revision", async () => {
      memories.match.mockResolvedValue({ revision: 3, matches: [null] });
      await run(['Good night'], { memoryId });
      await run(['Good night'], { memoryId });
      expect(engine.calls).toHaveLength(1);
      memories.match.mockResolvedValue({ revision: 4, matches: [null] });
      await run(['Good night'], { memoryId });
      expect(engine.calls).toHaveLength(2);
    });
  });

  it('ignoreCache skips the read and refreshes the entry', async () => {
    await run(['Hello']);
    const lookups = cache.lookups;
    await run(['Hello'], { ignoreCache: true });
    expect(cache.lookups).toBe(lookups);
    expect(engine.calls).toHaveLength(2);
  });

  it.each([
    [{ targetLanguage: 'xx' }, 'Unknown targetLanguage "xx"'],
    [{ sourceLanguage: 'qq' }, 'Unknown sourceLanguage "qq"'],
    [{ targetLanguage: 'auto' }, 'cannot be "auto"'],
    [{ targetLanguage: 'de' }, 'pair en-de'],
  ])('refuses %j before translating anything', async (options, message) => {
    await expect(run(['Hello'], options)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(message),
    });
    expect(engine.calls).toHaveLength(0);
  });

  it('refuses markup nested past the limit with tagHandling, before the quota or the engine, naming the text', async () => {
    const deep = `${'<b>'.repeat(1_001)}Hello${'</b>'.repeat(1_001)}`;
    const refused = { code: 'BAD_REQUEST', message: expect.stringMatching(/more than 1,000 levels/) };
    await expect(run(['Hi', deep], { tagHandling: 'xml' })).rejects.toMatchObject({
      ...refused,
      details: [{ index: 1, limit: 1000 }],
    });
    const checked = { caller, sourceLanguage: 'en', targetLanguage: 'es', tagHandling: 'html' as const };
    await expect(runner.check(checked, [deep])).rejects.toMatchObject(refused);
    expect(quota.assertAvailable).not.toHaveBeenCalled();
    expect(engine.calls).toHaveLength(0);
    // Without tagHandling the text is not read as markup: its tags are placeholders.
    expect((await run([deep]))[0].ok).toBe(true);
  });

  it('answers a prompt without a language model with ENGINE_UNAVAILABLE', async () => {
    await expect(run(['Hello'], { prompt: 'formal' })).rejects.toMatchObject({
      code: 'ENGINE_UNAVAILABLE',
      message: expect.stringMatching(/No language model is configured/),
    });
  });

  it('answers ENGINE_UNAVAILABLE when the engine has no pairs at all', async () => {
    engine.pairs = () => [];
    await expect(run(['Hello'])).rejects.toMatchObject({ code: 'ENGINE_UNAVAILABLE' });
  });

  it('answers a malformed glossary id with NOT_FOUND', async () => {
    await expect(run(['Hello'], { glossaryId: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('leaves blank texts, texts without letters and same-language texts alone', async () => {
    const results = await run(['', '  ', '123', 'Hola'], { sourceLanguage: 'es' });
    expect(results.map((r) => r.ok && r.text)).toEqual(['', '  ', '123', 'Hola']);
    expect(engine.calls).toHaveLength(0);
  });

  it('detects each text with auto and fails alone a text in a language the engine cannot translate', async () => {
    detector.detect.mockImplementation(async (text: string) => ({
      language: text.startsWith('Bonjour') ? 'fr' : 'ru',
      confidence: 0.9,
    }));
    const results = await run(['Bonjour', 'Привет'], { sourceLanguage: 'auto' });
    expect(results[0]).toMatchObject({ ok: true, text: 'ES(Bonjour)', source: 'fr' });
    expect(results[1]).toMatchObject({
      ok: false,
      error: { code: 'BAD_REQUEST', message: expect.stringContaining('pair ru-es') },
    });
    expect(detector.detect).toHaveBeenCalledWith('Bonjour');
  });

  it('keeps engine failures per item and does not cache them', async () => {
    const results = await run(['fine', 'fail here']);
    expect(results.map((r) => r.ok)).toEqual([true, false]);
    expect([...cache.stored.values()]).toEqual(['ES(fine)']);
  });

  it('hands the glossary renderings of each text to the engine and keys the cache on the glossary version', async () => {
    const glossaryId = '3f1b7c1e-2a4b-4c8d-9e0f-1a2b3c4d5e6f';
    const rendering = {
      termId: 't',
      sourceText: 'widget',
      start: 0,
      end: 6,
      sourceTerm: 'widget',
      rendering: 'artilugio',
      verbatim: false,
    };
    glossaries.apply.mockResolvedValueOnce({ glossaryId, version: 1, renderings: [[rendering]] });
    await run(['widget'], { glossaryId });
    expect(engine.calls[0].items[0].glossary).toEqual([rendering]);
    glossaries.apply.mockResolvedValueOnce({ glossaryId, version: 2, renderings: [[rendering]] });
    await run(['widget'], { glossaryId });
    expect(engine.calls).toHaveLength(2);
  });
});
