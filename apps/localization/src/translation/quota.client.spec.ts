import { DomainException } from '@app/common';
import { ErrorCode } from '@app/contracts';
import { QuotaClient, wordsOf } from './quota.client';

const caller = { organizationId: 'org', keyId: 'key' };

describe('wordsOf', () => {
  it.each([
    [
      'words of each distinct text, times the targets',
      ['Hello world', 'Hello world', 'Good day to you'],
      ['es', 'fr'],
      12,
    ],
    ['a target equal to the source costs nothing', ['Hello world'], ['EN', 'es'], 2],
    ['a URL source needs one credit left', null, ['es', 'fr'], 1],
    ['no target to translate: nothing', null, ['en'], 0],
  ])('%s', (_, texts, targetLanguages, words) => {
    expect(wordsOf({ texts, sourceLanguage: 'en', targetLanguages })).toBe(words);
  });
});

describe('QuotaClient', () => {
  const cost = { texts: ['Hello world'], sourceLanguage: 'en', targetLanguages: ['es'] };
  const clientAnswering = (answer: () => Promise<unknown>) => {
    const sent: unknown[] = [];
    const rpc = { send: (subject: string, payload: unknown) => (sent.push({ subject, payload }), answer()) };
    return { client: new QuotaClient(rpc as never), sent };
  };

  it('asks the translation service with the words, never the texts', async () => {
    const { client, sent } = clientAnswering(async () => ({ credits: 2 }));
    await client.assertCovers(caller, cost);
    expect(sent).toEqual([{ subject: 'translation.quota.check.v1', payload: { caller, words: 2 } }]);
  });

  it('passes QUOTA_EXCEEDED on', async () => {
    const refused = new DomainException('Monthly translation quota exceeded', ErrorCode.QUOTA_EXCEEDED);
    const { client } = clientAnswering(() => Promise.reject(refused));
    await expect(client.assertCovers(caller, cost)).rejects.toBe(refused);
  });

  it('accepts the table while the translation service does not answer (its batches are checked later)', async () => {
    const down = new DomainException('The translation service is unavailable', ErrorCode.ENGINE_UNAVAILABLE);
    const { client } = clientAnswering(() => Promise.reject(down));
    await expect(client.assertCovers(caller, cost)).resolves.toBeUndefined();
  });
});
