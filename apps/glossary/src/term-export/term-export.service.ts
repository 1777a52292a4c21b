import { Injectable } from '@nestjs/common';
import { EXPORT_PAGE_MAX_TERMS, ExportedTerm, ExportTermsPageRequest, ExportTermsPageResponse } from '@app/contracts';
import { GlossaryConfig } from '../config/glossary.config';
import { assertGlossaryId, glossaryNotFound } from '../glossaries/glossaries.errors';
import { GlossaryDatabase } from '../database/glossary-database';
import { ExportRow } from '../terms/term.records';

/** What the reply adds around the terms: the glossary's record and the envelope. */
const REPLY_WRAPPING_BYTES = 16 * 1024;

/**
 * Pages of a glossary for file exports (the gateway writes the file). Pages follow creation
 * order by keyset, so a page costs the same at the end of a large glossary as at its start.
 */
@Injectable()
export class TermExportService {
  constructor(
    private readonly database: GlossaryDatabase,
    private readonly config: GlossaryConfig,
  ) {}

  async page(request: ExportTermsPageRequest): Promise<ExportTermsPageResponse> {
    assertGlossaryId(request.glossaryId);
    const glossary = await this.database.pool.glossaries.findOwned(request.glossaryId, request.caller.organizationId);
    if (!glossary) throw glossaryNotFound(request.glossaryId);
    const limit = request.limit ?? EXPORT_PAGE_MAX_TERMS;
    const rows = await this.database.pool.terms.exportRows(glossary.id, request.after ?? 0, limit);
    const { terms, lastSeq, complete } = this.fitReply(groupByTerm(rows));
    return {
      glossary: { id: glossary.id, name: glossary.name, languages: glossary.languages, termCount: glossary.termCount },
      terms,
      next: complete && terms.length < limit ? null : lastSeq,
    };
  }

  /** As many whole terms as fit in one NATS reply (long definitions make a page shorter); at least one. */
  private fitReply(grouped: { seq: number; term: ExportedTerm }[]) {
    const budget = this.config.GLOSSARY_MAX_REPLY_BYTES - REPLY_WRAPPING_BYTES;
    const terms: ExportedTerm[] = [];
    let bytes = 0;
    let lastSeq = 0;
    for (const { seq, term } of grouped) {
      bytes += Buffer.byteLength(JSON.stringify(term));
      if (terms.length > 0 && bytes > budget) return { terms, lastSeq, complete: false };
      terms.push(term);
      lastSeq = seq;
    }
    return { terms, lastSeq, complete: true };
  }
}

function groupByTerm(rows: ExportRow[]): { seq: number; term: ExportedTerm }[] {
  const grouped: { seq: number; term: ExportedTerm }[] = [];
  for (const row of rows) {
    let last = grouped.at(-1);
    if (last?.term.id !== row.id) {
      last = { seq: row.seq, term: { id: row.id, translationFlag: row.translationFlag, definitions: [] } };
      grouped.push(last);
    }
    const { language, term, definition, caseSensitivity } = row;
    last.term.definitions.push({ language, term, definition, caseSensitivity });
  }
  return grouped;
}
