import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { Api, ApiAnswer, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';
import { testEnv } from '../../../test/support/test-env';

/**
 * Translation routes through the gateway with the real Apertium engine (the cluster under
 * `npm test` runs TRANSLATION_ENGINE=apertium), the real glossary service and PostgreSQL.
 */
const created = (answer: ApiAnswer) => expectOk(answer, answer.status === 201 ? 201 : 200);

/** Polls until `read` answers a non-empty list (or two seconds pass). */
async function eventually<T>(read: () => Promise<T[]>): Promise<T[]> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const rows = await read();
    if (rows.length > 0 || Date.now() > deadline) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('translation with Apertium', () => {
  let api: Api;
  let organizationId: string;
  let db: Client;

  beforeAll(async () => {
    ({ api, organizationId } = await newOrganization());
    db = new Client({ connectionString: testEnv().databaseUrl });
    await db.connect();
  });
  afterAll(() => db.end());

  const translate = (body: unknown) => api.post('/v1/translation/translate', body);

  describe('POST /v1/translation/translate', () => {
    it('Form B: "Hello world" in Spanish contains "Hola"', async () => {
      const data = expectOk(await translate({ sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello world' }));
      expect(typeof data).toBe('string');
      expect(data).toContain('Hola');
    });

    it('Form A as JSON with textContent', async () => {
      const data = expectOk(
        await translate({ sourceLanguage: 'en', targetLanguage: 'ca', textContent: 'Good morning, my friend.' }),
      );
      expect(data).toMatch(/Bon dia/i);
    });

    it('Form A as multipart with textContent and string booleans', async () => {
      const form = new FormData();
      form.set('sourceLanguage', 'es');
      form.set('targetLanguage', 'pt');
      form.set('textContent', 'Hola mundo');
      form.set('ignoreCache', 'true');
      const data = expectOk(await api.post('/v1/translation/translate', form));
      expect(data).toMatch(/Olá mundo/i);
    });

    it.each([
      ['fr', 'es', 'La maison est grande', /casa es grande/i],
      ['es', 'it', 'La casa es grande', /casa è grande/i],
      ['es', 'ca', 'La casa es grande', /casa és gran/i],
    ])('translates %s to %s', async (sourceLanguage, targetLanguage, text, expected) => {
      expect(expectOk(await translate({ sourceLanguage, targetLanguage, text }))).toMatch(expected);
    });

    it('detects the source language with sourceLanguage auto', async () => {
      const data = expectOk(
        await translate({ sourceLanguage: 'auto', targetLanguage: 'es', text: 'Hello, how are you today?' }),
      );
      expect(data).toMatch(/Hola/);
    });

    it('keeps line breaks and characters the engine reserves', async () => {
      const data = expectOk(
        await translate({
          sourceLanguage: 'en',
          targetLanguage: 'es',
          text: 'Hello world\nThe [house] costs $5 <b>now</b>',
        }),
      );
      expect(data.split('\n')).toHaveLength(2);
      expect(data).toContain('[');
      expect(data).toContain('$5');
      expect(data).toContain('<b>');
    });

    it('answers a text already in the target language unchanged', async () => {
      expect(expectOk(await translate({ sourceLanguage: 'es', targetLanguage: 'es', text: 'Hola mundo' }))).toBe(
        'Hola mundo',
      );
    });

    it('records one credit per source word for the organization', async () => {
      const { api: fresh, organizationId: org } = await newOrganization();
      expectOk(
        await fresh.post('/v1/translation/translate', {
          sourceLanguage: 'en',
          targetLanguage: 'es',
          text: 'The green house is big',
        }),
      );
      // Usage rows are written in batches, within a fraction of a second.
      const rows = await eventually(
        async () =>
          (await db.query('SELECT words, credits FROM translation.usage_records WHERE organization_id = $1', [org]))
            .rows,
      );
      expect(rows).toEqual([{ words: 5, credits: '5.00' }]);
    });
  });

  describe('CSV files (Form A multipart fileContent)', () => {
    const csvForm = (...files: [string, string][]) => {
      const form = new FormData();
      form.set('sourceLanguage', 'en');
      form.set('targetLanguage', 'es');
      for (const [name, content] of files) form.append('fileContent', new Blob([content], { type: 'text/csv' }), name);
      return form;
    };

    it('translates every text cell and keeps the header row, numbers, quoting and line endings', async () => {
      const csv = 'name,text,count\r\nwindow,"Hello world",3\r\nhouse,The dog eats bread,4\r\n';
      const data = expectOk(await api.post('/v1/translation/translate', csvForm(['strings.csv', csv])));
      const lines = data.split('\r\n');
      expect(lines[0]).toBe('name,text,count');
      expect(lines[1]).toMatch(/^ventana,"Hola [Mm]undo",3$/);
      expect(lines[2]).toMatch(/^casa,El perro come pan,4$/);
      expect(lines[3]).toBe('');
    });

    it('answers several files as an array of {filename, content}', async () => {
      const data = expectOk(
        await api.post(
          '/v1/translation/translate',
          csvForm(['a.csv', 'text\nHello\n'], ['b.csv', 'text\nThe dog eats bread\n']),
        ),
      );
      expect(data).toEqual([
        { filename: 'a.csv', content: expect.stringMatching(/^text\nHola\n$/) },
        { filename: 'b.csv', content: 'text\nEl perro come pan\n' },
      ]);
    });

    it('takes a CSV sent as a plain fileContent field as one file', async () => {
      const form = new FormData();
      form.set('sourceLanguage', 'en');
      form.set('targetLanguage', 'es');
      form.set('fileContent', 'text\nThe dog eats bread\n');
      // Multipart text fields carry CRLF line breaks; the translated file keeps them.
      expect(expectOk(await api.post('/v1/translation/translate', form))).toBe('text\r\nEl perro come pan\r\n');
    });

    it('refuses CSV files too large to pass through NATS with 413', async () => {
      const big = `text\n${'Hello world\n'.repeat(80_000)}`;
      expectErrorEnvelope(
        await api.post('/v1/translation/translate', csvForm(['big.csv', big])),
        413,
        'PAYLOAD_TOO_LARGE',
      );
    });

    it('refuses a CSV file that does not parse with 422', async () => {
      const error = expectErrorEnvelope(
        await api.post('/v1/translation/translate', csvForm(['bad.csv', 'a,"unclosed\nb,c\n'])),
        422,
        'UNPROCESSABLE',
      );
      expect(error.message).toContain('bad.csv');
    });
  });

  describe('POST /v1/translation/translate-batch', () => {
    it('Form A: translations, batch_summary and word_count', async () => {
      const data = expectOk(
        await api.post('/v1/translation/translate-batch', {
          sourceLanguage: 'en',
          targetLanguage: 'es',
          texts: ['Hello world', 'The dog eats bread', ''],
          contexts: ['greeting', null, null],
        }),
      );
      expect(data.translations).toEqual([
        { index: 0, content: expect.stringContaining('Hola') },
        { index: 1, content: 'El perro come pan' },
        { index: 2, content: '' },
      ]);
      expect(data.batch_summary).toEqual({ total: 3, successful: 3, failed: 0, total_credits: 6 });
      expect(data.word_count).toBe(6);
    });

    it('reports a failed item inside the 200 and charges only the successful ones', async () => {
      const data = expectOk(
        await api.post('/v1/translation/translate-batch', {
          sourceLanguage: 'auto',
          targetLanguage: 'es',
          texts: ['Hello, how are you today?', 'Привет, как у тебя дела сегодня? Это очень хороший день.'],
        }),
      );
      expect(data.translations[0]).toEqual({
        index: 0,
        content: expect.stringContaining('Hola'),
        detectedSourceLanguage: 'en',
      });
      expect(data.translations[1]).toEqual({
        index: 1,
        error: { code: 'BAD_REQUEST', message: expect.stringContaining('ru-es') },
      });
      expect(data.translations[1].content).toBeUndefined();
      expect(data.batch_summary).toEqual({ total: 2, successful: 1, failed: 1, total_credits: 5 });
      expect(data.word_count).toBe(5 + 10);
    });

    it('Form B (?form=b): an array of strings in input order', async () => {
      const data = expectOk(
        await api.post('/v1/translation/translate-batch?form=b', {
          sourceLanguage: 'en',
          targetLanguage: 'es',
          texts: ['Hello world', 'The dog eats bread'],
        }),
      );
      expect(data).toEqual([expect.stringContaining('Hola'), 'El perro come pan']);
    });

    it('accepts 20 texts', async () => {
      const texts = Array.from({ length: 20 }, (_, i) => `Sentence number ${i}`);
      const data = expectOk(
        await api.post('/v1/translation/translate-batch', { sourceLanguage: 'en', targetLanguage: 'es', texts }),
      );
      expect(data.batch_summary).toMatchObject({ total: 20, successful: 20 });
    });
  });

  describe('400s', () => {
    const ok = { sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello' };
    it.each([
      ['no sourceLanguage', { targetLanguage: 'es', text: 'Hello' }, 'sourceLanguage is required'],
      ['no targetLanguage', { sourceLanguage: 'en', text: 'Hello' }, 'targetLanguage is required'],
      ['a null targetLanguage', { ...ok, targetLanguage: null }, 'targetLanguage must not be null'],
      ['an unknown source language', { ...ok, sourceLanguage: 'xx' }, 'xx'],
      ['an unknown target language', { ...ok, targetLanguage: 'qq' }, 'qq'],
      ['a malformed language code', { ...ok, targetLanguage: 'e s!' }, 'targetLanguage'],
      ['target auto', { ...ok, targetLanguage: 'auto' }, 'auto'],
      ['a pair the engine cannot translate', { ...ok, targetLanguage: 'de' }, 'en-de'],
      ['nothing to translate', { sourceLanguage: 'en', targetLanguage: 'es' }, 'textContent'],
      ['both textContent and text', { ...ok, textContent: 'Hi' }, 'not both'],
      ['an empty text', { ...ok, text: '' }, 'text'],
      ['text of the wrong type', { ...ok, text: 42 }, 'text'],
      ['flag that is not a boolean', { ...ok, flag: 'maybe' }, 'flag'],
      ['a text over 100,000 characters', { ...ok, text: 'a'.repeat(100_001) }, 'text'],
    ])('translate with %s', async (_, body, mention) => {
      const error = expectErrorEnvelope(await translate(body), 400, 'BAD_REQUEST');
      expect(error.message).toContain(mention);
    });

    const batch = { sourceLanguage: 'en', targetLanguage: 'es', texts: ['Hello'] };
    it.each([
      ['21 texts', { ...batch, texts: Array.from({ length: 21 }, () => 'Hello') }, '20'],
      ['no texts', { ...batch, texts: [] }, 'texts'],
      ['texts missing', { sourceLanguage: 'en', targetLanguage: 'es' }, 'texts is required'],
      ['texts that are not strings', { ...batch, texts: ['a', 3] }, 'texts'],
      ['contexts shorter than texts', { ...batch, texts: ['a', 'b'], contexts: ['x'] }, 'contexts'],
      ['contexts longer than texts', { ...batch, contexts: ['x', 'y'] }, 'contexts'],
      ['a context that is not a string or null', { ...batch, contexts: [5] }, 'context'],
      ['an unknown language', { ...batch, targetLanguage: 'zz' }, 'zz'],
      ['a pair the engine cannot translate', { ...batch, sourceLanguage: 'de' }, 'de-es'],
    ])('translate-batch with %s', async (_, body, mention) => {
      const error = expectErrorEnvelope(await api.post('/v1/translation/translate-batch', body), 400, 'BAD_REQUEST');
      expect(error.message).toContain(mention);
    });

    it('translate-batch with an unknown form', async () => {
      expectErrorEnvelope(await api.post('/v1/translation/translate-batch?form=c', batch), 400, 'BAD_REQUEST');
    });

    it('translate-batch Form B with malformed JSON', async () => {
      expectErrorEnvelope(await api.post('/v1/translation/translate-batch?form=b', '{"texts": ['), 400, 'BAD_REQUEST');
    });
  });

  describe('engine limits', () => {
    it('answers a custom prompt without a language model with 503', async () => {
      const error = expectErrorEnvelope(
        await translate({ sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello', prompt: 'Be formal' }),
        503,
        'ENGINE_UNAVAILABLE',
      );
      expect(error.message).toMatch(/no language model is configured/i);
    });

    it('adds fluency from the metrics service, which has a model in this cluster (the fake)', async () => {
      const answer = await translate({
        sourceLanguage: 'en',
        targetLanguage: 'es',
        text: `The house is big ${randomUUID()}`,
        fluency: true,
      });
      expect(expectOk(answer)).toMatch(/La casa es grande/);
      expect(answer.body.fluency).toMatchObject({
        value: expect.any(Number),
        idiomatic: expect.any(Number),
        issue_type: expect.any(String),
      });
    });

    it('scores batch items with the metrics service when the engine has no model', async () => {
      const data = expectOk(
        await api.post('/v1/translation/translate-batch', {
          sourceLanguage: 'en',
          targetLanguage: 'es',
          texts: [`The dog eats bread ${randomUUID()}`],
          fluency: true,
        }),
      );
      expect(data.translations[0]).toMatchObject({
        index: 0,
        content: expect.stringMatching(/El perro come pan/),
        fluency: { value: expect.any(Number) },
      });
    });

    it('answers an unknown glossary with 404', async () => {
      const body = { sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello', glossaryId: randomUUID() };
      expectErrorEnvelope(await translate(body), 404, 'NOT_FOUND');
      expectErrorEnvelope(await translate({ ...body, glossaryId: 'not-a-uuid' }), 404, 'NOT_FOUND');
    });
  });

  describe('glossary with Apertium', () => {
    let glossaryId: string;

    beforeAll(async () => {
      glossaryId = created(
        await api.post('/v1/translation/glossaries', { name: 'Translation e2e', languages: ['en', 'es'] }),
      ).id;
      for (const term of [
        {
          definitions: [
            { language: 'en', term: 'widget', definition: 'A part' },
            { language: 'es', term: 'artilugio', definition: 'Una pieza' },
          ],
        },
        {
          definitions: [
            { language: 'en', term: 'house', definition: 'A building' },
            { language: 'es', term: 'vivienda', definition: 'Un edificio' },
          ],
        },
        { translationFlag: false, definitions: [{ language: 'en', term: 'Acme Cloud', definition: 'Product name' }] },
      ]) {
        created(await api.post(`/v1/translation/glossaries/${glossaryId}/terms`, term));
      }
    });

    it('renders terms found in the text (inflected forms too) with their target entries, and keeps do-not-translate terms', async () => {
      const text = 'The widgets of Acme Cloud are in the house.';
      const plain = expectOk(await translate({ sourceLanguage: 'en', targetLanguage: 'es', text }));
      expect(plain).not.toContain('artilugio');
      const data = expectOk(await translate({ sourceLanguage: 'en', targetLanguage: 'es', text, glossaryId }));
      expect(data).toContain('artilugio');
      expect(data).toContain('vivienda');
      expect(data).toContain('Acme Cloud');
    });

    it('applies the glossary in a batch, and a glossary change takes effect at once', async () => {
      const body = {
        sourceLanguage: 'en',
        targetLanguage: 'es',
        texts: ['My widget is broken', 'No terms here'],
        glossaryId,
      };
      const first = expectOk(await api.post('/v1/translation/translate-batch', body));
      expect(first.translations[0].content).toContain('artilugio');
      const terms = expectOk(await api.get(`/v1/translation/glossaries/${glossaryId}/terms`));
      const widget = terms.find((t: any) => t.definitions.some((d: any) => d.term === 'widget'));
      expectOk(
        await api.put(`/v1/translation/glossaries/${glossaryId}/terms/${widget.id}`, {
          definitions: [{ language: 'es', term: 'chisme' }],
        }),
      );
      const second = expectOk(await api.post('/v1/translation/translate-batch', body));
      expect(second.translations[0].content).toContain('chisme');
    });

    it("answers another organization's glossary with 404", async () => {
      const { api: other } = await newOrganization();
      expectErrorEnvelope(
        await other.post('/v1/translation/translate', {
          sourceLanguage: 'en',
          targetLanguage: 'es',
          text: 'Hi',
          glossaryId,
        }),
        404,
      );
    });
  });

  describe('languages', () => {
    it('lists the engine languages with English names and targets', async () => {
      const data = expectOk(await api.get('/v1/translation/languages'));
      const byCode = Object.fromEntries(data.map((l: any) => [l.language, l]));
      expect(byCode.es).toMatchObject({ language: 'es', name: 'Spanish' });
      expect(byCode.en.targets).toEqual(expect.arrayContaining(['es', 'ca']));
      expect(byCode.es.targets).toEqual(expect.arrayContaining(['en', 'pt', 'it', 'ca', 'fr']));
      for (const l of data) expect(l.language).toMatch(/^[a-z]{2}$/);
    });

    it('names languages in displayLanguage', async () => {
      const data = expectOk(await api.get('/v1/translation/languages?displayLanguage=fr'));
      expect(data.find((l: any) => l.language === 'es').name).toBe('espagnol');
    });

    it('takes target as the Google name of displayLanguage', async () => {
      const data = expectOk(await api.get('/v1/translation/languages?target=de'));
      expect(data.find((l: any) => l.language === 'es').name).toBe('Spanisch');
    });

    it('lists only sources or only targets with type (as DeepL)', async () => {
      const all = expectOk(await api.get('/v1/translation/languages')).map((l: any) => l.language);
      const sources = expectOk(await api.get('/v1/translation/languages?type=source'));
      const targets = expectOk(await api.get('/v1/translation/languages?type=target'));
      for (const l of sources) expect(l.targets.length).toBeGreaterThan(0);
      const reachable = new Set(sources.flatMap((l: any) => l.targets));
      expect(targets.map((l: any) => l.language).sort()).toEqual([...reachable].sort());
      expect(new Set([...sources, ...targets].map((l: any) => l.language))).toEqual(new Set(all));
    });

    it.each([
      ['?displayLanguage=xx'],
      ['?displayLanguage=12'],
      ['?foo=bar'],
      ['?type=both'],
      ['?target=de&displayLanguage=fr'],
      ['?type=source&type=target'],
    ])('answers %s with 400', async (query) => {
      expectErrorEnvelope(await api.get(`/v1/translation/languages${query}`), 400, 'BAD_REQUEST');
    });

    it.each([
      ["Bonjour tout le monde, comment allez-vous aujourd'hui ?", 'fr'],
      ['Guten Morgen, wie geht es Ihnen heute?', 'de'],
      ['The weather is lovely today, so we are going to the park.', 'en'],
      ['我喜欢学习中文', 'zh'],
    ])('detects %j as %s with a confidence in (0, 1]', async (text, language) => {
      const data = expectOk(await api.post('/v1/translation/languages/detect', { text }));
      expect(data.language).toBe(language);
      expect(data.confidence).toBeGreaterThan(0);
      expect(data.confidence).toBeLessThanOrEqual(1);
    });

    it.each([[''], ['   \n '], [undefined], [42]])('answers detection of %j with 400', async (text) => {
      expectErrorEnvelope(await api.post('/v1/translation/languages/detect', { text }), 400, 'BAD_REQUEST');
    });
  });

  it('records usage for the organization of the key', async () => {
    const rows = await eventually(
      async () =>
        (await db.query('SELECT 1 FROM translation.usage_records WHERE organization_id = $1', [organizationId])).rows,
    );
    expect(rows.length).toBeGreaterThan(0);
  });
});
