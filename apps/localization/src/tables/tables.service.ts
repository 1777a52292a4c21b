import { Injectable, Logger } from '@nestjs/common';
import {
  GenerateTableRequest,
  GetTableRequest,
  ListTablesRequest,
  LocalizationLimits,
  SourceFormat,
  TableCreatedResponse,
  TableRecord,
  TableSummary,
  UPLOAD_PATH_PATTERN,
} from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { LocalizationConfig } from '../config/localization.config';
import { FilesService } from '../files/files.service';
import { detectSourceFormat } from '../formats/detect-format';
import { parseSource } from '../formats/parse-source';
import { SourceParseError } from '../formats/source-entry';
import { SOURCE_LIMIT_SETTINGS, SourceLimitError } from '../formats/source-limits';
import { defaultOutputFormat } from '../formats/table-writer';
import { LanguagePairsClient } from '../translation/language-pairs.client';
import { MemoryClient } from '../translation/memory.client';
import { QuotaClient } from '../translation/quota.client';
import { TableWorker } from '../worker/table-worker';
import { LocalizationTableEntity } from './localization-table.entity';
import { toRecord, toSummary } from './table-record';
import {
  bothSources,
  invalidSourceUrl,
  noSource,
  sourceOverLimit,
  sourceUnparseable,
  tableNotFound,
  unknownSourceFileKind,
  unsupportedPairs,
  uploadedFileNotFound,
} from './tables.errors';
import { NewTable, LocalizationTableRepository } from './localization-table.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Source = Pick<NewTable, 'sourceUrl' | 'sourceName' | 'sourceFormat' | 'sourceContent'>;

/** A source as accepted, with its texts when they were read now (null for a URL, read by the worker). */
interface Resolved {
  source: Source;
  texts: string[] | null;
}

@Injectable()
export class TablesService {
  private readonly logger = new Logger(TablesService.name);

  constructor(
    private readonly tables: LocalizationTableRepository,
    private readonly files: FilesService,
    private readonly worker: TableWorker,
    private readonly pairs: LanguagePairsClient,
    private readonly quota: QuotaClient,
    private readonly memories: MemoryClient,
    private readonly config: LocalizationConfig,
  ) {}

  /**
   * Accepts a table and queues it. Inline and uploaded sources are parsed now, so a file that
   * does not parse is a 422 at once; a URL is fetched by the worker, so its failures show as
   * status `failed`. A table the month's credits would not cover is a 429 QUOTA_EXCEEDED at once.
   */
  async generate(request: GenerateTableRequest): Promise<TableCreatedResponse> {
    const unsupported = await this.pairs.unsupportedPairs(request.sourceLanguage, request.targetLanguages);
    if (unsupported.length > 0) throw unsupportedPairs(unsupported);
    const { source, texts } = await this.resolveSource(request);
    const { caller, sourceLanguage, targetLanguages } = request;
    // Unknown or another organization's memory: 404 now, not a failed table later.
    if (request.memoryId !== undefined) await this.memories.assertExists(caller, request.memoryId);
    await this.quota.assertCovers(caller, { texts, sourceLanguage, targetLanguages });
    const outputFormat = request.format ?? (source.sourceFormat ? defaultOutputFormat(source.sourceFormat) : null);
    const table = await this.tables.insert({
      id: randomUUID(),
      organizationId: request.caller.organizationId,
      keyId: request.caller.keyId,
      sourceLanguage: request.sourceLanguage,
      targetLanguages: request.targetLanguages,
      outputFormat,
      csvFormulaEscaping: request.csvFormulaEscaping ?? true,
      memoryId: request.memoryId ?? null,
      memoryThreshold: request.memoryThreshold ?? null,
      ...source,
    });
    this.logger.log(
      { tableId: table.id, sourceFormat: source.sourceFormat, url: Boolean(source.sourceUrl) },
      'table queued',
    );
    this.worker.notifyQueued();
    return { id: table.id, status: table.status };
  }

  async list(request: ListTablesRequest): Promise<TableSummary[]> {
    const limit = request.limit ?? LocalizationLimits.historyDefaultLimit;
    const rows = await this.tables.listForOrganization(request.caller.organizationId, limit, request.offset ?? 0);
    return rows.map(toSummary);
  }

  async get(request: GetTableRequest): Promise<TableRecord> {
    return toRecord(await this.findOwned(request.id, request.caller.organizationId));
  }

  /** Unknown and other-organization ids read the same: not found. */
  async findOwned(id: string, organizationId: string): Promise<LocalizationTableEntity> {
    const table = UUID.test(id) ? await this.tables.findForOrganization(id.toLowerCase(), organizationId) : null;
    if (!table) throw tableNotFound(id);
    return table;
  }

  private async resolveSource(request: GenerateTableRequest): Promise<Resolved> {
    const { sourceFile, content } = request;
    if (sourceFile !== undefined && content !== undefined) throw bothSources();
    if (content !== undefined) return this.checkedSource(Buffer.from(content, 'utf8'), null, null, request);
    if (sourceFile === undefined) throw noSource();
    if (/^https?:\/\//i.test(sourceFile))
      return { source: this.urlSource(sourceFile, request.sourceFormat), texts: null };
    if (UPLOAD_PATH_PATTERN.test(sourceFile)) {
      const upload = await this.files.resolve(sourceFile, request.caller.organizationId);
      if (!upload) throw uploadedFileNotFound(sourceFile);
      return this.checkedSource(upload.bytes, upload.filename, upload.contentType, request);
    }
    throw unknownSourceFileKind();
  }

  private urlSource(sourceFile: string, sourceFormat?: SourceFormat): Source {
    let url: URL;
    try {
      url = new URL(sourceFile);
    } catch {
      throw invalidSourceUrl(sourceFile);
    }
    const name =
      decodeURIComponent(url.pathname.split('/').pop() ?? '').slice(0, LocalizationLimits.maxFilenameChars) || null;
    return { sourceUrl: url.toString(), sourceName: name, sourceFormat: sourceFormat ?? null, sourceContent: null };
  }

  private async checkedSource(
    bytes: Buffer,
    name: string | null,
    contentType: string | null,
    request: GenerateTableRequest,
  ): Promise<Resolved> {
    const format = request.sourceFormat ?? detectSourceFormat(bytes, { name, contentType });
    let texts: string[];
    try {
      texts = (await parseSource(bytes, format, request.sourceLanguage, this.config.sourceLimits)).map((e) => e.text);
    } catch (error) {
      if (error instanceof SourceLimitError)
        throw sourceOverLimit(error.message, format, SOURCE_LIMIT_SETTINGS[error.limit], error.max);
      if (error instanceof SourceParseError) throw sourceUnparseable(error.message, format);
      throw error;
    }
    return { source: { sourceUrl: null, sourceName: name, sourceFormat: format, sourceContent: bytes }, texts };
  }
}
