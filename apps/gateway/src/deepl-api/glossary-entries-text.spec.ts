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

  it('reads quoting in TSV as DeepL documents it, and unquoted quotes as DeepL writes them', () => {
    expect(parseGlossaryEntries('"tab\there"\tTabulator\n5" screen\t5-Zoll-Bildschirm\n', 'tsv')).toEqual([
      { source: 'tab\there', target: 'Tabulator' },
      { source: '5" screen', target: '5-Zoll-Bildschirm' },
    ]);
  });

  it.each([
    ['cat', 'tsv', /line 1/],
    ['cat\tminino\n\ndog', 'tsv', /line 3 must be "source<TAB>target"/],
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
