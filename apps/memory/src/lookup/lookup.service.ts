import { Injectable } from '@nestjs/common';
import {
  LOOKUP_LIMIT_DEFAULT,
  LOOKUP_THRESHOLD_DEFAULT,
  LookupMatch,
  LookupRequest,
  MatchTextsRequest,
  MatchTextsResponse,
  memoryLanguageOf,
} from '@app/contracts';
import { MemoryConfig } from '../config/memory.config';
import { SearchKeyStatistics } from '../units/search-key-statistics';
import { UnitRepository } from '../units/unit.repository';
import { UnitsService } from '../units/units.service';
import { scoreMatch } from './fuzzy-score';
import { searchForm } from './normalize';
import { candidateKeys, searchScope } from './search-keys';

@Injectable()
export class LookupService {
  constructor(
    private readonly units: UnitsService,
    private readonly unitRows: UnitRepository,
    private readonly config: MemoryConfig,
    private readonly statistics: SearchKeyStatistics,
  ) {}

  async lookup(request: LookupRequest): Promise<LookupMatch[]> {
    const memory = await this.units.owned(request.memoryId, request.caller.organizationId);
    const pair = pairOf(request);
    return this.matches(
      memory.id,
      pair,
      request.text,
      request.threshold ?? LOOKUP_THRESHOLD_DEFAULT,
      request.limit ?? LOOKUP_LIMIT_DEFAULT,
    );
  }

  /** Translation's question: the best match of each text, a few texts at a time. */
  async matchTexts(request: MatchTextsRequest): Promise<MatchTextsResponse> {
    const memory = await this.units.owned(request.memoryId, request.caller.organizationId);
    const pair = pairOf(request);
    const matches = new Array<LookupMatch | null>(request.texts.length).fill(null);
    let next = 0;
    const worker = async () => {
      while (next < request.texts.length) {
        const index = next++;
        [matches[index] = null] = await this.matches(memory.id, pair, request.texts[index], request.threshold, 1);
      }
    };
    await Promise.all(Array.from({ length: MATCH_CONCURRENCY }, worker));
    return { revision: memory.revision, matches };
  }

  private async matches(
    memoryId: string,
    pair: [string, string],
    text: string,
    threshold: number,
    limit: number,
  ): Promise<LookupMatch[]> {
    const keys = candidateKeys(searchScope(memoryId, ...pair), text, threshold, await this.statistics.current());
    if (!keys) return [];
    const candidates = await this.unitRows.candidates(
      memoryId,
      pair,
      searchForm(text),
      keys,
      this.config.MEMORY_LOOKUP_CANDIDATES,
    );
    return candidates
      .map((unit) => ({ unit, ...scoreMatch(text, unit.source, unit.target) }))
      .filter((m) => m.score >= threshold)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map((m) => ({
        unitId: m.unit.id,
        source: m.unit.source,
        target: m.target,
        score: m.score,
        adjusted: m.adjusted,
      }));
  }
}

/** Lookups at once for one batch: the pool has 10 connections, other requests keep the rest. */
const MATCH_CONCURRENCY = 4;

function pairOf(request: { sourceLanguage: string; targetLanguage: string }): [string, string] {
  return [memoryLanguageOf(request.sourceLanguage), memoryLanguageOf(request.targetLanguage)];
}
