import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, IsString, IsUUID, Min } from 'class-validator';
import { OrgScopedRequest } from '../context';
import type { CaseSensitivity } from './glossary-entries.messages';

/**
 * A glossary's entries travel through JetStream's object store, never whole in one NATS message:
 * the glossary service writes one object per glossary and language (chunked by NATS, gzipped
 * JSON), the services that match terms read the objects they need. One object name per glossary
 * and language: a newer version replaces the older one, so stale copies never pile up. Under
 * NATS_SUBJECT_PREFIX the bucket is `<prefix>_glossary-snapshots`; answers name it.
 */
export const GLOSSARY_SNAPSHOT_BUCKET = 'glossary-snapshots';

export function glossarySnapshotObjectName(glossaryId: string, language: string): string {
  return `${glossaryId}/${language.toLowerCase()}`;
}

/** Asks for the current version's objects in some languages, written first if missing. */
export class GetGlossarySnapshotRequest extends OrgScopedRequest {
  @IsUUID()
  glossaryId: string;

  /**
   * Languages to make objects for. Each stands for the glossary language with the same code,
   * else the first with the same primary subtag (`pt-PT` asks for a glossary's `pt-BR`);
   * languages the glossary lacks get no object.
   */
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(10)
  @IsString({ each: true })
  languages: string[];

  /** The version the caller holds: when current, `notModified` is true and nothing is written. */
  @IsOptional()
  @IsInt()
  @Min(0)
  knownVersion?: number;
}

export interface GlossarySnapshotObject {
  /** The glossary's spelling of the language code. */
  language: string;
  /** The languages of the request this object stands for. */
  requested: string[];
  name: string;
  /** Definitions in the object. */
  entries: number;
  bytes: number;
}

export interface GlossarySnapshotResponse {
  glossaryId: string;
  /** Grows with every change to the glossary or its terms. */
  version: number;
  /** All languages of the glossary. */
  languages: string[];
  bucket: string;
  /** Empty when `notModified`. Languages asked for that the glossary lacks have no object. */
  objects: GlossarySnapshotObject[];
  notModified?: boolean;
}

/** One row per definition: termId, translationFlag (0 or 1), term, caseSensitivity. Arrays: half the JSON of objects. */
export type GlossarySnapshotRow = [
  termId: string,
  translationFlag: 0 | 1,
  term: string,
  caseSensitivity: CaseSensitivity,
];

/** The content of one object (gzipped JSON). */
export interface GlossarySnapshotContent {
  glossaryId: string;
  version: number;
  language: string;
  /** In term order (insertion order of the terms). */
  rows: GlossarySnapshotRow[];
}
