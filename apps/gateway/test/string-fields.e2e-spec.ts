import { randomUUID } from 'node:crypto';
import { Api, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';

const GLOSSARIES = '/v1/translation/glossaries';

/** The 400 names the field, in the message and in `details`. */
function expectFieldRefused(answer: Awaited<ReturnType<Api['post']>>, field: string) {
  const error = expectErrorEnvelope(answer, 400, 'BAD_REQUEST');
  expect(error.message).toContain(field);
  expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
}

describe('string fields refuse control characters and text that is not Unicode', () => {
  let api: Api;
  let glossaryId: string;
  let termId: string;

  beforeAll(async () => {
    ({ api } = await newOrganization());
    glossaryId = expectOk(await api.post(GLOSSARIES, { name: `g-${randomUUID()}`, languages: ['en', 'es'] })).id;
    termId = expectOk(
      await api.post(`${GLOSSARIES}/${glossaryId}/terms`, {
        definitions: [{ language: 'en', term: 'house', definition: 'a building' }],
      }),
    ).id;
  });

  describe('a NUL in each of the four glossary routes of issue 15', () => {
    it('glossary create', async () => {
      expectFieldRefused(await api.post(GLOSSARIES, { name: 'a\u0000b', languages: ['en'] }), 'name');
    });

    it('glossary update', async () => {
      expectFieldRefused(await api.put(`${GLOSSARIES}/${glossaryId}`, { name: 'a\u0000b' }), 'name');
    });

    it('term create', async () => {
      const answer = await api.post(`${GLOSSARIES}/${glossaryId}/terms`, {
        definitions: [{ language: 'en', term: 'ho\u0000use', definition: 'a building' }],
      });
      expectFieldRefused(answer, 'definitions[0].term');
    });

    it('term update', async () => {
      const answer = await api.put(`${GLOSSARIES}/${glossaryId}/terms/${termId}`, {
        definitions: [{ language: 'en', definition: 'a \u0000building' }],
      });
      expectFieldRefused(answer, 'definitions[0].definition');
    });
  });

  it.each([
    ['a bell', '\u0007'],
    ['an escape', '\u001b[31m'],
    ['a vertical tab', '\u000b'],
    ['DEL', '\u007f'],
  ])('refuses %s in any text field', async (_, control) => {
    const answer = await api.post('/v1/translation/languages/detect', { text: `Hello ${control} world` });
    expectFieldRefused(answer, 'text');
  });

  it('keeps tabs and line breaks where text is', async () => {
    const description = 'Line one\r\nLine two\n\tindented';
    const glossary = expectOk(
      await api.post(GLOSSARIES, { name: `g-${randomUUID()}`, description, languages: ['en'] }),
    );
    expect(glossary.description).toBe(description);
  });

  it('refuses a lone surrogate, naming the field', async () => {
    const body = `{"name": "bad \\ud800 text", "languages": ["en"]}`;
    const error = expectErrorEnvelope(await api.post(GLOSSARIES, body), 400, 'BAD_REQUEST');
    expect(error.message).toMatch(/name must be Unicode text/);
  });

  it('keeps a well-formed surrogate pair (an emoji)', async () => {
    expectOk(await api.post(GLOSSARIES, { name: `g-😀-${randomUUID()}`, languages: ['en'] }));
  });

  it('refuses a body that is not UTF-8', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"name": "caf'),
      Buffer.from([0xe9]),
      Buffer.from('", "languages": ["en"]}'),
    ]);
    const response = await fetch(api.baseUrl + GLOSSARIES, {
      method: 'POST',
      headers: { 'X-Api-Key': api.key!, 'Content-Type': 'application/json' },
      body: bytes,
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ status: 'error', error: { code: 'BAD_REQUEST' } });
    expect(body.error.message).toContain('UTF-8');
  });

  it('refuses a control character in a query value, naming it', async () => {
    expectFieldRefused(await api.get(`${GLOSSARIES}?limit=1%00`), 'limit');
  });

  it('refuses a control character in a path parameter, naming it', async () => {
    expectFieldRefused(await api.get(`${GLOSSARIES}/abc%00def`), 'id');
  });

  it('refuses an over-long path parameter', async () => {
    const error = expectErrorEnvelope(await api.get(`${GLOSSARIES}/${'a'.repeat(3_000)}`), 400, 'BAD_REQUEST');
    expect(error.message).toContain('at most');
  });

  it('refuses a control character in a term-counter text', async () => {
    const answer = await api.post(`${GLOSSARIES}/${glossaryId}/terms/count`, {
      sourceLanguage: 'en',
      sourceText: 'my \u0000 house',
    });
    expectFieldRefused(answer, 'sourceText');
  });

  it('refuses a control character in a multipart field', async () => {
    const form = new FormData();
    form.append('sourceLanguage', 'en');
    form.append('targetLanguage', 'es');
    form.append('textContent', 'Hello\u0000');
    expectFieldRefused(await api.post('/v1/translation/translate', form), 'textContent');
  });

  it('refuses an uploaded file name with a control character', async () => {
    // Raw control characters are refused by the multipart parser itself; RFC 5987 lets one through.
    const body =
      '--b\r\nContent-Disposition: form-data; name="file"; filename*=utf-8\'\'en%07.json\r\n' +
      'Content-Type: application/json\r\n\r\n{"a": "Hello"}\r\n--b--\r\n';
    const answer = await api.post('/v1/translation/files', body, { 'Content-Type': 'multipart/form-data; boundary=b' });
    const error = expectErrorEnvelope(answer, 400, 'BAD_REQUEST');
    expect(error.message).toContain('file name');
  });

  it('still answers a clean request afterwards', async () => {
    expectOk(await api.get(`${GLOSSARIES}/${glossaryId}`));
  });
});
