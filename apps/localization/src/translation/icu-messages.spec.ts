import { parse } from '@formatjs/icu-messageformat-parser';
import { parseIcuMessage } from './icu-messages';

/** A stand-in engine: a few English words in Spanish, Polish or Japanese, placeholders kept. */
const WORDS: Record<string, Record<string, string>> = {
  es: {
    item: 'artículo',
    items: 'artículos',
    'No items': 'Ningún artículo',
    'You have': 'Tienes',
    she: 'ella',
    he: 'él',
    replied: 'respondió',
  },
  pl: { item: 'plik', items: 'pliki' },
  ja: { items: '件' },
};
const translate = (language: string) => (text: string) =>
  text.replace(/[A-Za-z][A-Za-z ]*[A-Za-z]|[A-Za-z]/g, (words) => WORDS[language][words] ?? words);

function run(message: string, language: string): string {
  const icu = parseIcuMessage(message, language);
  if (!icu) throw new Error('not an ICU message');
  const result = icu.rebuild(icu.texts.map(translate(language)));
  expect(() => parse(result)).not.toThrow();
  return result;
}

describe('ICU messages in localization tables', () => {
  // Spanish has one/many/other in CLDR ("un millón de artículos" is the many form).
  it('translates each branch and keeps the argument, keyword, selectors and #', () => {
    expect(run('{n, plural, =0 {No items} one {# item} other {# items}}', 'es')).toBe(
      '{n, plural, =0 {Ningún artículo} one {# artículo} many {# artículos} other {# artículos}}',
    );
  });

  it("writes the target's CLDR categories: Polish one/few/many/other, filled from other", () => {
    expect(run('{n, plural, one {# item} other {# items}}', 'pl')).toBe(
      '{n, plural, one {# plik} few {# pliki} many {# pliki} other {# pliki}}',
    );
  });

  it('writes only other for Japanese', () => {
    expect(run('{n, plural, one {# item} other {# items}}', 'ja')).toBe('{n, plural, other {# 件}}');
  });

  it('translates text around the block and nested arguments and blocks', () => {
    expect(
      run(
        'You have {n, plural, one {# item} other {{gender, select, female {she} other {he}} replied {n} items}}.',
        'es',
      ),
    ).toBe(
      'Tienes {n, plural, one {# artículo} many {{gender, select, female {ella} other {él}} respondió {n} artículos} other {{gender, select, female {ella} other {él}} respondió {n} artículos}}.',
    );
  });

  it('keeps selectordinal and offset', () => {
    const result = run('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', 'es');
    expect(result).toBe('{n, selectordinal, other {#th}}');
    expect(run('{n, plural, offset:1 one {# item} other {# items}}', 'es')).toBe(
      '{n, plural, offset:1 one {# artículo} many {# artículos} other {# artículos}}',
    );
  });

  it('quotes braces, # and apostrophes the translation brings', () => {
    const icu = parseIcuMessage('{n, plural, one {# item} other {# items}}', 'fr');
    const result = icu!.rebuild(['{#icu0}', "{#} l'objet {x}", "{#} d'{objets} #1"]);
    expect(result).toBe(
      "{n, plural, one {# l'objet '{'x'}'} many {# d'''{'objets'}' '#'1} other {# d'''{'objets'}' '#'1}}",
    );
    expect(() => parse(result)).not.toThrow();
  });

  it('leaves a message without plural or select, and one that does not parse, to the placeholders', () => {
    expect(parseIcuMessage('Hello {name}', 'es')).toBeNull();
    expect(parseIcuMessage('{n, plural, one {# item}', 'es')).toBeNull();
  });
});
