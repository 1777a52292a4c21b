import { CompiledGlossary, countTerms } from './index';
import { entries, EntrySpec } from './test/helpers';

async function termsFound(glossary: CompiledGlossary, text: string): Promise<string[][]> {
  const r = await countTerms(glossary, { sourceLanguage: 'en', sourceText: text });
  return [...r.source.matches, ...r.source.ambiguousMatches].map((m) => [m.termId, m.text]);
}

describe('compiling a glossary', () => {
  it('reads the dictionary forms of the words of every batch, not only the first', async () => {
    // More entries than one batch of a compile (4,000): the last ones are analysed in a later batch.
    const fillers: EntrySpec[] = Array.from({ length: 4_100 }, (_, i) => [`f${i}`, 'en', `filler${i}`]);
    const glossary = await CompiledGlossary.compile(
      entries([...fillers, ['c', 'en', 'children'], ['g', 'en', 'geese flock'], ['w', 'en', 'went home']]),
    );
    expect(await termsFound(glossary, 'A child saw a goose flock; they go home.')).toEqual([
      ['c', 'child'],
      ['g', 'goose flock'],
      ['w', 'go home'],
    ]);
  });

  describe('twins among many entries starting with the same word', () => {
    // Four entries start with "data": past the short list, they are indexed by their second word.
    const specs: EntrySpec[] = [
      ['t1', 'en', 'data center'],
      ['t2', 'en', 'data model'],
      ['t3', 'en', 'data lake'],
      ['t4', 'en', 'data centre'],
      ['t5', 'en', 'data center'], // t1's twin
      ['t6', 'en', 'Data Center', 'exact'], // not a twin: another spelling and caseSensitivity
    ];
    const text = 'Move the data center, then the Data Center and the data lakes.';

    it('counts a spelling once, for its first entry', async () => {
      const glossary = await CompiledGlossary.compile(entries(specs));
      // t1 ('auto') also takes the title-case "Data Center": it comes before t6.
      expect(await termsFound(glossary, text)).toEqual([
        ['t1', 'data center'],
        ['t1', 'Data Center'],
        ['t3', 'data lakes'],
      ]);
    });

    it('lets the twin stand in when its first entry is removed, and forgets a removed twin', async () => {
      const glossary = await CompiledGlossary.compile(entries(specs));
      await glossary.patch(new Set(['t1']), []);
      expect(await termsFound(glossary, text)).toEqual([
        ['t5', 'data center'],
        ['t6', 'Data Center'],
        ['t3', 'data lakes'],
      ]);
      await glossary.patch(new Set(['t5']), []);
      // Without either, "data centre" is the nearest spelling.
      expect(await termsFound(glossary, text)).toEqual([
        ['t4', 'data center'],
        ['t6', 'Data Center'],
        ['t3', 'data lakes'],
      ]);
    });
  });
});
