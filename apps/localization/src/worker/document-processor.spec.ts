import { DomainException, RpcClient } from '@app/common';
import { ErrorCode } from '@app/contracts';
import { PermanentWorkError } from '@app/work-queue';
import { DocumentEntity } from '../documents/document.entity';
import { DocumentRepository } from '../documents/document.repository';
import { DocumentJob, DocumentTranslator } from '../documents/document-translator';
import { TermReport } from '../documents/term-report';
import { DocumentProcessor } from './document-processor';

const SOURCE = 'The house is red.\n\nThe garden is green. The house is red.\n';

function setUp(translate: (sentences: readonly string[]) => string[], bytes = SOURCE) {
  const detected: string[] = [];
  const jobs: DocumentJob[] = [];
  const documents = {
    readSource: async () => Buffer.from(bytes),
    setDetectedLanguage: async (_: string, language: string) => void detected.push(language),
  } as unknown as DocumentRepository;
  const translator = {
    translate: async (
      sentences: readonly string[],
      job: DocumentJob,
      onBatch: (d: number, t: number) => Promise<void>,
    ) => {
      jobs.push(job);
      await onBatch(sentences.length, sentences.length);
      return { translations: translate(sentences), credits: 10 };
    },
  } as unknown as DocumentTranslator;
  const terms = { report: async () => ({ found: 2, followed: 1 }) } as unknown as TermReport;
  const rpc = { send: async () => ({ language: 'en', confidence: 0.9, alternatives: [] }) } as unknown as RpcClient;
  return { processor: new DocumentProcessor(documents, translator, terms, rpc), detected, jobs };
}

/** Progress is not looked at here. */
const ignore = () => Promise.resolve();

const document = (fields: Partial<DocumentEntity> = {}) =>
  ({
    id: '33333333-3333-4333-8333-333333333333',
    organizationId: 'o',
    keyId: 'k',
    filename: 'notes.txt',
    format: 'txt',
    sourceLanguage: 'en',
    targetLanguage: 'es',
    glossaryId: null,
    memoryId: null,
    prompt: null,
    ignoreCache: false,
    detectedLanguage: null,
    ...fields,
  }) as DocumentEntity;

describe('DocumentProcessor.build', () => {
  it('translates each distinct sentence once and writes the file back with progress, words and credits', async () => {
    const seen: string[][] = [];
    const { processor } = setUp((sentences) => {
      seen.push([...sentences]);
      return sentences.map((s) => s.toUpperCase());
    });
    const progress: number[] = [];
    const output = await processor.build(document(), async (p) => void progress.push(p));
    expect(seen).toEqual([['The house is red.', 'The garden is green.']]);
    expect(output.content.toString()).toBe(SOURCE.replace(/[a-z]/g, (c) => c.toUpperCase()));
    expect(output).toMatchObject({ filename: 'notes.es.txt', mediaType: expect.stringContaining('text/plain') });
    expect(output.wordCount).toBe(12);
    // What the translation service counted for the distinct sentences.
    expect(output.credits).toBe(10);
    expect(output.terms).toBeNull();
    expect(progress).toEqual([95]);
  });

  it('detects the language of auto once, keeps it, and reports terms with a glossary', async () => {
    const { processor, detected, jobs } = setUp((sentences) => [...sentences]);
    const output = await processor.build(document({ sourceLanguage: 'auto', glossaryId: 'g' }), ignore);
    expect(detected).toEqual(['en']);
    expect(jobs[0]).toMatchObject({ sourceLanguage: 'en', options: { glossaryId: 'g' } });
    expect(output).toMatchObject({ detectedLanguage: 'en', terms: { found: 2, followed: 1 } });
  });

  it.each([
    ['a refusal of the translation service', new DomainException('unsupported pair', ErrorCode.BAD_REQUEST), true],
    ['an engine outage, retried later', new DomainException('engine down', ErrorCode.ENGINE_UNAVAILABLE), false],
  ])('fails at once on %s, or lets it be retried', async (_, error, permanent) => {
    const { processor } = setUp(() => {
      throw error;
    });
    const failure = await processor.build(document(), ignore).catch((e: unknown) => e);
    expect(failure instanceof PermanentWorkError).toBe(permanent);
  });
});
