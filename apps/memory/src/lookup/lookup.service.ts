import { Injectable } from '@nestjs/common';
import {
  LOOKUP_LIMIT_DEFAULT,
  LOOKUP_THRESHOLD_DEFAULT,
  LookupMatch,
  LookupRequest,
  memoryLanguageOf,
} from '@app/contracts';
import { MemoryConfig } from '../config/memory.config';
import { UnitRepository } from '../units/unit.repository';
import { UnitsService } from '../units/units.service';
import { scoreMatch } from './fuzzy-score';
import { searchForm } from './normalize';

/**
 * Trigram similarity the index asks of a candidate for a lookup at `threshold`: far below the
 * word-level score it stands for (one word changed in ten keeps ~0.6 of the trigrams), never
 * under pg_trgm's default 0.3, so a low threshold does not pull half the memory in.
 */
export function trigramFloor(threshold: number): number {
  return Math.min(0.9, Math.max(0.3, threshold / 100 - 0.35));
}

@Injectable()
export class LookupService {
  constructor(
    private readonly units: UnitsService,
    private readonly unitRows: UnitRepository,
    private readonly config: MemoryConfig,
  ) {}

  async lookup(request: LookupRequest): Promise<LookupMatch[]> {
    const memory = await this.units.owned(request.memoryId, request.caller.organizationId);
    const threshold = request.threshold ?? LOOKUP_THRESHOLD_DEFAULT;
    const pair: [string, string] = [memoryLanguageOf(request.sourceLanguage), memoryLanguageOf(request.targetLanguage)];
    const form = searchForm(request.text);
    const candidates = await this.unitRows.candidates(
      memory.id,
      pair,
      form,
      trigramFloor(threshold),
      this.config.MEMORY_LOOKUP_CANDIDATES,
    );
    return candidates
      .map((unit) => ({ unit, ...scoreMatch(request.text, unit.source, unit.target) }))
      .filter((m) => m.score >= threshold)
      .sort((a, b) => b.score - a.score)
      .slice(0, request.limit ?? LOOKUP_LIMIT_DEFAULT)
      .map((m) => ({
        unitId: m.unit.id,
        source: m.unit.source,
        target: m.target,
        score: m.score,
        adjusted: m.adjusted,
      }));
  }
}
