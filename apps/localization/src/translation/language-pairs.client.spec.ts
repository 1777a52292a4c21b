import { RpcClient } from '@app/common';
import { LanguagePairsClient } from './language-pairs.client';

function clientAnswering(answer: () => Promise<unknown>) {
  let calls = 0;
  const rpc = { send: async () => (calls++, answer()) } as unknown as RpcClient;
  return { pairs: new LanguagePairsClient(rpc), calls: () => calls };
}

const languages = [
  { language: 'en', name: 'English', targets: ['ca', 'es'] },
  { language: 'es', name: 'Spanish', targets: ['en', 'pt-BR'] },
];

describe('LanguagePairsClient', () => {
  it.each<[string, string[], string[]]>([
    ['en', ['es'], []],
    ['en', ['es', 'ja', 'fr'], ['en-ja', 'en-fr']],
    ['en-US', ['es-MX'], []],
    ['es', ['pt'], []],
    ['en', ['en', 'en-GB'], []],
    ['ja', ['es'], ['ja-es']],
  ])('%s -> %j lacks %j', async (source, targets, expected) => {
    const { pairs } = clientAnswering(async () => languages);
    expect(await pairs.unsupportedPairs(source, targets)).toEqual(expected);
  });

  it('asks once a minute', async () => {
    const { pairs, calls } = clientAnswering(async () => languages);
    await pairs.unsupportedPairs('en', ['es']);
    await pairs.unsupportedPairs('en', ['fr']);
    expect(calls()).toBe(1);
  });

  it('checks nothing when the translation service does not answer', async () => {
    const { pairs } = clientAnswering(() => Promise.reject(new Error('no responders')));
    expect(await pairs.unsupportedPairs('en', ['ja'])).toEqual([]);
  });
});
