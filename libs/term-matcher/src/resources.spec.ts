import { CompiledGlossary, countTerms, supportedLemmaLanguages } from './index';
import { CachedLanguageModule } from './languages/module';
import { languageSpec } from './languages/registry';
import { snowballStemmer } from './languages/snowball';
import type { LanguageModule, LanguageResources } from './languages/types';
import { entries, EntrySpec } from './test/helpers';

/** Resources with a hand-made dictionary (or none), to pin behaviour independent of Debian data. */
class FakeResources implements LanguageResources {
  constructor(
    private readonly dictionary: Record<string, string[]> | null,
    private readonly stemming: boolean,
  ) {}

  async load(language: string): Promise<LanguageModule> {
    const spec = languageSpec(language);
    const dict = this.dictionary;
    return new CachedLanguageModule(spec, {
      lemmatizers: dict ? [{ name: 'fake', lemmas: (w) => dict[w.toLowerCase()] ?? null }] : [],
      stem: this.stemming && spec.snowball ? snowballStemmer(spec.snowball) : null,
    });
  }
}

async function run(resources: LanguageResources, specs: EntrySpec[], text: string): Promise<string[]> {
  const g = await CompiledGlossary.compile(entries(specs), resources);
  const r = await countTerms(g, { sourceLanguage: 'en', sourceText: text });
  return [
    ...r.source.matches.map((m) => `${m.text} ${m.form}`),
    ...r.source.ambiguousMatches.map((m) => `${m.text} ?${m.reason}`),
  ];
}

describe('dictionary forms with an injected dictionary', () => {
  const dict = new FakeResources(
    { went: ['go'], goes: ['go'], go: ['go'], gone: ['go'], mice: ['mouse'], mouse: ['mouse'] },
    true,
  );

  it('counts an irregular form of an entry that is a dictionary form', async () => {
    expect(await run(dict, [['t', 'en', 'go']], 'He went home.')).toEqual(['went inflected']);
    expect(await run(dict, [['t', 'en', 'mouse']], 'Two mice.')).toEqual(['mice inflected']);
  });

  it('rule 11: an entry that is not a dictionary form, linked only through it, is lemma_only', async () => {
    expect(await run(dict, [['t', 'en', 'went']], 'She goes and went.')).toEqual(['went exact', 'goes ?lemma_only']);
    expect(await run(dict, [['t', 'en', 'mice']], 'A mouse.')).toEqual(['mouse ?lemma_only']);
  });
});

describe('graceful degradation without Debian resources', () => {
  it('falls back to common endings (Snowball) when no dictionary is available', async () => {
    const none = new FakeResources(null, true);
    expect(await run(none, [['t', 'en', 'server']], 'Two servers.')).toEqual(['servers inflected']);
    expect(await run(none, [['t', 'en', 'mouse']], 'Two mice.')).toEqual([]);
  });

  it('matches the entry as written when nothing is available', async () => {
    const bare = new FakeResources(null, false);
    expect(await run(bare, [['t', 'en', 'server']], 'A Server, two servers.')).toEqual(['Server exact']);
  });

  it('reports unknown languages with pass (a) only', async () => {
    const g = await CompiledGlossary.compile(entries([['t', 'xx', 'blip']]));
    const r = await countTerms(g, { sourceLanguage: 'xx', sourceText: 'blip blips' });
    expect(r.source.matches.map((m) => m.text)).toEqual(['blip']);
  });
});

describe('supportedLemmaLanguages', () => {
  it('lists the languages SPEC rule 4 names, about fifty in all', () => {
    const list = supportedLemmaLanguages();
    for (const code of ['en', 'de', 'fr', 'es', 'it', 'pt', 'ru', 'uk', 'tr', 'ar', 'he', 'fa', 'hi', 'id', 'ms']) {
      expect(list).toContain(code);
    }
    expect(list.length).toBeGreaterThanOrEqual(45);
  });
});
