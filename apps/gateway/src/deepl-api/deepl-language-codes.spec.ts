import { deeplTargetLanguages, fromDeeplCode, toDeeplSourceCode } from './deepl-language-codes';

describe('DeepL language codes', () => {
  it.each([
    ['EN-US', 'en-US'],
    ['en-gb', 'en-GB'],
    ['PT-BR', 'pt-BR'],
    ['ZH-HANS', 'zh-Hans'],
    ['zh-hant', 'zh-Hant'],
    ['DE', 'de'],
  ])('%s is our %s', (deepl, ours) => {
    expect(fromDeeplCode(deepl)).toBe(ours);
  });

  it.each([
    ['en', 'EN'],
    ['pt-BR', 'PT'],
    ['zh-Hans', 'ZH'],
  ])('answers the source %s as %s', (ours, deepl) => {
    expect(toDeeplSourceCode(ours)).toBe(deepl);
  });

  it('lists English, Portuguese and Chinese targets with their variants, as DeepL does', () => {
    const targets = deeplTargetLanguages([
      { language: 'en', name: 'English', targets: [], pivoted: [] },
      { language: 'es', name: 'Spanish', targets: [], pivoted: [] },
      { language: 'pt', name: 'Portuguese', targets: [], pivoted: [] },
    ]);
    expect(targets.map((t) => t.language)).toEqual(['EN-GB', 'EN-US', 'ES', 'PT-BR', 'PT-PT']);
    expect(targets.every((t) => t.supports_formality === false)).toBe(true);
  });
});
