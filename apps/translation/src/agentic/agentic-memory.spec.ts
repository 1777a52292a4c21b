import { MemoryMatchesClient } from '../memory/memory-matches.client';
import { AgenticMemory } from './agentic-memory';

const caller = { organizationId: '11111111-1111-4111-8111-111111111111', keyId: 'key' };
const languages = { source: 'en', target: 'es' };
const unit = { unitId: 'u1', source: 'Save all', target: 'Guardar todo', adjusted: false };

function setUp(score: number | null) {
  const asked: number[] = [];
  const memories = {
    match: async (_c: unknown, _m: string, _l: unknown, _t: string[], threshold: number) => {
      asked.push(threshold);
      const match = score !== null && score >= threshold ? { ...unit, score } : null;
      return { revision: 1, matches: [match] };
    },
  } as unknown as MemoryMatchesClient;
  return { memory: new AgenticMemory(memories), asked };
}

const task = (memoryThreshold: number | null, memoryId: string | null = 'm1') => ({
  memoryId,
  memoryThreshold,
  text: 'Save all files',
});

describe('AgenticMemory.verdict', () => {
  it.each<[string, number | null, number | null, object | null]>([
    ['the same text at the default threshold: the answer', 100, null, { answer: 'Guardar todo' }],
    [
      'a fuzzy match below the default: an example',
      88,
      null,
      { example: { source: 'Save all', target: 'Guardar todo', score: 88 } },
    ],
    ['a fuzzy match at a lowered threshold: the answer', 88, 85, { answer: 'Guardar todo' }],
    ['a match under 75: nothing', 60, null, null],
    ['no match: nothing', null, 90, null],
  ])('%s', async (_, score, threshold, expected) => {
    const { memory } = setUp(score);
    expect(await memory.verdict(task(threshold), caller, languages)).toEqual(expected);
  });

  it('asks for matches from 75 up, or from a lower threshold', async () => {
    const { memory, asked } = setUp(null);
    await memory.verdict(task(null), caller, languages);
    await memory.verdict(task(60), caller, languages);
    expect(asked).toEqual([75, 60]);
  });

  it('asks nothing without a memory', async () => {
    const { memory, asked } = setUp(100);
    expect(await memory.verdict(task(null, null), caller, languages)).toBeNull();
    expect(asked).toEqual([]);
  });
});
