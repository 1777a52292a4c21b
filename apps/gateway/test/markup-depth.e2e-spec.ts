import { Api, ApiAnswer, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';
import { testEnv } from '../../../test/support/test-env';

/**
 * Markup nested past the limit (1,000 levels) with `tagHandling` is a 400 naming the limit on
 * every text route, in each front door's own error shape, before anything is translated; a
 * text nested just under it still translates.
 */
const LIMIT_MESSAGE = /nested more than 1,000 levels deep.*at most 1,000 levels/;
const nested = (depth: number, inner = 'The red car is here.') => `${'<b>'.repeat(depth)}${inner}${'</b>'.repeat(depth)}`;
const tooDeep = nested(5_000);

describe('markup nesting limit with tagHandling', () => {
  let api: Api;
  beforeAll(async () => {
    ({ api } = await newOrganization());
  });

  const translate = (body: object) =>
    api.post('/v1/translation/translate', { sourceLanguage: 'en', targetLanguage: 'es', ignoreCache: true, ...body });
  const batch = (texts: string[], body: object = {}) =>
    api.post('/v1/translation/translate-batch', { sourceLanguage: 'en', targetLanguage: 'es', texts, ...body });
  const expectLimit = (answer: ApiAnswer) => {
    const error = expectErrorEnvelope(answer, 400, 'BAD_REQUEST');
    expect(error.message).toMatch(LIMIT_MESSAGE);
    return error;
  };

  it.each(['html', 'xml'])('translate refuses 5,000 nested elements with tagHandling %s', async (tagHandling) => {
    expectLimit(await translate({ text: `<p>${tooDeep}</p>`, tagHandling }));
  });

  it('translate-batch refuses the whole batch and says which text', async () => {
    const error = expectLimit(await batch(['<p>Hello</p>', tooDeep], { tagHandling: 'html' }));
    expect(error.details).toEqual([{ index: 1, limit: 1000 }]);
  });

  it('the asynchronous batch refuses it when started, not as a failed job later', async () => {
    expectLimit(
      await api.post('/v1/translation/translate-batch-async', {
        sourceLanguage: 'en',
        targetLanguage: 'es',
        texts: [tooDeep],
        tagHandling: 'xml',
      }),
    );
  });

  it('elements HTML leaves open (<b/>, <p><b>) count as nested too', async () => {
    expectLimit(await translate({ text: `${'<b/>'.repeat(5_000)}Hello`, tagHandling: 'html' }));
    expectLimit(await translate({ text: '<p><b>Hello '.repeat(5_000), tagHandling: 'html' }));
  });

  it('DeepL (tag_handling) answers 400 in its own shape', async () => {
    const answer = await fetch(`${testEnv().gatewayUrl}/deepl/v2/translate`, {
      method: 'POST',
      headers: { Authorization: `DeepL-Auth-Key ${api.key!}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: [tooDeep], source_lang: 'EN', target_lang: 'ES', tag_handling: 'html' }),
    });
    const body = (await answer.json()) as { message: string };
    expect({ status: answer.status, keys: Object.keys(body) }).toEqual({ status: 400, keys: ['message'] });
    expect(body.message).toMatch(LIMIT_MESSAGE);
  });

  it('LibreTranslate (format html) answers 400 in its own shape', async () => {
    const answer = await fetch(`${testEnv().gatewayUrl}/libretranslate/translate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ q: tooDeep, source: 'en', target: 'es', format: 'html', api_key: api.key }),
    });
    const body = (await answer.json()) as { error: string };
    expect({ status: answer.status, keys: Object.keys(body) }).toEqual({ status: 400, keys: ['error'] });
    expect(body.error).toMatch(LIMIT_MESSAGE);
  });

  it('translates a text nested just under the limit, its tags kept', async () => {
    const text = `<p>${nested(999)}</p>`;
    const data = expectOk(await translate({ text, tagHandling: 'html' })) as string;
    expect(data).toMatch(/^<p>(<b>){999}El coche rojo/);
    expect(data.endsWith(`${'</b>'.repeat(999)}</p>`)).toBe(true);
    const batched = expectOk(await batch([text, 'Hello'], { tagHandling: 'html' })) as {
      translations: { content: string }[];
    };
    expect(batched.translations[0].content).toBe(data);
  });

  it('without tagHandling the text is not parsed as markup, so deep nesting is no error', async () => {
    const data = expectOk(await translate({ text: nested(2_000) })) as string;
    expect(data).toContain('El coche rojo');
  });
});
