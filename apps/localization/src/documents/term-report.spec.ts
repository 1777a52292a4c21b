import { RpcClient } from '@app/common';
import { CountTermsRequest, CountTermsResponse, TermCountSummary } from '@app/contracts';
import { alignedChunks, TermReport } from './term-report';

const job = {
  caller: { organizationId: 'o', keyId: 'k' },
  glossaryId: 'g',
  sourceLanguage: 'en',
  targetLanguage: 'es',
};
const summary = (sourceCount: number, targetCount: number) => ({ sourceCount, targetCount }) as TermCountSummary;

describe('alignedChunks', () => {
  it('joins units with newlines, source and translation side by side', () => {
    expect(alignedChunks(['One.', 'Two.'], ['Uno.', 'Dos.'])).toEqual([['One.\nTwo.', 'Uno.\nDos.']]);
  });

  it("cuts between units so that each piece stays within the term counter's limit on both sides", () => {
    const long = 'word '.repeat(10_000);
    const chunks = alignedChunks([long, long, 'Short.'], ['x', 'y', 'Corto.']);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.flat().every((text) => [...text].length <= 90_000)).toBe(true);
    expect(chunks.map(([, target]) => target).join('\n')).toBe('x\ny\nCorto.');
  });
});

describe('TermReport', () => {
  it('sums occurrences found in the source and, per term, those the translation follows', async () => {
    const sent: CountTermsRequest[] = [];
    const rpc = {
      send: async (_: string, request: CountTermsRequest) => {
        sent.push(request);
        return { terms: [summary(3, 2), summary(1, 4)] } as CountTermsResponse;
      },
    } as unknown as RpcClient;
    expect(await new TermReport(rpc).report(['The package.'], ['El paquete.'], job)).toEqual({ found: 4, followed: 3 });
    expect(sent[0]).toMatchObject({ glossaryId: 'g', sourceText: 'The package.', targetText: 'El paquete.' });
  });

  it('leaves the report out when the counter refuses', async () => {
    const rpc = {
      send: async () => {
        throw new Error('language not in the glossary');
      },
    } as unknown as RpcClient;
    expect(await new TermReport(rpc).report(['a'], ['b'], job)).toBeNull();
  });
});
