import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CountTermsRequest } from './count-terms.messages';
import { codePointLength, isKnownLanguageCode } from './text-validators';

const caller = { organizationId: 'org', keyId: 'key' };
const valid = {
  caller,
  glossaryId: '6f1c1b2e-3d4a-4e5f-8a9b-0c1d2e3f4a5b',
  sourceLanguage: 'en',
  sourceText: 'The API key',
};

function problems(body: Record<string, unknown>): Record<string, string[]> {
  const errors = validateSync(plainToInstance(CountTermsRequest, body));
  return Object.fromEntries(errors.map((e) => [e.property, Object.values(e.constraints ?? {})]));
}

describe('CountTermsRequest', () => {
  it('accepts a source alone and a source with a target', () => {
    expect(problems(valid)).toEqual({});
    expect(problems({ ...valid, targetLanguage: 'de', targetText: 'Der API-Schlüssel' })).toEqual({});
  });

  it('treats null target fields as not sent', () => {
    expect(problems({ ...valid, targetLanguage: null, targetText: null })).toEqual({});
  });

  it('accepts an empty translation: it follows no term', () => {
    expect(problems({ ...valid, targetLanguage: 'de', targetText: '' })).toEqual({});
  });

  it.each([
    ['sourceLanguage', { sourceLanguage: undefined }],
    ['sourceText', { sourceText: undefined }],
    ['sourceText', { sourceText: '' }],
    ['sourceText', { sourceText: 42 }],
    ['sourceLanguage', { sourceLanguage: ['en'] }],
  ])('rejects a missing or mistyped %s', (field, change) => {
    expect(Object.keys(problems({ ...valid, ...change }))).toEqual([field]);
  });

  it('rejects targetLanguage without targetText and the reverse, naming the pair', () => {
    expect(problems({ ...valid, targetLanguage: 'de' })).toEqual({
      targetLanguage: ['targetText is required when targetLanguage is sent: send both or neither'],
    });
    expect(problems({ ...valid, targetText: 'Hallo' })).toEqual({
      targetText: ['targetLanguage is required when targetText is sent: send both or neither'],
    });
    expect(problems({ ...valid, targetLanguage: 'de', targetText: null })).toHaveProperty('targetLanguage');
  });

  it.each(['xx', 'auto', 'english', 'en-XX', '12', 'e', ''])('rejects the language code %j', (code) => {
    expect(problems({ ...valid, sourceLanguage: code })).toHaveProperty('sourceLanguage');
    expect(problems({ ...valid, targetLanguage: code, targetText: 'x' })).toHaveProperty('targetLanguage');
  });

  it('names an unsupported code in the message', () => {
    expect(problems({ ...valid, sourceLanguage: 'xx' }).sourceLanguage).toContain(
      'sourceLanguage: unsupported language code "xx"',
    );
  });

  it('counts the 100,000-character limit in code points, not UTF-16 units', () => {
    const emoji = '😀'.repeat(100_000);
    expect(emoji.length).toBe(200_000);
    expect(problems({ ...valid, sourceText: emoji })).toEqual({});
    expect(problems({ ...valid, sourceText: emoji + 'a' })).toHaveProperty('sourceText');
    expect(problems({ ...valid, targetLanguage: 'de', targetText: 'a'.repeat(100_001) })).toHaveProperty('targetText');
    expect(problems({ ...valid, targetLanguage: 'de', targetText: 'a'.repeat(100_000) })).toEqual({});
  });
});

describe('codePointLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['日本語', 3],
    ['😀x', 2],
    ['\ud800', 1],
    ['\udc00\ud800', 2],
  ])('%j has %d code points', (text, length) => {
    expect(codePointLength(text)).toBe(length);
  });
});

describe('isKnownLanguageCode', () => {
  it.each(['en', 'EN', 'de', 'pt-BR', 'pt_BR', 'zh-Hant', 'zh-CN', 'sr-Latn', 'fil', 'yue', 'nb', 'he', 'iw'])(
    'knows %s',
    (code) => {
      expect(isKnownLanguageCode(code)).toBe(true);
    },
  );

  it.each(['xx', 'zz', 'auto', 'und', 'qaa', 'en-XX', 'en--US', '-en', 'i-klingon', 'en US', 'abcd'])(
    'rejects %s',
    (code) => {
      expect(isKnownLanguageCode(code)).toBe(false);
    },
  );
});
