import { DEFAULT_SOURCE_LIMITS } from '../formats/source-limits';
import { DomainException } from '@app/common';
import { ErrorCode, GenerateTableRequest } from '@app/contracts';
import { LocalizationConfig } from '../config/localization.config';
import { FilesService } from '../files/files.service';
import { LanguagePairsClient } from '../translation/language-pairs.client';
import { MemoryClient } from '../translation/memory.client';
import { QuotaClient, TableCost } from '../translation/quota.client';
import { TableWorker } from '../worker/table-worker';
import { LocalizationTableEntity } from './localization-table.entity';
import { NewTable, LocalizationTableRepository } from './localization-table.repository';
import { TablesService } from './tables.service';

const caller = { organizationId: '11111111-1111-4111-8111-111111111111', keyId: 'key' };
const KNOWN_MEMORY = '55555555-5555-4555-8555-555555555555';

function setUp(uploads: Record<string, { bytes: Buffer; filename: string; contentType: string | null }> = {}) {
  const inserted: NewTable[] = [];
  const tables = {
    insert: async (table: NewTable) => {
      inserted.push(table);
      return { ...table, status: 'pending', createdAt: new Date() } as LocalizationTableEntity;
    },
    findForOrganization: async () => null,
  } as unknown as LocalizationTableRepository;
  const files = { resolve: async (path: string) => uploads[path] ?? null } as unknown as FilesService;
  let notified = 0;
  const worker = { notifyQueued: () => notified++ } as unknown as TableWorker;
  const pairs = {
    unsupportedPairs: async (_: string, targets: string[]) => targets.filter((t) => t === 'ja').map((t) => `en-${t}`),
  } as unknown as LanguagePairsClient;
  const costs: TableCost[] = [];
  let quotaError: DomainException | null = null;
  const quota = {
    assertCovers: async (_: unknown, cost: TableCost) => {
      costs.push(cost);
      if (quotaError) throw quotaError;
    },
  } as unknown as QuotaClient;
  const memories = {
    assertExists: async (_: unknown, memoryId: string) => {
      if (memoryId !== KNOWN_MEMORY) throw new DomainException('Memory not found', ErrorCode.NOT_FOUND);
    },
  } as unknown as MemoryClient;
  return {
    service: new TablesService(tables, files, worker, pairs, quota, memories, {
      sourceLimits: DEFAULT_SOURCE_LIMITS,
    } as LocalizationConfig),
    inserted,
    notified: () => notified,
    costs,
    refuseQuota: (error: DomainException) => (quotaError = error),
  };
}

const request = (fields: Partial<GenerateTableRequest>) => ({
  caller,
  sourceLanguage: 'en',
  targetLanguages: ['es'],
  ...fields,
});

async function codeOf(promise: Promise<unknown>): Promise<ErrorCode> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainException);
  return (error as DomainException).code;
}

describe('TablesService.generate', () => {
  it('queues inline content with its detected format and wakes the worker', async () => {
    const { service, inserted, notified } = setUp();
    const answer = await service.generate(request({ content: 'key,en\nhello,Hello\n' }));
    expect(answer).toEqual({ id: inserted[0].id, status: 'pending' });
    expect(inserted[0]).toMatchObject({
      sourceFormat: 'csv',
      outputFormat: 'csv',
      sourceUrl: null,
      organizationId: caller.organizationId,
      keyId: 'key',
    });
    expect(inserted[0].sourceContent?.toString()).toBe('key,en\nhello,Hello\n');
    expect(notified()).toBe(1);
  });

  it('leaves the format of a URL source to the worker unless told', async () => {
    const { service, inserted } = setUp();
    await service.generate(request({ sourceFile: 'https://example.com/i18n/en.json' }));
    await service.generate(request({ sourceFile: 'https://example.com/i18n/en.json', format: 'xlsx' }));
    expect(inserted[0]).toMatchObject({
      sourceUrl: 'https://example.com/i18n/en.json',
      sourceName: 'en.json',
      sourceFormat: null,
      outputFormat: null,
    });
    expect(inserted[1].outputFormat).toBe('xlsx');
  });

  it('reads an uploaded file by its path, defaulting non-table sources to JSON output', async () => {
    const path = 'uploads/22222222-2222-4222-8222-222222222222/strings.xml';
    const { service, inserted } = setUp({
      [path]: {
        bytes: Buffer.from('<resources><string name="a">A</string></resources>'),
        filename: 'strings.xml',
        contentType: null,
      },
    });
    await service.generate(request({ sourceFile: path }));
    expect(inserted[0]).toMatchObject({ sourceFormat: 'android', outputFormat: 'json', sourceName: 'strings.xml' });
  });

  it('checks the quota with the parsed texts, or none for a URL the worker reads later', async () => {
    const { service, costs } = setUp();
    await service.generate(
      request({ content: '{"a":"Hello world","b":"Good morning"}', targetLanguages: ['es', 'fr'] }),
    );
    await service.generate(request({ sourceFile: 'https://example.com/i18n/en.json' }));
    expect(costs).toEqual([
      { texts: ['Hello world', 'Good morning'], sourceLanguage: 'en', targetLanguages: ['es', 'fr'] },
      { texts: null, sourceLanguage: 'en', targetLanguages: ['es'] },
    ]);
  });

  it('queues nothing when the quota refuses the table', async () => {
    const { service, inserted, notified, refuseQuota } = setUp();
    refuseQuota(new DomainException('Monthly translation quota exceeded', ErrorCode.QUOTA_EXCEEDED));
    expect(await codeOf(service.generate(request({ content: '{"a":"Hello"}' })))).toBe(ErrorCode.QUOTA_EXCEEDED);
    expect(inserted).toEqual([]);
    expect(notified()).toBe(0);
  });

  it('keeps the memory and its threshold for the worker', async () => {
    const { service, inserted } = setUp();
    await service.generate(request({ content: '{"a":"Hello"}', memoryId: KNOWN_MEMORY, memoryThreshold: 90 }));
    expect(inserted[0]).toMatchObject({ memoryId: KNOWN_MEMORY, memoryThreshold: 90 });
  });

  it.each<[string, Partial<GenerateTableRequest>, ErrorCode]>([
    ['neither source', {}, ErrorCode.BAD_REQUEST],
    [
      'an unknown memory',
      { content: '{"a":"b"}', memoryId: '66666666-6666-4666-8666-666666666666' },
      ErrorCode.NOT_FOUND,
    ],
    ['a pair the engine lacks', { content: '{"a":"b"}', targetLanguages: ['es', 'ja'] }, ErrorCode.BAD_REQUEST],
    ['both sources', { content: '{"a":"b"}', sourceFile: 'https://example.com/a.json' }, ErrorCode.BAD_REQUEST],
    ['a sourceFile that is neither URL nor upload', { sourceFile: 'C:\\strings.json' }, ErrorCode.BAD_REQUEST],
    ['an unknown upload', { sourceFile: 'uploads/33333333-3333-4333-8333-333333333333/a.json' }, ErrorCode.NOT_FOUND],
    ['content that does not parse', { content: '{"a": ' }, ErrorCode.UNPROCESSABLE],
    ['content in a stated format it is not', { content: '{"a": "b"}', sourceFormat: 'po' }, ErrorCode.UNPROCESSABLE],
  ])('refuses %s', async (_, fields, code) => {
    const { service, inserted } = setUp();
    expect(await codeOf(service.generate(request(fields)))).toBe(code);
    expect(inserted).toEqual([]);
  });
});

describe('TablesService.get', () => {
  it.each(['not-a-uuid', '44444444-4444-4444-8444-444444444444'])('answers NOT_FOUND for %s', async (id) => {
    expect(await codeOf(setUp().service.get({ id, caller }))).toBe(ErrorCode.NOT_FOUND);
  });
});
