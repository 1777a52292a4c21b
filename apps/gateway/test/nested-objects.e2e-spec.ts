import { randomUUID } from 'node:crypto';
import { Api, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';

const GLOSSARIES = '/v1/translation/glossaries';
const definition = { language: 'en', term: 'cart', definition: 'where goods wait' };

/**
 * A list or a scalar where an object is expected used to pass `@ValidateNested` and crash the
 * service (a 500); found by the OpenAPI fuzzer on DeepL's `dictionaries: [[]]`.
 */
const HOSTILE_LISTS: [string, (item: object) => unknown][] = [
  ['a list holding an empty list', () => [[]]],
  ['a list holding a list of the object', (item) => [[item]]],
  ['a list holding null', () => [null]],
  ['a list holding a string', () => ['cart']],
  ['a string instead of the list', () => 'cart'],
];

/** A 400 in the SPEC envelope whose details name `field` (or one of its items). */
function expectFieldRefused(answer: Awaited<ReturnType<Api['post']>>, field: string) {
  const error = expectErrorEnvelope(answer, 400, 'BAD_REQUEST');
  const fields = (error.details ?? []).map((detail: { field: string }) => detail.field);
  expect(fields).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${field}(\\.|$)`))]));
}

describe('objects expected inside a body: lists, nulls and strings are a 400, never a 500', () => {
  let api: Api;
  let terms: string;
  let termId: string;

  beforeAll(async () => {
    ({ api } = await newOrganization());
    const glossaryId = expectOk(await api.post(GLOSSARIES, { name: `g-${randomUUID()}`, languages: ['en', 'es'] })).id;
    terms = `${GLOSSARIES}/${glossaryId}/terms`;
    termId = expectOk(await api.post(terms, { definitions: [definition] })).id;
  });

  describe.each(HOSTILE_LISTS)('%s', (_, hostile) => {
    it('term create: definitions', async () => {
      expectFieldRefused(await api.post(terms, { definitions: hostile(definition) }), 'definitions');
    });

    it('term update: definitions', async () => {
      expectFieldRefused(await api.put(`${terms}/${termId}`, { definitions: hostile(definition) }), 'definitions');
    });

    it('fluency batch: items', async () => {
      const item = { sourceText: 'Break a leg', translatedText: 'Rómpete una pierna' };
      const body = { sourceLang: 'en', targetLang: 'es', items: hostile(item) };
      expectFieldRefused(await api.post('/v1/translation/fluency-batch', body), 'items');
    });

    it('bulk term create: the item fails alone in failed[], the good one is created', async () => {
      const good = { definitions: [{ language: 'en', term: `bulk ${randomUUID()}`, definition: 'd' }] };
      const answer = await api.post(`${terms}/bulk`, { terms: [good, { definitions: hostile(definition) }] });
      expect(answer.status).toBe(207);
      expect(answer.body.data).toMatchObject({ successCount: 1, failedCount: 1, failed: [{ index: 1 }] });
      const fields = answer.body.data.failed[0].details.map((detail: { field: string }) => detail.field);
      expect(fields).toEqual(expect.arrayContaining([expect.stringMatching(/^definitions(\.|$)/)]));
    });
  });

  it.each([
    ['a list', [{ uiSafe: true }]],
    ['a string', 'uiSafe'],
  ])('agentic translate refuses %s as options', async (_, options) => {
    const body = { sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello', options };
    expectFieldRefused(await api.post('/v1/translation/agentic-translate', body), 'options');
  });
});
