import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, IsUUID, Min } from 'class-validator';
import { OrgScopedRequest } from '../context';

export const CaseSensitivities = ['auto', 'capitals', 'exact', 'ignore'] as const;
export type CaseSensitivity = (typeof CaseSensitivities)[number];

/** All terms of one glossary in one answer, for the services that match or apply them. */
export class GetGlossaryEntriesRequest extends OrgScopedRequest {
  @IsUUID()
  glossaryId: string;

  /** Only definitions in these languages; all when omitted. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(200)
  @IsString({ each: true })
  languages?: string[];

  /**
   * The version the caller already holds (like HTTP If-None-Match). When it is still the
   * current version the answer has `notModified: true` and an empty `terms` list; ownership
   * is checked all the same (404 for another organization's glossary).
   */
  @IsOptional()
  @IsInt()
  @Min(0)
  knownVersion?: number;
}

export interface GlossaryEntryDefinition {
  language: string;
  term: string;
  definition: string;
  caseSensitivity: CaseSensitivity;
}

export interface GlossaryEntryTerm {
  termId: string;
  translationFlag: boolean;
  definitions: GlossaryEntryDefinition[];
}

export interface GlossaryEntriesResponse {
  glossaryId: string;
  /** Grows with every change to the glossary or its terms; caches key on it. */
  version: number;
  languages: string[];
  /** Empty when `notModified` is true. */
  terms: GlossaryEntryTerm[];
  /** True when the request's `knownVersion` is the current version: the caller's copy is still good. */
  notModified?: boolean;
}

/** Published on every change of a glossary or one of its terms. */
export interface GlossaryChangedEvent {
  glossaryId: string;
  organizationId: string;
  version: number;
  kind: 'glossary.created' | 'glossary.updated' | 'glossary.deleted' | 'term.created' | 'term.updated' | 'term.deleted';
  /**
   * A bulk import's terms by language (up to ADDED_TERMS_MAX_CHARS of them), so the services can
   * analyse their words before the glossary is first used. Absent for other changes.
   */
  addedTerms?: Record<string, string[]>;
}

/** A bulk import smaller than this is compiled quickly enough on first use. */
export const ADDED_TERMS_MIN = 100;
/** Keeps the event well under NATS's 1 MiB message limit. */
export const ADDED_TERMS_MAX_CHARS = 256 * 1024;
