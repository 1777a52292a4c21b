import { isGlossaryLanguageCode, normalizeLanguageCode } from './language-code';

describe('glossary language codes', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    ['pt-br', 'pt-BR'],
    ['pt_BR', 'pt-BR'],
    ['ZH-hant', 'zh-Hant'],
    ['es-419', 'es-419'],
    [' fil ', 'fil'],
  ])('normalises %j to %j', (code, normalised) => {
    expect(normalizeLanguageCode(code)).toBe(normalised);
  });

  it.each(['en', 'DE', 'pt-BR', 'zh-Hant', 'fil'])('accepts %j', (code) =>
    expect(isGlossaryLanguageCode(code)).toBe(true),
  );

  it.each(['', 'e', 'english', 'xx', 'en-', '12', 'en US', 42, null])('refuses %j', (code) =>
    expect(isGlossaryLanguageCode(code)).toBe(false),
  );
});
