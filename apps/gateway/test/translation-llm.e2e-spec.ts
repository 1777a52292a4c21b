import { randomUUID } from 'node:crypto';
import { Api, ApiAnswer, expectErrorEnvelope, expectOk } from '../../../test/support/api';
import { FakeLlmControl, jsonSchemaOf } from '../../../test/support/fake-llm';
import { LlmMiniCluster, startLlmMiniCluster } from '../../../test/support/llm-mini-cluster';

/** CONTRACT "Credits and counting": words as the Unicode word segmenter sees them. */
const countWords = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text)].filter((s) => s.isWordLike).length;

/**
 * The llm engine through the gateway, against the shared fake OpenAI-compatible server. Its
 * translation service runs with TRANSLATION_ENGINE=llm, so it gets an isolated mini-cluster
 * (own NATS) and cannot take the shared cluster's Apertium requests (docs/DEVELOPING.md).
 */
const created = (answer: ApiAnswer) => expectOk(answer, answer.status === 201 ? 201 : 200);

describe('translation with the llm engine', () => {
  const llm = new FakeLlmControl();
  // Undefined until started: afterAll also runs when starting it failed.
  let cluster: LlmMiniCluster | undefined;
  let api: Api;
  let glossaryId: string;

  beforeAll(async () => {
    cluster = await startLlmMiniCluster(llm, ['glossary', 'metrics']);
    ({ api } = cluster);
    glossaryId = created(await api.post('/v1/translation/glossaries', { name: 'LLM e2e', languages: ['en', 'de'] })).id;
    created(
      await api.post(`/v1/translation/glossaries/${glossaryId}/terms`, {
        definitions: [
          { language: 'en', term: 'dashboard', definition: 'Main screen' },
          { language: 'de', term: 'Übersichtsseite', definition: 'Hauptseite' },
        ],
      }),
    );
    created(
      await api.post(`/v1/translation/glossaries/${glossaryId}/terms`, {
        translationFlag: false,
        definitions: [{ language: 'en', term: 'Acme', definition: 'Brand' }],
      }),
    );
    created(
      await api.post(`/v1/translation/glossaries/${glossaryId}/terms`, {
        definitions: [
          { language: 'en', term: 'invoice', definition: 'Bill' },
          { language: 'de', term: 'Rechnung', definition: 'x' },
        ],
      }),
    );
  }, 120_000);

  afterAll(() => cluster?.stop());

  const translate = (body: unknown) => api.post('/v1/translation/translate', body);
  const systemOf = (body: any) => body.messages.find((m: any) => m.role === 'system').content as string;

  it('sends the prompt, the glossary terms found in the text and the model, and answers the translation', async () => {
    const nonce = randomUUID();
    await llm.addRules({ match: nonce, replies: [`Öffnen Sie die Übersichtsseite von Acme ${nonce}`] });
    const text = `Open the Acme dashboard ${nonce}`;
    const data = expectOk(
      await translate({ sourceLanguage: 'en', targetLanguage: 'de', text, glossaryId, prompt: 'Use the formal Sie' }),
    );
    expect(data).toBe(`Öffnen Sie die Übersichtsseite von Acme ${nonce}`);
    const [request] = await llm.requests(nonce);
    expect(request.body.model).toBe('fake-model');
    const system = systemOf(request.body);
    expect(system).toMatch(/from English \(en\) into\s+German \(de\)/);
    expect(system).toContain('Instructions from the client, to follow: Use the formal Sie');
    expect(system).toContain('"dashboard" must be translated as "Übersichtsseite"');
    expect(system).toContain('"Acme": keep exactly as written');
    // Only terms that occur in the text.
    expect(system).not.toContain('Rechnung');
    expect(request.body.messages.at(-1)).toEqual({ role: 'user', content: text });
  });

  it('answers a repeated request from the cache, and ignoreCache asks the model again', async () => {
    const nonce = randomUUID();
    await llm.addRules({ match: nonce, replies: ['Erste Antwort', 'Zweite Antwort'] });
    const body = { sourceLanguage: 'en', targetLanguage: 'de', text: `Cache me ${nonce}` };
    expect(expectOk(await translate(body))).toBe('Erste Antwort');
    expect(expectOk(await translate(body))).toBe('Erste Antwort');
    expect(await llm.requests(nonce)).toHaveLength(1);
    expect(expectOk(await translate({ ...body, ignoreCache: true }))).toBe('Zweite Antwort');
    expect(await llm.requests(nonce)).toHaveLength(2);
    expect(expectOk(await translate(body))).toBe('Zweite Antwort');
  });

  it('translates a batch in one structured call, with contexts and glossary entries per item', async () => {
    const nonce = randomUUID();
    await llm.addRules({
      match: nonce,
      schema: 'batch_translation',
      replies: [
        {
          json: {
            translations: [
              { index: 0, translation: 'Die Rechnung' },
              { index: 1, translation: 'Guten Morgen' },
            ],
          },
        },
      ],
    });
    const data = expectOk(
      await api.post('/v1/translation/translate-batch', {
        sourceLanguage: 'en',
        targetLanguage: 'de',
        texts: [`The invoice ${nonce}`, `Good morning ${nonce}`],
        contexts: ['accounting', null],
        glossaryId,
      }),
    );
    expect(data.translations).toEqual([
      { index: 0, content: 'Die Rechnung' },
      { index: 1, content: 'Guten Morgen' },
    ]);
    const words = countWords(`The invoice ${nonce}`) + countWords(`Good morning ${nonce}`);
    expect(data.batch_summary).toEqual({ total: 2, successful: 2, failed: 0, total_credits: words });
    expect(data.word_count).toBe(words);
    const requests = await llm.requests(nonce);
    expect(requests).toHaveLength(1);
    const schema = jsonSchemaOf(requests[0].body)!;
    expect(schema).toMatchObject({ name: 'batch_translation', strict: true });
    const items = JSON.parse(requests[0].body.messages.at(-1).content);
    expect(items[0]).toMatchObject({
      index: 0,
      context: 'accounting',
      glossary: [{ term: 'invoice', rendering: 'Rechnung' }],
    });
    expect(items[1]).toMatchObject({ index: 1, context: null, glossary: [] });
  });

  it('translates an item the batch answer left out in a call of its own', async () => {
    const nonce = randomUUID();
    await llm.addRules(
      { match: nonce, replies: ['Einzeln übersetzt'] },
      {
        match: nonce,
        schema: 'batch_translation',
        replies: [{ json: { translations: [{ index: 0, translation: 'Erste' }] } }],
      },
    );
    const data = expectOk(
      await api.post('/v1/translation/translate-batch?form=b', {
        sourceLanguage: 'en',
        targetLanguage: 'de',
        texts: [`One ${nonce}`, `Two ${nonce}`],
      }),
    );
    expect(data).toEqual(['Erste', 'Einzeln übersetzt']);
    expect(await llm.requests(nonce)).toHaveLength(2);
  });

  it('fails only the item whose model call fails, inside a 200', async () => {
    const nonce = randomUUID();
    const bad = `Broken ${randomUUID()}`;
    await llm.addRules(
      { match: bad, replies: [{ status: 500, error: 'model crashed' }] },
      {
        match: nonce,
        schema: 'batch_translation',
        replies: [{ json: { translations: [{ index: 0, translation: 'Gut' }] } }],
      },
    );
    const data = expectOk(
      await api.post('/v1/translation/translate-batch', {
        sourceLanguage: 'en',
        targetLanguage: 'de',
        texts: [`Fine ${nonce}`, `${bad} ${nonce}`],
      }),
    );
    expect(data.translations[0]).toEqual({ index: 0, content: 'Gut' });
    expect(data.translations[1]).toEqual({
      index: 1,
      error: { code: 'ENGINE_UNAVAILABLE', message: expect.stringContaining('500') },
    });
    expect(data.batch_summary).toMatchObject({ successful: 1, failed: 1, total_credits: countWords(`Fine ${nonce}`) });
  });

  it('answers 503 ENGINE_UNAVAILABLE when the model fails', async () => {
    const nonce = randomUUID();
    await llm.addRules({ match: nonce, replies: [{ status: 503, error: 'overloaded' }] });
    expectErrorEnvelope(
      await translate({ sourceLanguage: 'en', targetLanguage: 'de', text: `Fail ${nonce}` }),
      503,
      'ENGINE_UNAVAILABLE',
    );
  });

  it('asks once more when flag is set and the answer is off the length target', async () => {
    const nonce = randomUUID();
    const text = `Short text here ${nonce}`;
    await llm.addRules({
      match: nonce,
      replies: [
        'Ein viel zu langer Satz, der die Längenvorgabe weit überschreitet, ganz sicher, ' + nonce,
        `Kurzer Text hier ${nonce}`,
      ],
    });
    expect(expectOk(await translate({ sourceLanguage: 'en', targetLanguage: 'de', text, flag: true }))).toBe(
      `Kurzer Text hier ${nonce}`,
    );
    const requests = await llm.requests(nonce);
    expect(requests).toHaveLength(2);
    expect(systemOf(requests[0].body)).toMatch(/between \d+ and \d+ characters/);
    expect(requests[1].body.messages.at(-1).content).toMatch(/Rewrite the translation to between/);
  });

  it('adds the top-level fluency object from the metrics service (value in place of fluency)', async () => {
    const nonce = randomUUID();
    const scores = {
      idiomatic: 7,
      collocational: 8,
      discourse: 9,
      pragmatic: 8,
      calque: 8,
      issue_type: 'none',
      severity: null,
      problematic_phrase: null,
      suggested_fix: null,
      main_issue: null,
    };
    await llm.addRules(
      { match: nonce, replies: [`Hallo Welt ${nonce}`] },
      { match: nonce, schema: 'fluency_evaluation', replies: [{ json: scores }] },
    );
    const answer = await translate({
      sourceLanguage: 'en',
      targetLanguage: 'de',
      text: `Hello world ${nonce}`,
      fluency: true,
    });
    expect(expectOk(answer)).toBe(`Hallo Welt ${nonce}`);
    expect(answer.body.fluency).toEqual({ value: 8, ...scores });
    expect(answer.body.fluency.fluency).toBeUndefined();
  });

  it('scores fluency of every batch item in the same call', async () => {
    const nonce = randomUUID();
    const scores = {
      idiomatic: 8,
      collocational: 9,
      discourse: 10,
      pragmatic: 9,
      calque: 9,
      issue_type: 'none',
      severity: null,
      problematic_phrase: null,
      suggested_fix: null,
      main_issue: null,
    };
    await llm.addRules({
      match: nonce,
      schema: 'batch_translation_with_fluency',
      replies: [
        {
          json: {
            translations: [
              { index: 0, translation: 'Eins', fluency: scores },
              { index: 1, translation: 'Zwei', fluency: scores },
            ],
          },
        },
      ],
    });
    const data = expectOk(
      await api.post('/v1/translation/translate-batch', {
        sourceLanguage: 'en',
        targetLanguage: 'de',
        texts: [`One ${nonce}`, `Two ${nonce}`],
        fluency: true,
      }),
    );
    expect(data.translations[0]).toEqual({ index: 0, content: 'Eins', fluency: { value: 9, ...scores } });
    expect(await llm.requests(nonce)).toHaveLength(1);
  });

  it('lists many languages and translates pairs Apertium lacks', async () => {
    const data = expectOk(await api.get('/v1/translation/languages'));
    expect(data.map((l: any) => l.language)).toEqual(expect.arrayContaining(['de', 'ja', 'zh', 'en']));
    expect(data.find((l: any) => l.language === 'de').name).toBe('German');
  });
});
