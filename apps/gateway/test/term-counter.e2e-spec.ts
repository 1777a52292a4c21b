import { Api, ApiAnswer, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';
import { RunningApp, startExtraApp } from '../../../test/support/processes';

/**
 * POST /v1/translation/glossaries/{id}/terms/count through the gateway, against the real
 * glossary and term-counter services. The matching rules themselves are the term-matcher's
 * tests; here: the route, its validation, its errors, the response shape and the cache.
 */
/** Setup through the glossary routes; whether creation answers 200 or 201 is the glossary's concern. */
const created = (answer: ApiAnswer) => expectOk(answer, answer.status === 201 ? 201 : 200);

describe('term counter (POST /v1/translation/glossaries/{id}/terms/count)', () => {
  let api: Api;
  let otherApi: Api;
  let glossaryId: string;
  let apiKeyTermId: string;

  const countPath = (id: string) => `/v1/translation/glossaries/${id}/terms/count`;
  const count = (body: unknown, id = glossaryId, client = api) => client.post(countPath(id), body);

  async function createTerm(
    definitions: { language: string; term: string; caseSensitivity?: string }[],
  ): Promise<string> {
    const term = created(
      await api.post(`/v1/translation/glossaries/${glossaryId}/terms`, {
        definitions: definitions.map((d) => ({ definition: `About ${d.term}`, ...d })),
      }),
    );
    return term.id;
  }

  beforeAll(async () => {
    ({ api } = await newOrganization());
    ({ api: otherApi } = await newOrganization());
    glossaryId = created(
      await api.post('/v1/translation/glossaries', { name: 'Term counter e2e', languages: ['en', 'de'] }),
    ).id;
    apiKeyTermId = await createTerm([
      { language: 'en', term: 'API key' },
      { language: 'de', term: 'API-Schlüssel' },
    ]);
    await createTerm([{ language: 'en', term: 'dashboard' }]);
  });

  describe('response', () => {
    it('has source only, with target and terms null, when no target is sent', async () => {
      const data = expectOk(await count({ sourceLanguage: 'en', sourceText: 'Copy the API key from the dashboard.' }));
      expect(Object.keys(data).sort()).toEqual(['source', 'target', 'terms']);
      expect(data.target).toBeNull();
      expect(data.terms).toBeNull();
      expect(data.source).toEqual({
        language: 'en',
        count: 2,
        uniqueTerms: 2,
        matches: [
          {
            termId: apiKeyTermId,
            glossaryTerm: 'API key',
            caseSensitivity: 'auto',
            form: 'exact',
            text: 'API key',
            start: 9,
            end: 16,
          },
          {
            termId: expect.any(String),
            glossaryTerm: 'dashboard',
            caseSensitivity: 'auto',
            form: 'exact',
            text: 'dashboard',
            start: 26,
            end: 35,
          },
        ],
        ambiguousCount: 0,
        ambiguousMatches: [],
      });
    });

    it('checks the target entries of the terms found in the source', async () => {
      const data = expectOk(
        await count({
          sourceLanguage: 'en',
          sourceText: 'The API key and the dashboard.',
          targetLanguage: 'de',
          targetText: 'Der API-Schlüssel und das Dashboard.',
        }),
      );
      expect(data.target).toMatchObject({
        language: 'de',
        count: 1,
        uniqueTerms: 1,
        matches: [
          {
            termId: apiKeyTermId,
            glossaryTerm: 'API-Schlüssel',
            form: 'exact',
            text: 'API-Schlüssel',
            start: 4,
            end: 17,
          },
        ],
        ambiguousCount: 0,
        ambiguousMatches: [],
      });
      const byTerm = Object.fromEntries(data.terms.map((t: { sourceTerm: string }) => [t.sourceTerm, t]));
      expect(byTerm['API key']).toEqual({
        termId: apiKeyTermId,
        sourceTerm: 'API key',
        targetTerm: 'API-Schlüssel',
        sourceCount: 1,
        sourceAmbiguousCount: 0,
        targetCount: 1,
        targetAmbiguousCount: 0,
        targetCaseMismatches: [],
        targetSpellingVariants: [],
      });
      expect(byTerm.dashboard).toMatchObject({ targetTerm: null, sourceCount: 1, targetCount: 0 });
    });

    it('gives positions in Unicode code points of the input', async () => {
      const data = expectOk(await count({ sourceLanguage: 'en', sourceText: '😀😀 API key' }));
      expect(data.source.matches[0]).toMatchObject({ text: 'API key', start: 3, end: 10 });
    });

    it('accepts an empty translation, which follows no term', async () => {
      const data = expectOk(
        await count({ sourceLanguage: 'en', sourceText: 'API key', targetLanguage: 'de', targetText: '' }),
      );
      expect(data.target.count).toBe(0);
      expect(data.terms[0]).toMatchObject({ sourceCount: 1, targetCount: 0 });
    });

    it('accepts 100,000 characters of source and of target, counted as code points', async () => {
      const text = 'API key 😀 '.repeat(10_000);
      expect([...text]).toHaveLength(100_000);
      const data = expectOk(
        await count({ sourceLanguage: 'en', sourceText: text, targetLanguage: 'de', targetText: '😀'.repeat(100_000) }),
      );
      expect(data.source.count).toBe(10_000);
      expect(data.source.matches[9_999]).toMatchObject({ start: 99_990, end: 99_997 });
    });
  });

  describe('errors', () => {
    const valid = { sourceLanguage: 'en', sourceText: 'API key' };

    it.each([
      ['sourceLanguage missing', { sourceText: 'API key' }, 'sourceLanguage'],
      ['sourceText missing', { sourceLanguage: 'en' }, 'sourceText'],
      ['sourceText not a string', { sourceLanguage: 'en', sourceText: 42 }, 'sourceText'],
      [
        'targetLanguage without targetText',
        { ...valid, targetLanguage: 'de' },
        'targetText is required when targetLanguage is sent',
      ],
      [
        'targetText without targetLanguage',
        { ...valid, targetText: 'API-Schlüssel' },
        'targetLanguage is required when targetText is sent',
      ],
      ['sourceText over 100,000 characters', { sourceLanguage: 'en', sourceText: '😀'.repeat(100_001) }, '100,000'],
      [
        'targetText over 100,000 characters',
        { ...valid, targetLanguage: 'de', targetText: 'a'.repeat(100_001) },
        'targetText',
      ],
      ['an unsupported source language code', { ...valid, sourceLanguage: 'xx' }, 'unsupported language code "xx"'],
      [
        'an unsupported target language code',
        { ...valid, targetLanguage: 'klingonish', targetText: 'x' },
        'targetLanguage',
      ],
    ])('answers 400 for %s', async (_case, body, mentioned) => {
      const error = expectErrorEnvelope(await count(body), 400, 'BAD_REQUEST');
      expect(error.message).toContain(mentioned);
    });

    it('answers 400 for malformed JSON', async () => {
      expectErrorEnvelope(await api.post(countPath(glossaryId), '{"sourceLanguage": "en",'), 400, 'BAD_REQUEST');
    });

    it("answers 400 naming a source language outside the glossary and listing the glossary's languages", async () => {
      const error = expectErrorEnvelope(
        await count({ sourceLanguage: 'fr', sourceText: 'clé API' }),
        400,
        'BAD_REQUEST',
      );
      expect(error.message).toContain('"fr"');
      expect(error.message).toMatch(/en, de|de, en/);
    });

    it('answers 400 naming a target language outside the glossary', async () => {
      const error = expectErrorEnvelope(
        await count({ ...valid, targetLanguage: 'ja', targetText: 'APIキー' }),
        400,
        'BAD_REQUEST',
      );
      expect(error.message).toContain('"ja"');
      expect(error.message).toMatch(/en, de|de, en/);
    });

    it('answers 401 without an API key', async () => {
      expectErrorEnvelope(await new Api(null).post(countPath(glossaryId), valid), 401, 'UNAUTHORIZED');
    });

    it('answers 404 for an unknown glossary, a malformed id and another organization’s glossary', async () => {
      expectErrorEnvelope(await count(valid, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
      expectErrorEnvelope(await count(valid, 'not-a-glossary'), 404, 'NOT_FOUND');
      expectErrorEnvelope(await count(valid, glossaryId, otherApi), 404, 'NOT_FOUND');
    });
  });

  describe('after a glossary change', () => {
    let replica: RunningApp | undefined;

    // Two replicas, each with its own compiled glossaries: every count must see every change at once.
    beforeAll(async () => {
      replica = await startExtraApp('term-counter');
    });

    afterAll(async () => {
      await replica?.stop();
    });

    const countsOf = async (sourceText: string, times = 8) => {
      const answers = await Promise.all(
        Array.from({ length: times }, () => count({ sourceLanguage: 'en', sourceText })),
      );
      return answers.map((a) => expectOk(a).source.matches.map((m: { glossaryTerm: string }) => m.glossaryTerm));
    };

    it('counts an updated, a new and a deleted term immediately', async () => {
      const glossary = created(await api.post('/v1/translation/glossaries', { name: 'Cache e2e', languages: ['en'] }));
      const terms = `/v1/translation/glossaries/${glossary.id}/terms`;
      const countIn = async (sourceText: string) => {
        const answers = await Promise.all(
          Array.from({ length: 8 }, () => count({ sourceLanguage: 'en', sourceText }, glossary.id)),
        );
        return answers.map((a) => expectOk(a).source.matches.map((m: { glossaryTerm: string }) => m.glossaryTerm));
      };
      const text = 'Open the console, then the access token page.';
      const term = created(
        await api.post(terms, { definitions: [{ language: 'en', term: 'console', definition: 'UI' }] }),
      );
      expect(new Set((await countIn(text)).map(String))).toEqual(new Set(['console']));

      expectOk(await api.put(`${terms}/${term.id}`, { definitions: [{ language: 'en', term: 'access token' }] }));
      expect(new Set((await countIn(text)).map(String))).toEqual(new Set(['access token']));

      const page = created(
        await api.post(terms, { definitions: [{ language: 'en', term: 'page', definition: 'UI' }] }),
      );
      expect(new Set((await countIn(text)).map(String))).toEqual(new Set(['access token,page']));

      expectOk(await api.delete(`${terms}/${page.id}`));
      expect(new Set((await countIn(text)).map(String))).toEqual(new Set(['access token']));
    });

    it('applies a changed caseSensitivity immediately', async () => {
      const text = 'Paste the api key here.';
      // auto: the capitals of "API key" must be capitals in the text.
      expect(new Set((await countsOf(text)).map(String))).toEqual(new Set(['']));
      expectOk(
        await api.put(`/v1/translation/glossaries/${glossaryId}/terms/${apiKeyTermId}`, {
          definitions: [{ language: 'en', caseSensitivity: 'ignore' }],
        }),
      );
      expect(new Set((await countsOf(text)).map(String))).toEqual(new Set(['API key']));
    });
  });
});
