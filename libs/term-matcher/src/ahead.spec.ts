import { AnalysisAhead, CompiledGlossary, DefaultLanguageResources, SharedAnalyses } from './index';
import type { WordInfo } from './languages/types';

const TERMS = ['colour of the houses', 'running shoes', 'API key', 'Ärger', 'e-mail address', 'children’s books'];
const entriesOf = (terms: string[]) => terms.map((term, i) => ({ termId: `t${i}`, language: 'en', term }));

describe('analysing imported terms ahead of their first compile', () => {
  it('leaves the compile only the words that were not analysed ahead', async () => {
    // A fresh resources object: an empty analysis cache.
    const resources = new DefaultLanguageResources();
    const ahead = new AnalysisAhead(() => undefined, resources);
    ahead.add({ en: TERMS });
    await ahead.idle();
    const module = (await resources.load('en')) as unknown as { compute(word: string): WordInfo };
    const compute = jest.spyOn(module, 'compute');
    const glossary = await CompiledGlossary.compile(entriesOf([...TERMS, 'zebra crossing']), resources);
    expect(compute.mock.calls.map(([word]) => word)).toEqual(['zebra', 'crossing']);
    expect(glossary.languageCodes).toEqual(['en']);
  });

  it('ignores what is not language -> terms, and reports a failure without stopping later imports', async () => {
    const resources = new DefaultLanguageResources();
    const failures: string[] = [];
    const ahead = new AnalysisAhead((language) => failures.push(language), resources);
    ahead.add(42);
    ahead.add({ en: [1, 2] });
    ahead.add({ en: 'house' });
    const failing = jest.spyOn(resources, 'load').mockRejectedValueOnce(new Error('no dictionary'));
    ahead.add({ de: ['Haus'] });
    await ahead.idle();
    failing.mockRestore();
    ahead.add({ en: ['house'] });
    await ahead.idle();
    expect(failures).toEqual(['de']);
    const module = (await resources.load('en')) as unknown as { compute(word: string): WordInfo };
    const compute = jest.spyOn(module, 'compute');
    await CompiledGlossary.compile(entriesOf(['house']), resources);
    expect(compute).not.toHaveBeenCalled();
  });

  it('lets another replica adopt the analyses it shares: that replica compiles without asking the dictionaries', async () => {
    const shared: SharedAnalyses[] = [];
    const analysing = new AnalysisAhead(
      () => undefined,
      new DefaultLanguageResources(),
      (batch) => shared.push(batch),
    );
    analysing.add({ en: TERMS });
    await analysing.idle();
    // Its own batches, coming back over the broadcast, are not taken again.
    expect(await analysing.adopt(shared[0])).toBe(0);

    const resources = new DefaultLanguageResources();
    const adopting = new AnalysisAhead(() => undefined, resources);
    let adopted = 0;
    for (const batch of shared) adopted += await adopting.adopt(JSON.parse(JSON.stringify(batch)));
    expect(adopted).toBeGreaterThanOrEqual(12);
    const module = (await resources.load('en')) as unknown as { compute(word: string): WordInfo };
    const compute = jest.spyOn(module, 'compute');
    await CompiledGlossary.compile(entriesOf(TERMS), resources);
    expect(compute).not.toHaveBeenCalled();
    // Each word as its own analysis would have it (abbreviations, unknown words, accents included).
    const words = TERMS.flatMap((term) => term.split(/[^\p{L}\p{M}\p{N}]+/u)).filter(Boolean);
    const analysed = await new DefaultLanguageResources().load('en');
    await analysed.prepare(words);
    const adoptedModule = await resources.load('en');
    expect(words.map((word) => adoptedModule.analyze(word))).toEqual(words.map((word) => analysed.analyze(word)));
  });

  it('ignores shared analyses made with other dictionaries, and malformed ones', async () => {
    const resources = new DefaultLanguageResources();
    const adopting = new AnalysisAhead(() => undefined, resources);
    const module = await resources.load('en');
    const batch = (words: unknown[]) => ({ from: 'elsewhere', language: 'en', sources: module.sources, words });
    // xyzzy, known, a dictionary form of its own, read as plugh: [word, fold, stem, lemmas, flags].
    const xyzzy = ['xyzzy', 0, 0, ['plugh'], 1];
    expect(await adopting.adopt({ ...batch([xyzzy]), sources: `${module.sources} hunspell:en_GB` })).toBe(0);
    expect(await adopting.adopt(batch([['xyzzy', 0, 0, 'plugh', 1], ['xyzzy'], 42, { ...xyzzy }]))).toBe(0);
    expect(await adopting.adopt({ language: 'en', sources: module.sources })).toBe(0);
    expect(module.cached('xyzzy')).toBeUndefined();
    expect(await adopting.adopt(batch([xyzzy]))).toBe(1);
    expect(module.analyze('xyzzy')).toEqual({
      fold: 'xyzzy',
      stem: 'xyzzy',
      lemmas: ['plugh'],
      known: true,
      analysed: false,
      isLemma: false,
      abbreviation: false,
    });
  });
});
