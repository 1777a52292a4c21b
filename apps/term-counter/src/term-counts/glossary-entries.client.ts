import { Injectable } from '@nestjs/common';
import { GlossarySnapshotReader, termSignatures, termSignaturesInBackground } from '@app/common';
import { CallerContext, GlossarySnapshotContent } from '@app/contracts';
import { TermCounterConfig } from '../config/term-counter.config';
import { MatcherEntry } from './term-matcher.engine';

export interface EntriesQuery {
  caller: CallerContext;
  glossaryId: string;
  /** Only the definitions in these languages. */
  languages: string[];
  /** The version held: an unchanged glossary answers `notModified` and nothing to load. */
  knownVersion?: number;
}

/** The current version of a glossary; its entries are loaded only when asked for. */
export interface GlossaryVersion {
  glossaryId: string;
  version: number;
  languages: string[];
  notModified?: boolean;
  /** The entries of the query's languages, read from the object store. */
  load(): Promise<LoadedEntries>;
}

export interface LoadedEntries {
  entries: MatcherEntry[];
  /** Per term, its rows as one string: what changed since another version (`changedTerms`). */
  signatures(): Map<string, string>;
  /** The same a slice at a time, for a version that only the next one will be compared with. */
  signaturesInBackground(): Promise<Map<string, string>>;
}

/** The term counter's one source of glossaries: a version check per count, the entries only when new. */
@Injectable()
export class GlossaryEntriesClient {
  constructor(
    private readonly snapshots: GlossarySnapshotReader,
    private readonly config: TermCounterConfig,
  ) {}

  async fetch(query: EntriesQuery): Promise<GlossaryVersion> {
    const answer = await this.snapshots.current(query, {
      timeoutMs: this.config.TERM_COUNTER_GLOSSARY_TIMEOUT_MS,
    });
    return {
      glossaryId: answer.glossaryId,
      version: answer.version,
      languages: answer.languages,
      ...(answer.notModified ? { notModified: true } : {}),
      load: async () => {
        const contents = await this.snapshots.read(answer);
        return {
          entries: toMatcherEntries(contents),
          signatures: () => termSignatures(contents),
          signaturesInBackground: () => termSignaturesInBackground(contents),
        };
      },
    };
  }
}

/** Every definition with a term in it (the objects hold the count's languages only). */
export function toMatcherEntries(contents: GlossarySnapshotContent[]): MatcherEntry[] {
  // One loop, no filtered copy per language: 200,000 rows on a first count.
  const entries: MatcherEntry[] = [];
  for (const { language, rows } of contents)
    for (const [termId, , term, caseSensitivity] of rows)
      if (typeof term === 'string' && term.trim().length > 0) entries.push({ termId, language, term, caseSensitivity });
  return entries;
}
