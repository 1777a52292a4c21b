import { AnalysisAhead, CompiledGlossary, DefaultLanguageResources } from './index';
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
});
