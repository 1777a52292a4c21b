import { formatGlossaryEntries, parseGlossaryEntries } from './glossary-entries-text';

describe("DeepL's glossary entries", () => {
  it('reads TSV and CSV (with or without the language columns), skipping empty lines', () => {
    expect(parseGlossaryEntries('cat\tminino\r\n\ntrain station\tapeadero\n', 'tsv')).toEqual([
      { source: 'cat', target: 'minino' },
      { source: 'train station', target: 'apeadero' },
    ]);
    expect(parseGlossaryEntries('cat,minino,en,es\n"hello, world","hola, mundo"\n', 'csv')).toEqual([
      { source: 'cat', target: 'minino' },
      { source: 'hello, world', target: 'hola, mundo' },
    ]);
  });

  it.each([
    ['cat', 'tsv', /line 1/],
    ['cat\tminino\tgato', 'tsv', /line 1/],
    ['cat\tminino\ncat\tgato', 'tsv', /"cat" is given twice/],
    ['"cat,minino', 'csv', /does not parse/],
  ] as const)('refuses %j (%s) with a 400 naming the problem', (text, format, message) => {
    expect(() => parseGlossaryEntries(text, format)).toThrow(message);
  });

  it('writes TSV, with tabs and line breaks inside a term as spaces', () => {
    expect(
      formatGlossaryEntries([
        { source: 'a\tb', target: 'c\nd' },
        { source: 'e', target: 'f' },
      ]),
    ).toBe('a b\tc d\ne\tf');
  });
});
