import { ArrayMaxSize, IsArray, IsOptional, IsString, IsUUID } from 'class-validator';
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
  terms: GlossaryEntryTerm[];
}

/** Published on every change of a glossary or one of its terms. */
export interface GlossaryChangedEvent {
  glossaryId: string;
  organizationId: string;
  version: number;
  kind: 'glossary.created' | 'glossary.updated' | 'glossary.deleted' | 'term.created' | 'term.updated' | 'term.deleted';
}
