import type { CaseSensitivity } from '@app/contracts';

/** A definition as stored (and as the service reasons about it). */
export interface DefinitionRecord {
  language: string;
  term: string;
  definition: string;
  caseSensitivity: CaseSensitivity;
  /** Order of first creation within the term. */
  position: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A term with its definitions in position order. */
export interface TermRecord {
  id: string;
  glossaryId: string;
  translationFlag: boolean;
  createdAt: Date;
  updatedAt: Date;
  definitions: DefinitionRecord[];
}

/** One row of the entries answer: a definition with its term's fields. */
export interface EntryRow {
  termId: string;
  translationFlag: boolean;
  language: string;
  term: string;
  definition: string;
  caseSensitivity: CaseSensitivity;
}

/** One definition of an exported term, with the term's place in creation order. */
export interface ExportRow extends Omit<EntryRow, 'termId'> {
  seq: number;
  id: string;
}
