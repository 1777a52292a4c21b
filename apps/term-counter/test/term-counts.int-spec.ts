import {
  CountTermsReply,
  CountTermsResponse,
  ErrorCode,
  isGzipPackedJson,
  Subjects,
  unpackCountTermsReply,
} from '@app/contracts';
import { ApiAnswer, expectOk, newOrganization } from '../../../test/support/api';
import { TestNatsClient } from '../../../test/support/nats-client';

const created = (answer: ApiAnswer) => expectOk(answer, answer.status === 201 ? 201 : 200);

/** The term-counter's subject called directly, as the gateway does: its own validation, errors and reply packing. */
describe('term-counter service over NATS', () => {
  let nats: TestNatsClient;
  let caller: { organizationId: string; keyId: string };
  let otherCaller: { organizationId: string; keyId: string };
  let glossaryId: string;

  const count = (payload: object) =>
    nats.send<CountTermsReply>(Subjects.termCounter.count, { caller, glossaryId, ...payload });
  const countError = (payload: object) =>
    nats.sendExpectingError(Subjects.termCounter.count, { caller, glossaryId, ...payload });

  beforeAll(async () => {
    nats = new TestNatsClient();
    const org = await newOrganization();
    caller = { organizationId: org.organizationId, keyId: org.keyId };
    const other = await newOrganization();
    otherCaller = { organizationId: other.organizationId, keyId: other.keyId };
    glossaryId = created(
      await org.api.post('/v1/translation/glossaries', { name: 'Term counter int', languages: ['en', 'de'] }),
    ).id;
    created(
      await org.api.post(`/v1/translation/glossaries/${glossaryId}/terms`, {
        definitions: [
          { language: 'en', term: 'API key', definition: 'Secret' },
          { language: 'de', term: 'API-Schlüssel', definition: 'Geheimnis' },
        ],
      }),
    );
  });

  afterAll(() => nats.close());

  it('answers a small count plainly in the SPEC shape', async () => {
    const reply = await count({
      sourceLanguage: 'en',
      sourceText: 'The API key.',
      targetLanguage: 'de',
      targetText: 'Der API-Schlüssel.',
    });
    expect(isGzipPackedJson(reply)).toBe(false);
    const result = reply as CountTermsResponse;
    expect(result.source).toMatchObject({ language: 'en', count: 1, uniqueTerms: 1, ambiguousCount: 0 });
    expect(result.target).toMatchObject({ language: 'de', count: 1 });
    expect(result.terms).toEqual([
      expect.objectContaining({ sourceTerm: 'API key', targetTerm: 'API-Schlüssel', sourceCount: 1, targetCount: 1 }),
    ]);
  });

  it('sends a result over the NATS message limit gzipped', async () => {
    const reply = await count({ sourceLanguage: 'en', sourceText: 'API key '.repeat(12_500) });
    expect(isGzipPackedJson(reply)).toBe(true);
    const result = unpackCountTermsReply(reply);
    expect(result.source.count).toBe(12_500);
    expect(result.source.matches.at(-1)).toMatchObject({ start: 99_992, end: 99_999 });
  });

  it.each([
    ['no caller', { caller: undefined }, 'caller'],
    [
      'targetLanguage without targetText',
      { sourceLanguage: 'en', sourceText: 'x', targetLanguage: 'de' },
      'targetText is required',
    ],
    ['a text over 100,000 code points', { sourceLanguage: 'en', sourceText: '😀'.repeat(100_001) }, 'sourceText'],
    ['an unsupported language code', { sourceLanguage: 'xx', sourceText: 'x' }, 'unsupported language code'],
  ])('validates at its own end too: BAD_REQUEST for %s', async (_case, payload, mentioned) => {
    const error = await countError(payload);
    expect(error.code).toBe(ErrorCode.BAD_REQUEST);
    expect(error.message).toContain(mentioned);
  });

  it('answers BAD_REQUEST naming a language outside the glossary', async () => {
    const error = await countError({ sourceLanguage: 'fr', sourceText: 'clé API' });
    expect(error).toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      message: 'sourceLanguage "fr" is not a language of this glossary; its languages are: en, de',
    });
  });

  it("answers NOT_FOUND for a malformed id, an unknown glossary and another organization's glossary", async () => {
    expect((await countError({ glossaryId: 'nope', sourceLanguage: 'en', sourceText: 'x' })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(
      (await countError({ glossaryId: '00000000-0000-4000-8000-000000000000', sourceLanguage: 'en', sourceText: 'x' }))
        .code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect((await countError({ caller: otherCaller, sourceLanguage: 'en', sourceText: 'x' })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });
});
