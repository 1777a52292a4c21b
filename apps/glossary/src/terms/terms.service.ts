import { Injectable } from '@nestjs/common';
import {
  ADDED_TERMS_MAX_CHARS,
  ADDED_TERMS_MIN,
  BulkCreateTermsRequest,
  BulkCreateTermsResponse,
  BulkTermFailure,
  CreateTermRequest,
  DeletedResponse,
  GlossaryChangedEvent,
  ListTermsRequest,
  PAGE_LIMIT_DEFAULT,
  Paginated,
  TermRefRequest,
  TermResponse,
  UpdateTermRequest,
} from '@app/contracts';
import { GlossaryEvents } from '../changes/glossary-events';
import { GlossaryConfig } from '../config/glossary.config';
import { GlossaryEntity } from '../glossaries/glossary.entity';
import { assertGlossaryId, glossaryNotFound } from '../glossaries/glossaries.errors';
import { GlossaryDatabase, GlossaryRepositories } from '../database/glossary-database';
import { paginationOf } from '../pagination';
import { checkBulkItem, isFailure, newTerm } from './term-input';
import { planTermUpdate } from './term-update';
import { TermStatistics } from './term-statistics';
import { isoTimestamps } from './iso-timestamps';
import { TermRecord } from './term.records';
import { assertTermId, termNotFound, tooManyTerms } from './terms.errors';

type Change = Omit<GlossaryChangedEvent, 'kind'> | null;

@Injectable()
export class TermsService {
  constructor(
    private readonly database: GlossaryDatabase,
    private readonly events: GlossaryEvents,
    private readonly config: GlossaryConfig,
    private readonly statistics: TermStatistics,
  ) {}

  async create(request: CreateTermRequest): Promise<TermResponse> {
    const { result, change } = await this.changeGlossary(request, async (glossary, repositories) => {
      const created = newTerm(request, glossary.id, glossary.languages, new Date());
      this.assertRoom(glossary, 1);
      await repositories.terms.insertMany([created]);
      return { result: created, changed: true, termDelta: 1 };
    });
    await this.announce(change, 'term.created');
    return toTermResponse(result);
  }

  /**
   * One batch, one transaction: bad items are reported in `failed` with their position in the
   * client's list, good ones go in with two INSERT statements. Whether that is a 200, a 207 or
   * (nothing created) a 400 is the gateway's call, as it may have split the request in batches.
   */
  async bulkCreate(request: BulkCreateTermsRequest): Promise<BulkCreateTermsResponse> {
    const offset = request.offset ?? 0;
    const { result, change } = await this.changeGlossary(request, async (glossary, repositories) => {
      const now = new Date();
      const checked = await Promise.all(
        request.terms.map((item, i) => checkBulkItem(item, offset + i, glossary.id, glossary.languages, now)),
      );
      const failed = checked.filter(isFailure);
      const successful = checked.filter((c): c is TermRecord => !isFailure(c));
      this.assertRoom(
        glossary,
        offset === 0 ? Math.max(successful.length, request.totalTerms ?? 0) : successful.length,
      );
      await repositories.terms.insertMany(successful);
      return { result: { successful, failed }, changed: successful.length > 0, termDelta: successful.length };
    });
    this.statistics.added(result.successful.length);
    await this.announce(change, 'term.created', addedTermsOf(result.successful));
    return bulkResponse(result.successful, result.failed);
  }

  async list(request: ListTermsRequest): Promise<Paginated<TermResponse>> {
    assertGlossaryId(request.glossaryId);
    const page = request.page ?? 1;
    const limit = request.limit ?? PAGE_LIMIT_DEFAULT;
    const found = await this.database.pool.terms.pageOwned(request.glossaryId, request.caller.organizationId, {
      offset: (page - 1) * limit,
      limit,
      search: request.search,
    });
    if (!found) throw glossaryNotFound(request.glossaryId);
    return {
      items: found.terms.map((term) => toTermResponse(term)),
      pagination: paginationOf(page, limit, found.total),
    };
  }

  async get(request: TermRefRequest): Promise<TermResponse> {
    assertGlossaryId(request.glossaryId);
    assertTermId(request.glossaryId, request.termId);
    const glossary = await this.database.pool.glossaries.findOwned(request.glossaryId, request.caller.organizationId);
    if (!glossary) throw glossaryNotFound(request.glossaryId);
    const term = await this.database.pool.terms.findOne(glossary.id, request.termId);
    if (!term) throw termNotFound(request.glossaryId, request.termId);
    return toTermResponse(term);
  }

  /** An update that changes nothing writes nothing, keeps every timestamp and the version. */
  async update(request: UpdateTermRequest): Promise<TermResponse> {
    assertTermId(request.glossaryId, request.termId);
    const { result, change } = await this.changeGlossary(request, async (glossary, repositories) => {
      const current = await repositories.terms.findOne(glossary.id, request.termId);
      if (!current) throw termNotFound(request.glossaryId, request.termId);
      const plan = planTermUpdate(current, request, glossary.languages, new Date());
      if (plan.term === current) return { result: current, changed: false, termDelta: 0 };
      await repositories.terms.updateTerm(current.id, {
        translationFlag: plan.term.translationFlag,
        updatedAt: plan.term.updatedAt,
      });
      await repositories.terms.upsertDefinitions(
        plan.upserts.map((d) => ({ ...d, termId: current.id, glossaryId: glossary.id })),
      );
      return { result: plan.term, changed: true, termDelta: 0 };
    });
    await this.announce(change, 'term.updated');
    return toTermResponse(result);
  }

  /** Removes the term and all its definitions (SPEC rule 4). */
  async delete(request: TermRefRequest): Promise<DeletedResponse> {
    assertTermId(request.glossaryId, request.termId);
    const { change } = await this.changeGlossary(request, async (glossary, repositories) => {
      if (!(await repositories.terms.delete(glossary.id, request.termId)))
        throw termNotFound(request.glossaryId, request.termId);
      return { result: null, changed: true, termDelta: -1 };
    });
    await this.announce(change, 'term.deleted');
    return { id: request.termId };
  }

  /**
   * Runs `work` in one transaction holding the glossary's row lock (so a language cannot be
   * removed while a term is being written in it), then records the change: version + 1 and the
   * term count, unless `work` reports that nothing changed.
   */
  private async changeGlossary<T>(
    request: { glossaryId: string; caller: { organizationId: string } },
    work: (
      glossary: GlossaryEntity,
      repositories: GlossaryRepositories,
    ) => Promise<{ result: T; changed: boolean; termDelta: number }>,
  ): Promise<{ result: T; change: Change }> {
    assertGlossaryId(request.glossaryId);
    return this.database.transaction(async (repositories) => {
      const glossary = await repositories.glossaries.findOwned(request.glossaryId, request.caller.organizationId, true);
      if (!glossary) throw glossaryNotFound(request.glossaryId);
      const { result, changed, termDelta } = await work(glossary, repositories);
      if (!changed) return { result, change: null };
      const version = await repositories.glossaries.recordChange(glossary.id, termDelta);
      return { result, change: { glossaryId: glossary.id, organizationId: glossary.organizationId, version } };
    });
  }

  /** Refused whole, before any write: a glossary past the maximum could not be used by translation. */
  private assertRoom(glossary: GlossaryEntity, adding: number): void {
    const max = this.config.GLOSSARY_MAX_TERMS;
    if (glossary.termCount + adding <= max) return;
    throw tooManyTerms(glossary.id, glossary.termCount, adding, max);
  }

  private async announce(
    change: Change,
    kind: GlossaryChangedEvent['kind'],
    addedTerms?: GlossaryChangedEvent['addedTerms'],
  ): Promise<void> {
    if (change) await this.events.changed({ ...change, kind, ...(addedTerms ? { addedTerms } : {}) });
  }
}

/** A large import's terms by language, for the services to analyse ahead (as many as the event carries). */
function addedTermsOf(terms: TermRecord[]): GlossaryChangedEvent['addedTerms'] {
  if (terms.length < ADDED_TERMS_MIN) return undefined;
  const byLanguage: Record<string, string[]> = {};
  let chars = 0;
  for (const { definitions } of terms)
    for (const { language, term } of definitions) {
      chars += term.length;
      if (chars > ADDED_TERMS_MAX_CHARS) return byLanguage;
      (byLanguage[language] ??= []).push(term);
    }
  return byLanguage;
}

function bulkResponse(successful: TermRecord[], failed: BulkTermFailure[]): BulkCreateTermsResponse {
  const iso = isoTimestamps();
  return {
    successful: successful.map((term) => toTermResponse(term, iso)),
    failed,
    successCount: successful.length,
    failedCount: failed.length,
  };
}

export function toTermResponse(term: TermRecord, iso = (date: Date) => date.toISOString()): TermResponse {
  return {
    id: term.id,
    glossaryId: term.glossaryId,
    translationFlag: term.translationFlag,
    createdAt: iso(term.createdAt),
    updatedAt: iso(term.updatedAt),
    definitions: term.definitions.map((d) => ({
      language: d.language,
      term: d.term,
      definition: d.definition,
      caseSensitivity: d.caseSensitivity,
      createdAt: iso(d.createdAt),
      updatedAt: iso(d.updatedAt),
    })),
  };
}
