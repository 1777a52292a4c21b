import { Injectable, Logger } from '@nestjs/common';
import { DomainException } from '@app/common';
import { GetGlossaryEntriesRequest, GlossaryEntriesResponse, GlossaryEntryTerm, normalizeLanguageCode } from '@app/contracts';
import { GlossaryConfig } from '../config/glossary.config';
import { glossaryNotFound } from '../glossaries/glossary.errors';
import { GlossaryDatabase } from '../glossary.database';
import { EntryRow } from '../terms/term.records';

/** The whole glossary for the services that match or apply its terms: one answer, two queries. */
@Injectable()
export class EntriesService {
  private readonly logger = new Logger(EntriesService.name);

  constructor(
    private readonly database: GlossaryDatabase,
    private readonly config: GlossaryConfig,
  ) {}

  async get(request: GetGlossaryEntriesRequest, requestId?: string): Promise<GlossaryEntriesResponse> {
    const started = performance.now();
    const languages = request.languages ? [...new Set(request.languages.map(normalizeLanguageCode))] : null;
    // One snapshot: the version answered is the version of the terms answered.
    const answer = await this.database.snapshot(async ({ glossaries, terms }) => {
      const glossary = await glossaries.findOwned(request.glossaryId, request.caller.organizationId);
      if (!glossary) throw glossaryNotFound(request.glossaryId);
      const head = { glossaryId: glossary.id, version: glossary.version, languages: glossary.languages };
      if (request.knownVersion === glossary.version) return { ...head, terms: [], notModified: true };
      return { ...head, terms: groupByTerm(await terms.entries(glossary.id, languages)) };
    });
    this.assertFitsInOneMessage(answer);
    const ms = Math.round(performance.now() - started);
    this.logger.log({ requestId, glossaryId: answer.glossaryId, version: answer.version, terms: answer.terms.length, ms }, 'entries answered');
    return answer;
  }

  /**
   * NATS refuses a message over the server's max_payload (1 MiB by default) and the caller
   * would only see a timeout; say what happened instead.
   */
  private assertFitsInOneMessage(answer: GlossaryEntriesResponse): void {
    if (answer.terms.length < 1_000) return;
    const bytes = Buffer.byteLength(JSON.stringify(answer));
    if (bytes <= this.config.GLOSSARY_MAX_REPLY_BYTES) return;
    throw DomainException.unprocessable(
      `Glossary ${answer.glossaryId} is too large to send in one NATS message (${bytes} bytes for ${answer.terms.length} terms; ` +
        `limit ${this.config.GLOSSARY_MAX_REPLY_BYTES}): ask for fewer languages, or raise the NATS server's max_payload and GLOSSARY_MAX_REPLY_BYTES`,
    );
  }
}

/** Rows arrive ordered by term then entry position, so each term's rows are adjacent. */
export function groupByTerm(rows: EntryRow[]): GlossaryEntryTerm[] {
  const terms: GlossaryEntryTerm[] = [];
  let current: GlossaryEntryTerm | undefined;
  for (const row of rows) {
    if (current?.termId !== row.termId) {
      current = { termId: row.termId, translationFlag: row.translationFlag, definitions: [] };
      terms.push(current);
    }
    current.definitions.push({ language: row.language, term: row.term, definition: row.definition, caseSensitivity: row.caseSensitivity });
  }
  return terms;
}
