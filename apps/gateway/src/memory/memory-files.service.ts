import { Injectable, Logger } from '@nestjs/common';
import { RpcClient } from '@app/common';
import {
  CallerContext,
  ExportMemoryQuery,
  ExportUnitsPage,
  ExportUnitsPageRequest,
  ImportUnitsResponse,
  MEMORY_FILE_FORMATS,
  MemoryFileFormat,
  MemoryImportResponse,
  MemoryResponse,
  Subjects,
  UnitResponse,
} from '@app/contracts';
import { isTmxProblem, readMemoryFile, TermFileParseError, TmxItem, TmxUnit } from '@app/term-files';
import type { FastifyRequest } from 'fastify';
import { GatewayConfig } from '../config/gateway.config';
import { batchesOf } from '../glossary/bulk-terms.forwarder';
import { inRequestContext } from '../http/in-request-context';
import {
  memoryFileFormatUnknown,
  memoryFileMissing,
  memoryFileTooLarge,
  memoryFileUnreadable,
  memoryFileWithoutUnits,
  tablePairNeeded,
} from './memory.errors';

const BATCH_TIMEOUT_MS = 60_000;
const EXPORT_PAGE_UNITS = 1_000;
/** Multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface MemoryExport {
  memory: MemoryResponse;
  pair?: [string, string];
  pages: AsyncIterable<UnitResponse[]>;
}

/**
 * CONTRACT "Translation memories" files. Import reads the upload as it arrives (TMX through a
 * streaming parser) and hands the units to the memory service in batches of up to 1,000, each
 * written set-based in one transaction. Export reads the memory page by page while the file is
 * written, so memory holds one page whatever the memory's size.
 */
@Injectable()
export class MemoryFilesService {
  private readonly logger = new Logger(MemoryFilesService.name);

  constructor(
    private readonly rpc: RpcClient,
    private readonly config: GatewayConfig,
  ) {}

  async import(memoryId: string, request: FastifyRequest, caller: CallerContext): Promise<MemoryImportResponse> {
    // The memory first: another organization's memory is a 404 whatever the file holds.
    await this.rpc.send<MemoryResponse>(Subjects.memory.getMemory, { memoryId, caller });
    const max = this.config.MEMORY_IMPORT_MAX_BYTES;
    if (Number(request.headers['content-length']) > max + MULTIPART_OVERHEAD_BYTES) throw memoryFileTooLarge(max);
    if (!request.isMultipart()) throw memoryFileMissing();
    const part = await request.file({ limits: { fileSize: max, files: 1 } });
    if (part?.fieldname !== 'file') throw memoryFileMissing();
    const formatField = (part.fields.format as { value?: unknown } | undefined)?.value;
    const format = formatOf(part.filename, formatField);
    const items = await this.read(part.file, format, max);
    if (items.length === 0) throw memoryFileWithoutUnits(format);
    return this.write(memoryId, items, caller);
  }

  private async read(file: AsyncIterable<Buffer> & { truncated?: boolean }, format: MemoryFileFormat, max: number) {
    try {
      const items = await readMemoryFile(file, format);
      if (file.truncated) throw memoryFileTooLarge(max);
      return items;
    } catch (error) {
      if (error instanceof TermFileParseError) throw memoryFileUnreadable(format, error.message, error.line);
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw memoryFileTooLarge(max);
      throw error;
    }
  }

  private async write(memoryId: string, items: TmxItem[], caller: CallerContext): Promise<MemoryImportResponse> {
    const answer: MemoryImportResponse = { imported: 0, updated: 0, skipped: 0, failed: [] };
    const units: TmxUnit[] = [];
    for (const item of items) {
      if (isTmxProblem(item)) answer.failed.push(item);
      else units.push(item);
    }
    const payload = units.map(({ sourceLanguage, targetLanguage, source, target }) => ({
      sourceLanguage,
      targetLanguage,
      source,
      target,
    }));
    for (const batch of batchesOf(payload)) {
      const result = await this.rpc.send<ImportUnitsResponse>(
        Subjects.memory.importUnits,
        { memoryId, units: batch.terms, offset: batch.offset, caller },
        { timeoutMs: BATCH_TIMEOUT_MS },
      );
      answer.imported += result.imported;
      answer.updated += result.updated;
      answer.skipped += result.skipped;
      for (const failure of result.failed) {
        const { unit, line } = units[failure.index];
        answer.failed.push({ unit, line, message: failure.error });
      }
    }
    answer.failed.sort((a, b) => a.unit - b.unit);
    return answer;
  }

  async export(memoryId: string, query: ExportMemoryQuery, caller: CallerContext): Promise<MemoryExport> {
    const memory = await this.rpc.send<MemoryResponse>(Subjects.memory.getMemory, { memoryId, caller });
    const pair = query.format === 'tmx' ? undefined : tablePair(memory, query);
    const page = (afterSeq?: string) => {
      const request: Omit<ExportUnitsPageRequest, 'caller'> = { memoryId, afterSeq, limit: EXPORT_PAGE_UNITS, pair };
      return this.rpc.send<ExportUnitsPage>(Subjects.memory.exportUnitsPage, { ...request, caller });
    };
    const first = await page();
    const logger = this.logger;
    // After the headers, a failure can only cut the file short: it is logged with the request id.
    async function* pages() {
      let current = first;
      yield current.units;
      try {
        while (current.next !== null) {
          current = await page(current.next);
          yield current.units;
        }
      } catch (error) {
        logger.error({ memoryId, err: String(error) }, 'memory export interrupted');
        throw error;
      }
    }
    return { memory, pair, pages: inRequestContext(pages()) };
  }
}

function formatOf(filename: string, field: unknown): MemoryFileFormat {
  const named = typeof field === 'string' && field ? field : filename.split('.').pop()?.toLowerCase();
  const format = MEMORY_FILE_FORMATS.find((f) => f === named);
  if (!format) throw memoryFileFormatUnknown(filename);
  return format;
}

/** The one pair a table holds: the query's, else the memory's only one. */
function tablePair(memory: MemoryResponse, query: ExportMemoryQuery): [string, string] {
  if (query.sourceLanguage && query.targetLanguage) return [query.sourceLanguage, query.targetLanguage];
  if (memory.languagePairs.length === 1) {
    const [only] = memory.languagePairs;
    return [only.sourceLanguage, only.targetLanguage];
  }
  throw tablePairNeeded(memory.languagePairs.map((p) => `${p.sourceLanguage}->${p.targetLanguage}`));
}
