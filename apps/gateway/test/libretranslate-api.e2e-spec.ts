import { Api, ApiAnswer, newOrganization } from '../../../test/support/api';
import { setPlan } from '../../../test/support/admin-cli';
import { documentFixture } from '../../../test/support/documents';

/**
 * CONTRACT "Compatible APIs": LibreTranslate's API as its clients send it. Request shapes are
 * recorded from:
 * - LibreTranslate's API documentation (docs.libretranslate.com, "Translate", "Detect",
 *   "Languages"; the same examples as its README): JSON bodies with `api_key` inside;
 * - libretranslate-py (argosopentech/LibreTranslate-py, `LibreTranslateAPI.translate`): a form-encoded
 *   POST of `q`, `source`, `target` and `api_key` built with `urllib.parse.urlencode`;
 * - LibreTranslate's app.py `get_req_api_key`: the key in the query string;
 * - LibreTranslate's app.py `translate_file` (and its web page's `FormData`): multipart with
 *   `file`, `source`, `target` and `api_key` as fields, answering `{translatedFileUrl}`.
 */
/** No X-Api-Key: LibreTranslate's clients send no such header. */
const anonymous = new Api(null);
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = { 'Content-Type': 'application/x-www-form-urlencoded' };

function expectLibreError(answer: ApiAnswer, status: number): string {
  expect({ status: answer.status, keys: Object.keys(answer.body as object) }).toEqual({ status, keys: ['error'] });
  return (answer.body as { error: string }).error;
}

describe('LibreTranslate API (/libretranslate)', () => {
  let key: string;

  beforeAll(async () => {
    key = (await newOrganization()).key;
  });

  it("translates a text with the key in the JSON body (the documentation's example)", async () => {
    const answer = await anonymous.post('/libretranslate/translate', {
      q: 'Hello world!',
      source: 'en',
      target: 'es',
      format: 'text',
      api_key: key,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ translatedText: expect.stringMatching(/hola/i) });
  });

  it('detects the source with source: auto, and answers lists for a list of texts', async () => {
    const one = await anonymous.post('/libretranslate/translate', {
      q: '¿Dónde está la estación de tren? Necesito llegar pronto a la ciudad.',
      source: 'auto',
      target: 'en',
      api_key: key,
    });
    expect(one.status).toBe(200);
    expect(one.body.detectedLanguage).toEqual({ language: 'es', confidence: expect.any(Number) });
    expect(one.body.detectedLanguage.confidence).toBeGreaterThan(50);
    expect(one.body.detectedLanguage.confidence).toBeLessThanOrEqual(100);
    expect(one.body.translatedText).toMatch(/train/i);

    const several = await anonymous.post('/libretranslate/translate', {
      q: ['Hello world, how are you today?', 'The house is very big and the garden is beautiful.'],
      source: 'auto',
      target: 'es',
      alternatives: 3,
      api_key: key,
    });
    expect(several.body).toMatchObject({
      translatedText: [expect.stringMatching(/hola/i), expect.stringMatching(/casa/i)],
    });
    expect(several.body.detectedLanguage.map((d: { language: string }) => d.language)).toEqual(['en', 'en']);
    expect(several.body.alternatives).toEqual([[], []]);
  });

  it('keeps the markup of format: html', async () => {
    // Attributes are kept by tagHandling (issue 37); elements are kept either way.
    const answer = await anonymous.post('/libretranslate/translate', {
      q: '<p>Hello <b>world</b>!</p>',
      source: 'en',
      target: 'es',
      format: 'html',
      api_key: key,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.translatedText).toMatch(/^<p>.*hola.*<b>.*<\/b>.*<\/p>$/i);
  });

  it('reads a form-encoded body (libretranslate-py) and the key in the query string', async () => {
    const fromForm = await anonymous.post(
      '/libretranslate/translate',
      form({ q: 'Good morning', source: 'en', target: 'es', api_key: key }),
      formHeaders,
    );
    expect(fromForm.status).toBe(200);
    expect(fromForm.body.translatedText).toMatch(/buenos/i);

    const fromQuery = await anonymous.post(`/libretranslate/detect?api_key=${encodeURIComponent(key)}`, {
      q: 'Bonjour tout le monde, comment allez-vous aujourd’hui ?',
    });
    expect(fromQuery.status).toBe(200);
    expect(fromQuery.body[0]).toEqual({ language: 'fr', confidence: expect.any(Number) });
  });

  describe("multipart bodies, as LibreTranslate's own web page sends them", () => {
    /** Its static/js/app.js (`handleInput`): a `FormData` of q, source, target, format and api_key ("" when none is set). */
    const webPageForm = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.append(name, value);
      return data;
    };

    it('translates and detects with the key as a form field', async () => {
      const translated = await anonymous.post(
        '/libretranslate/translate',
        webPageForm({ q: '<p>Good morning</p>', source: 'en', target: 'es', format: 'html', api_key: key }),
      );
      expect(translated.status).toBe(200);
      expect(translated.body.translatedText).toMatch(/^<p>.*buenos.*<\/p>$/i);

      const detected = await anonymous.post(
        '/libretranslate/detect',
        webPageForm({ q: 'Ça fait du sens de commencer tôt, à la française.', api_key: key }),
      );
      expect(detected.status).toBe(200);
      expect(detected.body[0]).toEqual({ language: 'fr', confidence: expect.any(Number) });
    });

    it('reads UTF-8 fields, and a repeated q as a list of texts', async () => {
      const data = webPageForm({ source: 'es', target: 'en', api_key: key });
      data.append('q', '¿Dónde está la estación?');
      data.append('q', 'La casa es muy grande.');
      const answer = await anonymous.post('/libretranslate/translate', data);
      expect(answer.status).toBe(200);
      // "Dónde" read as UTF-8 is a word the engine knows.
      expect(answer.body.translatedText).toEqual([expect.stringMatching(/^where/i), expect.stringMatching(/house/i)]);
    });

    it("answers LibreTranslate's errors: an empty api_key, a file, a broken form, a body over the limit", async () => {
      const fields = { q: 'Hello', source: 'en', target: 'es' };
      const noKey = await anonymous.post('/libretranslate/translate', webPageForm({ ...fields, api_key: '' }));
      expect(expectLibreError(noKey, 400)).toMatch(/api_key/);

      const withFile = webPageForm({ ...fields, api_key: key });
      withFile.append('file', new Blob(['Hello world']), 'hello.txt');
      expect(expectLibreError(await anonymous.post('/libretranslate/translate', withFile), 400)).toMatch(/file/);

      const broken = await anonymous.post('/libretranslate/detect', '--nothing\r\nq=Hello', {
        'Content-Type': 'multipart/form-data; boundary=nothing',
      });
      expectLibreError(broken, 400);

      const huge = webPageForm({ ...fields, api_key: key, q: 'Hello world. '.repeat(100_000) });
      expectLibreError(await anonymous.post('/libretranslate/translate', huge), 413);
    });
  });

  it('detects with confidences 0-100, and answers "nothing detected" as LibreTranslate does', async () => {
    const answer = await anonymous.post('/libretranslate/detect', {
      q: 'Das ist ein schöner Tag und wir gehen in den Park.',
      api_key: key,
    });
    expect(answer.status).toBe(200);
    expect(answer.body[0].language).toBe('de');
    for (const candidate of answer.body as { confidence: number }[]) {
      expect(candidate.confidence).toBeGreaterThanOrEqual(0);
      expect(candidate.confidence).toBeLessThanOrEqual(100);
    }
    const nothing = await anonymous.post('/libretranslate/detect', { q: '12345 !!!', api_key: key });
    expect(nothing.body).toEqual([{ confidence: 0, language: 'en' }]);
  });

  it('lists languages with their targets and serves the frontend settings, without a key', async () => {
    const languages = await anonymous.get('/libretranslate/languages');
    expect(languages.status).toBe(200);
    const english = (languages.body as { code: string; name: string; targets: string[] }[]).find(
      (l) => l.code === 'en',
    );
    expect(english).toEqual({ code: 'en', name: 'English', targets: expect.arrayContaining(['es', 'ca']) });

    const settings = await anonymous.get('/libretranslate/frontend/settings');
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({ apiKeys: true, keyRequired: true, filesTranslation: true });
    expect(Array.isArray((settings.body as { supportedFilesFormat: unknown }).supportedFilesFormat)).toBe(true);
  });

  it("answers errors in LibreTranslate's shape: no key 400, a bad key 403, bad input 400", async () => {
    const body = { q: 'Hello', source: 'en', target: 'es' };
    expect(expectLibreError(await anonymous.post('/libretranslate/translate', body), 400)).toMatch(/api_key/);
    expectLibreError(await anonymous.post('/libretranslate/translate', { ...body, api_key: 'nope' }), 403);
    expect(
      expectLibreError(
        await anonymous.post('/libretranslate/translate', { source: 'en', target: 'es', api_key: key }),
        400,
      ),
    ).toMatch(/q/);
    expect(
      expectLibreError(await anonymous.post('/libretranslate/translate', { ...body, target: 'xx', api_key: key }), 400),
    ).toMatch(/xx/);
  });

  const fileForm = (name: string, content: Buffer | string, fields: Record<string, string>) => {
    const form = new FormData();
    form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    return form;
  };

  it('translates a file with the key as a form field and answers a link that downloads without a key', async () => {
    const readme = documentFixture('base-passwd-README.txt');
    const answer = await anonymous.post(
      '/libretranslate/translate_file',
      fileForm('README.txt', readme, { source: 'en', target: 'es', api_key: key }),
    );
    expect(answer.status).toBe(200);
    const { translatedFileUrl } = answer.body as { translatedFileUrl: string };
    expect(translatedFileUrl).toMatch(/^http:\/\/.+\/v1\/translation\/documents\/downloads\//);
    const file = await fetch(translatedFileUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('README.es.txt');
    expect(await file.text()).toMatch(/\b(el|los|las|de|que)\b/);
  });

  it("refuses a file in LibreTranslate's shape: no key 400, a bad key 403, a type it does not take 400", async () => {
    const fields = { source: 'en', target: 'es' };
    expectLibreError(await anonymous.post('/libretranslate/translate_file', fileForm('a.txt', 'Hello', fields)), 400);
    expectLibreError(
      await anonymous.post('/libretranslate/translate_file', fileForm('a.txt', 'Hello', { ...fields, api_key: 'x' })),
      403,
    );
    const wrongType = fileForm('tool.exe', 'MZ', { ...fields, api_key: key });
    expect(expectLibreError(await anonymous.post('/libretranslate/translate_file', wrongType), 400)).toMatch(
      /not supported/,
    );
  });

  it("slows a key down with 429 past the month's credits and past its rate", async () => {
    const org = await newOrganization();
    await setPlan(org.name, 'free');
    // 5 texts of 2,000 words: the free plan's 10,000 credits.
    const text = 'Hello world. '.repeat(1_000);
    const spent = await anonymous.post('/libretranslate/translate', {
      q: Array.from({ length: 5 }, () => text),
      source: 'en',
      target: 'es',
      api_key: org.key,
    });
    expect(spent.status).toBe(200);
    const refused = await anonymous.post('/libretranslate/translate', {
      q: 'Hello',
      source: 'en',
      target: 'es',
      api_key: org.key,
    });
    expect(expectLibreError(refused, 429)).toMatch(/"free" plan/);
    const answers = await Promise.all(
      Array.from({ length: 70 }, () =>
        anonymous.post('/libretranslate/detect', { q: 'Hello world, how are you?', api_key: org.key }),
      ),
    );
    const slowed = answers.filter((a) => a.status === 429);
    expect(slowed.length).toBeGreaterThanOrEqual(10);
    expect(expectLibreError(slowed[0], 429)).toMatch(/requests per minute/);
    expect(Number(slowed[0].headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);
});
