import { DomainException } from '@app/common';
import { ErrorCode, StartDocumentRequest } from '@app/contracts';
import { LocalizationConfig } from '../config/localization.config';
import { FilesService, UploadedSource } from '../files/files.service';
import { MemoryClient } from '../translation/memory.client';
import { QuotaClient, TableCost } from '../translation/quota.client';
import { BatchCheck, TranslateBatchClient } from '../translation/translate-batch.client';
import { DocumentWorker } from '../worker/document-worker';
import { DocumentEntity } from './document.entity';
import { DocumentRepository, NewDocument } from './document.repository';
import { DocumentsService } from './documents.service';

const caller = { organizationId: '11111111-1111-4111-8111-111111111111', keyId: 'key' };
const PATH = 'uploads/22222222-2222-4222-8222-222222222222/notes.txt';

function setUp(upload: UploadedSource | null) {
  const inserted: NewDocument[] = [];
  const discarded: string[] = [];
  const checks: BatchCheck[] = [];
  const costs: TableCost[] = [];
  const memories: string[] = [];
  let notified = 0;
  const documents = {
    insert: async (document: NewDocument) => {
      inserted.push(document);
      return { ...document, status: 'PENDING' } as DocumentEntity;
    },
  } as unknown as DocumentRepository;
  const files = {
    resolve: async () => upload,
    discard: async (path: string) => void discarded.push(path),
  } as unknown as FilesService;
  const worker = { notifyQueued: () => notified++ } as unknown as DocumentWorker;
  const batches = { check: async (call: BatchCheck) => void checks.push(call) } as unknown as TranslateBatchClient;
  const quota = {
    assertCovers: async (_: unknown, cost: TableCost) => void costs.push(cost),
  } as unknown as QuotaClient;
  const memory = { assertExists: async (_: unknown, id: string) => void memories.push(id) } as unknown as MemoryClient;
  const config = { allowPrivateSources: false } as LocalizationConfig;
  const service = new DocumentsService(documents, files, worker, batches, quota, memory, config);
  return { service, inserted, discarded, checks, costs, memories, notified: () => notified };
}

const request = (fields: Partial<StartDocumentRequest> = {}): StartDocumentRequest => ({
  caller,
  path: PATH,
  sourceLanguage: 'en',
  targetLanguage: 'es',
  ...fields,
});

const text = (content: string, filename = 'notes.txt'): UploadedSource => ({
  bytes: Buffer.from(content),
  filename,
  contentType: 'text/plain',
});

async function codeOf(promise: Promise<unknown>): Promise<ErrorCode> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainException);
  return (error as DomainException).code;
}

describe('DocumentsService.start', () => {
  it('reads the file, has the request checked, covers its words, queues it and drops the upload', async () => {
    const s = setUp(text('The house is red. The garden is green.\n'));
    const answer = await s.service.start(
      request({ glossaryId: 'g-1', memoryId: 'm-1', memoryThreshold: 90, webhookUrl: 'https://h.example/x' }),
    );
    expect(answer).toEqual({ id: s.inserted[0].id, status: 'PENDING' });
    expect(s.inserted[0]).toMatchObject({
      format: 'txt',
      filename: 'notes.txt',
      glossaryId: 'g-1',
      memoryId: 'm-1',
      memoryThreshold: 90,
    });
    expect(s.checks[0]).toMatchObject({ sourceLanguage: 'en', targetLanguage: 'es', glossaryId: 'g-1' });
    expect(s.checks[0].texts).toHaveLength(1);
    expect(s.costs[0]).toEqual({
      texts: ['The house is red.', 'The garden is green.'],
      sourceLanguage: 'en',
      targetLanguages: ['es'],
    });
    expect(s.memories).toEqual(['m-1']);
    expect(s.discarded).toEqual([PATH]);
    expect(s.notified()).toBe(1);
  });

  it.each<[string, UploadedSource | null, Partial<StartDocumentRequest>, ErrorCode]>([
    ['an unknown upload', null, {}, ErrorCode.NOT_FOUND],
    ['a type no filter reads', text('MZ', 'tool.exe'), {}, ErrorCode.BAD_REQUEST],
    ['an empty file', text(''), {}, ErrorCode.UNPROCESSABLE],
    ['a file without a sentence', text('12 345\n'), {}, ErrorCode.UNPROCESSABLE],
    ['a file that claims to be DOCX', text('plain words', 'a.docx'), {}, ErrorCode.UNPROCESSABLE],
    [
      'a webhook URL that is not http(s)',
      text('Hello there.'),
      { webhookUrl: 'ftp://x.example/' },
      ErrorCode.BAD_REQUEST,
    ],
  ])('refuses %s before queueing anything', async (_, upload, fields, code) => {
    const s = setUp(upload);
    expect(await codeOf(s.service.start(request(fields)))).toBe(code);
    expect(s.inserted).toEqual([]);
    expect(s.notified()).toBe(0);
  });
});
