import { Injectable } from '@nestjs/common';
import {
  CreateGlossaryRequest,
  DeletedResponse,
  GlossaryRefRequest,
  GlossaryResponse,
  ListGlossariesRequest,
  PAGE_LIMIT_DEFAULT,
  Paginated,
  UpdateGlossaryRequest,
} from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { GlossaryEvents } from '../changes/glossary-events';
import { GlossaryDatabase } from '../database/glossary-database';
import { paginationOf } from '../pagination';
import { normalizeGlossaryLanguages, sameList } from './glossary-languages';
import { GlossaryEntity } from './glossary.entity';
import { assertGlossaryId, glossaryNotFound, languagesStillUsed } from './glossaries.errors';

@Injectable()
export class GlossariesService {
  constructor(
    private readonly database: GlossaryDatabase,
    private readonly events: GlossaryEvents,
  ) {}

  async create(request: CreateGlossaryRequest): Promise<GlossaryResponse> {
    const now = new Date();
    const glossary: GlossaryEntity = {
      id: randomUUID(),
      organizationId: request.caller.organizationId,
      name: request.name,
      description: request.description ?? null,
      languages: normalizeGlossaryLanguages(request.languages),
      termCount: 0,
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    await this.database.pool.glossaries.insert(glossary);
    await this.events.changed({
      glossaryId: glossary.id,
      organizationId: glossary.organizationId,
      version: 1,
      kind: 'glossary.created',
    });
    return toGlossaryResponse(glossary);
  }

  async list(request: ListGlossariesRequest): Promise<Paginated<GlossaryResponse>> {
    const page = request.page ?? 1;
    const limit = request.limit ?? PAGE_LIMIT_DEFAULT;
    const { rows, total } = await this.database.pool.glossaries.page(
      request.caller.organizationId,
      (page - 1) * limit,
      limit,
    );
    return { items: rows.map(toGlossaryResponse), pagination: paginationOf(page, limit, total) };
  }

  async get(request: GlossaryRefRequest): Promise<GlossaryResponse> {
    assertGlossaryId(request.glossaryId);
    const glossary = await this.database.pool.glossaries.findOwned(request.glossaryId, request.caller.organizationId);
    if (!glossary) throw glossaryNotFound(request.glossaryId);
    return toGlossaryResponse(glossary);
  }

  /** Omitted fields stay; nothing changes (not even `updatedAt`) when every sent value is the current one. */
  async update(request: UpdateGlossaryRequest): Promise<GlossaryResponse> {
    assertGlossaryId(request.glossaryId);
    const outcome = await this.database.transaction(async ({ glossaries }) => {
      const glossary = await glossaries.findOwned(request.glossaryId, request.caller.organizationId, true);
      if (!glossary) throw glossaryNotFound(request.glossaryId);
      const changes = plannedChanges(glossary, request);
      if (Object.keys(changes).length === 0) return { glossary, version: null };
      const { languages } = changes;
      if (languages) {
        const removed = glossary.languages.filter((l) => !languages.includes(l));
        if (removed.length > 0) assertUnused(await glossaries.definitionsPerLanguage(glossary.id, removed));
      }
      const updated = { ...glossary, ...changes, updatedAt: new Date() };
      await glossaries.update(glossary.id, { ...changes, updatedAt: updated.updatedAt });
      return { glossary: updated, version: await glossaries.recordChange(glossary.id) };
    });
    if (outcome.version !== null) {
      const { id, organizationId } = outcome.glossary;
      await this.events.changed({ glossaryId: id, organizationId, version: outcome.version, kind: 'glossary.updated' });
    }
    return toGlossaryResponse(outcome.glossary);
  }

  /** Its terms and their definitions go with it. */
  async delete(request: GlossaryRefRequest): Promise<DeletedResponse> {
    assertGlossaryId(request.glossaryId);
    const glossary = await this.database.transaction(async ({ glossaries }) => {
      const found = await glossaries.findOwned(request.glossaryId, request.caller.organizationId, true);
      if (!found) throw glossaryNotFound(request.glossaryId);
      await glossaries.delete(found.id);
      return found;
    });
    const event = {
      glossaryId: glossary.id,
      organizationId: glossary.organizationId,
      version: glossary.version + 1,
      kind: 'glossary.deleted' as const,
    };
    await this.events.changed(event);
    return { id: glossary.id };
  }
}

type GlossaryChanges = Partial<Pick<GlossaryEntity, 'name' | 'description' | 'languages'>>;

function plannedChanges(glossary: GlossaryEntity, request: UpdateGlossaryRequest): GlossaryChanges {
  const changes: GlossaryChanges = {};
  if (request.name !== undefined && request.name !== glossary.name) changes.name = request.name;
  if (request.description !== undefined && (request.description ?? null) !== glossary.description)
    changes.description = request.description ?? null;
  if (request.languages !== undefined) {
    const languages = normalizeGlossaryLanguages(request.languages);
    if (!sameList(languages, glossary.languages)) changes.languages = languages;
  }
  return changes;
}

function assertUnused(definitionsPerLanguage: Map<string, number>): void {
  if (definitionsPerLanguage.size === 0) return;
  throw languagesStillUsed([...definitionsPerLanguage].map(([language, definitions]) => ({ language, definitions })));
}

export function toGlossaryResponse(glossary: GlossaryEntity): GlossaryResponse {
  return {
    id: glossary.id,
    name: glossary.name,
    description: glossary.description,
    languages: glossary.languages,
    termCount: glossary.termCount,
    createdAt: glossary.createdAt.toISOString(),
    updatedAt: glossary.updatedAt.toISOString(),
  };
}
