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
});
