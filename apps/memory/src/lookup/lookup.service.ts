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
import { StoredUnit, UnitRepository } from '../units/unit.repository';
import { UnitsService } from '../units/units.service';
import { matchScorer } from './fuzzy-score';
import { CandidateKeys, candidateKeys, searchScope } from './search-keys';

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
    const [matches] = await this.matches(
      memory.id,
      pairOf(request),
      [request.text],
      request.threshold ?? LOOKUP_THRESHOLD_DEFAULT,
      request.limit ?? LOOKUP_LIMIT_DEFAULT,
    );
    return matches;
  }

  /** Translation's question: the best match of each text of a batch, in one query. */
  async matchTexts(request: MatchTextsRequest): Promise<MatchTextsResponse> {
    const memory = await this.units.owned(request.memoryId, request.caller.organizationId);
    const found = await this.matches(memory.id, pairOf(request), request.texts, request.threshold, 1);
    return { revision: memory.revision, matches: found.map((matches) => matches.at(0) ?? null) };
  }

  /** The best `limit` matches at or above `threshold` of each text. */
  private async matches(
    memoryId: string,
    pair: [string, string],
    texts: string[],
    threshold: number,
    limit: number,
  ): Promise<LookupMatch[][]> {
    const scope = searchScope(memoryId, ...pair);
    const frequency = await this.statistics.current();
    // A text without any token (only punctuation) has no candidate and is not asked about.
    const keys = texts.map((text) => candidateKeys(scope, text, threshold, frequency));
    const searched = keys.filter((k): k is CandidateKeys => k !== null);
    const candidates = await this.unitRows.candidates(memoryId, pair, searched, this.config.MEMORY_LOOKUP_CANDIDATES);
    let next = 0;
    const units = keys.map((k): StoredUnit[] => (k ? candidates[next++] : []));
    return texts.map((text, i) => best(text, units[i], threshold, limit));
  }
}

/** The units scored exactly against the text, the best `limit` at or above `threshold`. */
function best(text: string, units: StoredUnit[], threshold: number, limit: number): LookupMatch[] {
  const score = matchScorer(text);
  return units
    .map((unit) => ({ unit, ...score(unit.source, unit.target) }))
    .filter((m) => m.score >= threshold)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((m) => ({ unitId: m.unit.id, source: m.unit.source, target: m.target, score: m.score, adjusted: m.adjusted }));
}

function pairOf(request: { sourceLanguage: string; targetLanguage: string }): [string, string] {
  return [memoryLanguageOf(request.sourceLanguage), memoryLanguageOf(request.targetLanguage)];
}
