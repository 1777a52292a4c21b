import { RpcClient } from '@app/common';
import { GlossaryEntriesResponse, packGlossaryEntries, Subjects } from '@app/contracts';
import { TermCounterConfig } from '../config/term-counter.config';
import { GlossaryEntriesClient } from './glossary-entries.client';

const caller = { organizationId: 'org', keyId: 'key' };
const answer: GlossaryEntriesResponse = {
  glossaryId: 'g',
  version: 3,
  languages: ['en', 'de'],
  terms: [
    {
      termId: 't',
      translationFlag: false,
      definitions: [{ language: 'en', term: 'API key', definition: 'd', caseSensitivity: 'auto' }],
    },
  ],
};

function clientAnswering(reply: unknown) {
  const send = jest.fn().mockResolvedValue(reply);
  const config = Object.assign(new TermCounterConfig(), { TERM_COUNTER_GLOSSARY_TIMEOUT_MS: 1_234 });
  return { send, client: new GlossaryEntriesClient({ send } as unknown as RpcClient, config) };
}

describe('GlossaryEntriesClient', () => {
  it('asks the packed subject for the languages of the count and the version held', async () => {
    const { send, client } = clientAnswering({ encoding: 'json', entries: answer });
    await client.fetch({ caller, glossaryId: 'g', languages: ['en'], knownVersion: 2 }, 'req-1');
    expect(send).toHaveBeenCalledWith(
      Subjects.glossary.getEntriesPacked,
      { caller, glossaryId: 'g', languages: ['en'], knownVersion: 2 },
      { requestId: 'req-1', timeoutMs: 1_234 },
    );
  });

  it('leaves knownVersion out when nothing is held', async () => {
    const { send, client } = clientAnswering({ encoding: 'json', entries: answer });
    await client.fetch({ caller, glossaryId: 'g', languages: ['en'] });
    expect(send.mock.calls[0][1]).not.toHaveProperty('knownVersion');
  });

  it('unpacks a plain and a gzipped answer alike', async () => {
    const big: GlossaryEntriesResponse = {
      ...answer,
      terms: Array.from({ length: 3_000 }, (_, i) => ({ ...answer.terms[0], termId: `t${i}` })),
    };
    expect(packGlossaryEntries(big)).toMatchObject({ encoding: 'gzip' });
    expect(
      await clientAnswering(packGlossaryEntries(answer)).client.fetch({ caller, glossaryId: 'g', languages: ['en'] }),
    ).toEqual(answer);
    expect(
      await clientAnswering(packGlossaryEntries(big)).client.fetch({ caller, glossaryId: 'g', languages: ['en'] }),
    ).toEqual(big);
  });
});
