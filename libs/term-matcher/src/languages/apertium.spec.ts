import { apertiumLemmatizer } from './apertium';

const ENGLISH = '/usr/share/apertium/apertium-eng-spa';

describe('Apertium analyser process', () => {
  const analyser = apertiumLemmatizer(ENGLISH, 'eng-spa');
  afterAll(() => analyser?.close?.());

  it('is installed here (the test command installs apertium-eng-spa)', () => {
    expect(analyser).not.toBeNull();
  });

  it('answers dictionary forms batch after batch on one process without piling up listeners', async () => {
    await analyser!.prepare!(['went']);
    expect(analyser!.lemmas('went')).toContain('go');
    const proc = (analyser as unknown as { proc: NodeJS.EventEmitter }).proc;
    const listeners = () => proc.listenerCount('exit') + proc.listenerCount('error');
    const before = listeners();
    for (const word of [
      'children',
      'mice',
      'geese',
      'feet',
      'teeth',
      'women',
      'oxen',
      'lice',
      'dice',
      'knives',
      'wolves',
      'leaves',
    ]) {
      await analyser!.prepare!([word]);
    }
    expect(analyser!.lemmas('mice')).toContain('mouse');
    expect((analyser as unknown as { proc: NodeJS.EventEmitter }).proc).toBe(proc);
    expect(listeners()).toBe(before);
  });

  it('answers each word of a multi-word unit sent in one batch (in front of, at least) on its own', async () => {
    await analyser!.prepare!(['in', 'front', 'of', 'at', 'least', 'of', 'course']);
    expect(analyser!.lemmas('front')).toEqual(['front']);
    expect(analyser!.lemmas('least')).toEqual(['least']);
    expect(analyser!.lemmas('course')).toEqual(['course']);
  });

  it('joins words an earlier batch is still asking about instead of sending them again', async () => {
    const asked: string[][] = [];
    const lemmatizer = analyser as unknown as { analyse(words: string[]): Promise<void> };
    const analyse = lemmatizer.analyse.bind(lemmatizer);
    const spy = jest.spyOn(lemmatizer, 'analyse').mockImplementation((words) => {
      asked.push(words);
      return analyse(words);
    });
    try {
      // The analysis ahead of an import, then a compile needing some of the same words at once.
      const ahead = analyser!.prepare!(['brought', 'thought', 'taught']);
      const compile = analyser!.prepare!(['thought', 'taught', 'sought']);
      await compile;
      expect(analyser!.lemmas('taught')).toContain('teach');
      expect(analyser!.lemmas('sought')).toContain('seek');
      expect(asked).toEqual([['brought', 'thought', 'taught'], ['sought']]);
      // The earlier batch was answered once, not asked again.
      await ahead;
      expect(asked).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
  });
});
