import { ErrorCode } from '@app/contracts';
import { libreTranslateStatusOf } from './libretranslate-error-answer';
import { fromLibreTranslateCode, toLibreTranslateCode } from './libretranslate-language-codes';
import { deeplStatusOf } from '../deepl-api/deepl-error-answer';

describe('LibreTranslate codes', () => {
  it.each([
    ['zh-Hans', 'zh-Hans'],
    ['zt', 'zh-Hant'],
    ['pb', 'pt-BR'],
    ['auto', 'auto'],
    ['EN', 'en'],
  ])('%s is our %s', (libre, ours) => {
    expect(fromLibreTranslateCode(libre)).toBe(ours);
  });

  it('answers Chinese as zh-Hans and Brazilian Portuguese as pb', () => {
    expect(['zh', 'pt-BR', 'es'].map(toLibreTranslateCode)).toEqual(['zh-Hans', 'pb', 'es']);
  });
});

describe("the compatible APIs' statuses", () => {
  it.each([
    [ErrorCode.UNAUTHORIZED, 401, 403],
    [ErrorCode.QUOTA_EXCEEDED, 429, 456],
    [ErrorCode.RATE_LIMITED, 429, 429],
    [ErrorCode.NOT_FOUND, 404, 404],
    [ErrorCode.UNPROCESSABLE, 422, 400],
    [ErrorCode.BAD_REQUEST, 400, 400],
  ])('DeepL answers %s as %d', (code, status, deepl) => {
    expect(deeplStatusOf(code, status)).toBe(deepl);
  });

  it('LibreTranslate answers a missing key 400 and an invalid one 403', () => {
    expect(libreTranslateStatusOf(ErrorCode.UNAUTHORIZED, 401, false)).toBe(400);
    expect(libreTranslateStatusOf(ErrorCode.UNAUTHORIZED, 401, true)).toBe(403);
    expect(libreTranslateStatusOf(ErrorCode.QUOTA_EXCEEDED, 429, true)).toBe(429);
  });
});
