import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { OrgScopedRequest } from '../context';
import { CaseSensitivity } from './glossary-entries.messages';

/** Most terms in one export page; the service answers fewer when their text would not fit in one NATS message. */
export const EXPORT_PAGE_MAX_TERMS = 2_000;

/** One page of a glossary's terms in creation order, for a file export: `after` is the last page's `next`. */
export class ExportTermsPageRequest extends OrgScopedRequest {
  @IsString()
  glossaryId: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  after?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(EXPORT_PAGE_MAX_TERMS)
  limit?: number;
}

/** A term as a file carries it: no timestamps. */
export interface ExportedTerm {
  id: string;
  translationFlag: boolean;
  definitions: { language: string; term: string; definition: string; caseSensitivity: CaseSensitivity }[];
}

export interface ExportTermsPageResponse {
  glossary: { id: string; name: string; languages: string[]; termCount: number };
  terms: ExportedTerm[];
  /** `after` of the next page; null on the last page. */
  next: number | null;
}
