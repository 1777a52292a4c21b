import { Injectable, Logger } from '@nestjs/common';
import {
  AddUnitsRequest,
  AddUnitsResponse,
  DeletedResponse,
  ExportUnitsPage,
  ExportUnitsPageRequest,
  ImportUnitsResponse,
  ListUnitsRequest,
  memoryLanguageOf,
  PAGE_LIMIT_DEFAULT,
  Paginated,
  UnitFailure,
  UnitRefRequest,
  UnitResponse,
} from '@app/contracts';
import { isUUID } from 'class-validator';
import { memoryNotFound } from '../memories/memories.errors';
import { MemoryEntity } from '../memories/memory.entity';
import { MemoryRepository } from '../memories/memory.repository';
import { paginationOf } from '../pagination';
import { checkUnit, isUnitFailure, lastOfEachSource, unitKey } from './unit-input';
import { SearchKeyStatistics } from './search-key-statistics';
import { NewUnit, StoredUnit, UnitRepository } from './unit.repository';
import { unitNotFound } from './units.errors';

export function toUnitResponse(unit: StoredUnit): UnitResponse {
  return {
    id: unit.id,
    sourceLanguage: unit.sourceLanguage,
    targetLanguage: unit.targetLanguage,
    source: unit.source,
    target: unit.target,
    createdAt: unit.createdAt.toISOString(),
    updatedAt: unit.updatedAt.toISOString(),
  };
}

/** What one write did: imports report inserted, replaced and unchanged units. */
export interface WriteOutcome {
  stored: StoredUnit[];
  inserted: number;
  updated: number;
  unchanged: number;
}

/** Under NATS's 1 MiB max_payload with room for the envelope. */
const EXPORT_PAGE_BYTES = 768 * 1024;

async function checkAll(request: AddUnitsRequest): Promise<{ valid: NewUnit[]; failed: UnitFailure[] }> {
  const offset = request.offset ?? 0;
  const checked = await Promise.all(request.units.map((item, i) => checkUnit(item, offset + i)));
  return { valid: checked.filter((c): c is NewUnit => !isUnitFailure(c)), failed: checked.filter(isUnitFailure) };
}

@Injectable()
export class UnitsService {
  private readonly logger = new Logger(UnitsService.name);

  constructor(
    private readonly memories: MemoryRepository,
    private readonly units: UnitRepository,
    private readonly statistics: SearchKeyStatistics,
  ) {}

  async add(request: AddUnitsRequest): Promise<AddUnitsResponse> {
    const { valid, failed } = await checkAll(request);
    const { stored } = await this.write(request.memoryId, request.caller.organizationId, valid, false);
    const byKey = new Map(stored.map((u) => [unitKey(u), u]));
    // Every valid item answers with the unit that now holds its source (the last one given wins).
    const successful = valid
      .map((u) => byKey.get(unitKey(u)))
      .filter((u) => u !== undefined)
      .map(toUnitResponse);
    return { successful, failed, successCount: successful.length, failedCount: failed.length };
  }

  /** One batch of a file import: units whose target is already stored are skipped, not rewritten. */
  async import(request: AddUnitsRequest): Promise<ImportUnitsResponse> {
    const { valid, failed } = await checkAll(request);
    const outcome = await this.write(request.memoryId, request.caller.organizationId, valid, true);
    const skipped = valid.length - outcome.inserted - outcome.updated;
    return { imported: outcome.inserted, updated: outcome.updated, skipped, failed };
  }

  /** A page of units whose answer fits one NATS message (units hold up to 10,000 characters a side). */
  async exportPage(request: ExportUnitsPageRequest): Promise<ExportUnitsPage> {
    const memory = await this.owned(request.memoryId, request.caller.organizationId);
    const pair =
      request.pair && ([memoryLanguageOf(request.pair[0]), memoryLanguageOf(request.pair[1])] as [string, string]);
    const rows = await this.units.after(memory.id, request.afterSeq ?? '0', request.limit, pair);
    const units: UnitResponse[] = [];
    let bytes = 0;
    let next: string | null = null;
    for (const { unit, seq } of rows) {
      const response = toUnitResponse(unit);
      bytes += Buffer.byteLength(JSON.stringify(response));
      if (units.length > 0 && bytes > EXPORT_PAGE_BYTES) break;
      units.push(response);
      next = seq;
    }
    return { units, next: units.length === rows.length && rows.length < request.limit ? null : next };
  }

  /** Writes units into an owned memory in one transaction; the memory's revision grows when anything changed. */
  async write(memoryId: string, organizationId: string, units: NewUnit[], changedOnly: boolean): Promise<WriteOutcome> {
    const outcome = await this.memories.transaction(async (tx) => {
      const memories = this.memories.in(tx);
      const memory = await memories.findOwned(memoryId, organizationId, true);
      if (!memory) throw memoryNotFound(memoryId);
      const unique = lastOfEachSource(units);
      const now = new Date();
      const stored = await this.units.in(tx).upsert(memory.id, unique, now, changedOnly);
      if (stored.length > 0) await memories.recordChange(memory.id, now);
      const inserted = stored.filter((u) => u.inserted).length;
      return { stored, inserted, updated: stored.length - inserted, unchanged: unique.length - stored.length };
    });
    if (outcome.stored.length > 0) {
      await this.flushSearchIndex();
      this.statistics.written(outcome.inserted);
    }
    return outcome;
  }

  /** A failure here leaves the units in GIN's pending list, still found: lookups are only slower. */
  private async flushSearchIndex(): Promise<void> {
    try {
      await this.units.flushSearchIndex();
    } catch (error) {
      this.logger.warn({ err: String(error) }, 'search index pending list not merged');
    }
  }

  async list(request: ListUnitsRequest): Promise<Paginated<UnitResponse>> {
    const memory = await this.owned(request.memoryId, request.caller.organizationId);
    const page = request.page ?? 1;
    const limit = request.limit ?? PAGE_LIMIT_DEFAULT;
    const filter = {
      sourceLanguage: request.sourceLanguage && memoryLanguageOf(request.sourceLanguage),
      targetLanguage: request.targetLanguage && memoryLanguageOf(request.targetLanguage),
      q: request.q,
    };
    const found = await this.units.page(memory.id, filter, (page - 1) * limit, limit);
    return { items: found.units.map(toUnitResponse), pagination: paginationOf(page, limit, found.total) };
  }

  async delete(request: UnitRefRequest): Promise<DeletedResponse> {
    await this.memories.transaction(async (tx) => {
      const memories = this.memories.in(tx);
      const memory = await memories.findOwned(request.memoryId, request.caller.organizationId, true);
      if (!memory) throw memoryNotFound(request.memoryId);
      const deleted = isUUID(request.unitId) && (await this.units.in(tx).delete(memory.id, request.unitId));
      if (!deleted) throw unitNotFound(request.memoryId, request.unitId);
      await memories.recordChange(memory.id, new Date());
    });
    return { id: request.unitId };
  }

  async owned(memoryId: string, organizationId: string): Promise<MemoryEntity> {
    const memory = await this.memories.findOwned(memoryId, organizationId);
    if (!memory) throw memoryNotFound(memoryId);
    return memory;
  }
}
