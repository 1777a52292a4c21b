import { Injectable, Logger } from '@nestjs/common';
import {
  GetGlossaryEntriesRequest,
  GlossaryEntriesResponse,
  GlossaryEntryTerm,
  normalizeLanguageCode,
  packGlossaryEntries,
  PackedGlossaryEntries,
} from '@app/contracts';
import { GlossaryConfig } from '../config/glossary.config';
import { glossaryNotFound } from '../glossaries/glossaries.errors';
import { entriesTooLarge } from './entries.errors';
import { GlossaryDatabase } from '../database/glossary-database';
import { EntryRow } from '../terms/term.records';

/** The whole glossary for the services that match or apply its terms: one answer, two queries. */
@Injectable()
export class EntriesService {
  private readonly logger = new Logger(EntriesService.name);

  constructor(
    private readonly database: GlossaryDatabase,
    private readonly config: GlossaryConfig,
  ) {}

  /** Plain JSON: fine up to a few thousand terms, refused (with the reason) beyond one NATS message. */
  async get(request: GetGlossaryEntriesRequest): Promise<GlossaryEntriesResponse> {
    const started = performance.now();
    const answer = await this.read(request);
    if (answer.terms.length >= 1_000)
      this.assertFits(
        answer.glossaryId,
        answer.terms.length,
        Buffer.byteLength(JSON.stringify(answer)),
        'ask getEntriesPacked, ',
      );
    this.logAnswer(answer, 'json', started);
    return answer;
  }

  /** Gzipped when large: 10,000 three-language terms are about 0.3 MB instead of 3.5 MB. */
  async getPacked(request: GetGlossaryEntriesRequest): Promise<PackedGlossaryEntries> {
    const started = performance.now();
    const answer = await this.read(request);
    const packed = packGlossaryEntries(answer);
    if (packed.encoding === 'gzip') this.assertFits(answer.glossaryId, answer.terms.length, packed.data.length, '');
    this.logAnswer(answer, packed.encoding, started);
    return packed;
  }

  private async read(request: GetGlossaryEntriesRequest): Promise<GlossaryEntriesResponse> {
    const languages = request.languages ? [...new Set(request.languages.map(normalizeLanguageCode))] : null;
    // One snapshot: the version answered is the version of the terms answered.
    return this.database.snapshot(async ({ glossaries, terms }) => {
      const glossary = await glossaries.findOwned(request.glossaryId, request.caller.organizationId);
      if (!glossary) throw glossaryNotFound(request.glossaryId);
      const head = { glossaryId: glossary.id, version: glossary.version, languages: glossary.languages };
      if (request.knownVersion === glossary.version) return { ...head, terms: [], notModified: true };
      return { ...head, terms: groupByTerm(await terms.entries(glossary.id, languages)) };
    });
  }

  private assertFits(glossaryId: string, terms: number, bytes: number, advice: string): void {
    const limit = this.config.GLOSSARY_MAX_REPLY_BYTES;
    if (bytes > limit) throw entriesTooLarge(glossaryId, terms, bytes, limit, advice);
  }

  private logAnswer(answer: GlossaryEntriesResponse, encoding: string, started: number): void {
    const ms = Math.round(performance.now() - started);
    this.logger.log(
      { glossaryId: answer.glossaryId, version: answer.version, terms: answer.terms.length, encoding, ms },
      'entries answered',
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
    current.definitions.push({
      language: row.language,
      term: row.term,
      definition: row.definition,
      caseSensitivity: row.caseSensitivity,
    });
  }
  return terms;
}
