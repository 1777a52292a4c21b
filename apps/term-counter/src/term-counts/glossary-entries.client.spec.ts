import { RpcClient } from '@app/common';
import { GlossaryEntriesResponse, packJson, Subjects } from '@app/contracts';
import { TermCounterConfig } from '../config/term-counter.config';
import { GlossaryEntriesClient } from './glossary-entries.client';

const caller = { organizationId: 'org', keyId: 'key' };
const answer: GlossaryEntriesResponse = {
  glossaryId: 'g',
  version: 3,
  languages: ['en', 'de'],
  terms: [{ termId: 't', translationFlag: false, definitions: [{ language: 'en', term: 'API key', definition: 'd', caseSensitivity: 'auto' }] }],
};

function clientAnswering(reply: unknown) {
  const send = jest.fn().mockResolvedValue(reply);
  const config = Object.assign(new TermCounterConfig(), { TERM_COUNTER_GLOSSARY_TIMEOUT_MS: 1_234 });
  return { send, client: new GlossaryEntriesClient({ send } as unknown as RpcClient, config) };
}

describe('GlossaryEntriesClient', () => {
  it('asks for the languages of the count, the version held, and accepts a gzipped answer', async () => {
    const { send, client } = clientAnswering(answer);
    await client.fetch({ caller, glossaryId: 'g', languages: ['en'], knownVersion: 2 }, 'req-1');
    expect(send).toHaveBeenCalledWith(
      Subjects.glossary.getEntries,
      { caller, glossaryId: 'g', languages: ['en'], knownVersion: 2, acceptEncoding: 'gzip' },
      { requestId: 'req-1', timeoutMs: 1_234 },
    );
  });

  it('leaves knownVersion out when nothing is held', async () => {
    const { send, client } = clientAnswering(answer);
    await client.fetch({ caller, glossaryId: 'g', languages: ['en'] });
    expect(send.mock.calls[0][1]).not.toHaveProperty('knownVersion');
  });

  it('returns a plain answer as is and unpacks a gzipped one', async () => {
    expect(await clientAnswering(answer).client.fetch({ caller, glossaryId: 'g', languages: ['en'] })).toEqual(answer);
    expect(await clientAnswering(packJson(answer)).client.fetch({ caller, glossaryId: 'g', languages: ['en'] })).toEqual(answer);
  });
});
